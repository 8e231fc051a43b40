// The back office's notices, as spec §9 times them: top right, 5 seconds. A refused save names the
// catalogue's message (spec §8); a form's invalid fields use the spec's title 'คุณกรอกข้อมูลไม่ถูกต้อง'.
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { Lang } from '@rian/contracts/site';
import { errorText } from '../../lib/error-text.ts';

export const NOTICE_MS = 5_000;

export function notifyDone(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'teal', autoClose: NOTICE_MS, withBorder: true });
}

export function notifyFailed(t: TFunction, lang: Lang, error: unknown): void {
  notifications.show({
    title: t('admin.form.failedTitle'),
    message: errorText(error, lang),
    color: 'red',
    autoClose: NOTICE_MS,
    withBorder: true,
  });
}

export function notifyInvalid(t: TFunction): void {
  notifications.show({ title: t('admin.form.invalidTitle'), message: '', color: 'red', autoClose: NOTICE_MS, withBorder: true });
}
