// A destructive action asks first (conventions.md "The back office"): the confirm dialog names what
// goes, and the danger button says the verb.
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

export function confirmDelete(t: TFunction, name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('admin.confirm.deleteTitle'),
    children: t('admin.confirm.deleteLead', { name }),
    labels: { confirm: t('admin.confirm.delete'), cancel: t('admin.form.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
    onConfirm,
  });
}
