// A destructive action asks first (conventions.md "The back office"): the confirm dialog names what
// goes, and the danger button says the verb.
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** Asks before deleting `name`; `lead` replaces the dialog's usual question. */
export function confirmDelete(t: TFunction, name: string, onConfirm: () => void, lead?: string): void {
  modals.openConfirmModal({
    title: t('admin.confirm.deleteTitle'),
    children: lead ?? t('admin.confirm.deleteLead', { name }),
    labels: { confirm: t('admin.confirm.delete'), cancel: t('admin.form.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
    onConfirm,
  });
}
