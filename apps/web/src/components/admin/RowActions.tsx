// The edit and delete buttons of a row in the settings' lists; delete asks first.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';

interface Remove {
  mutate: (id: number, options: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
}

export function RowActions({ id, name, onEdit, remove }: { id: number; name: string; onEdit: () => void; remove: Remove }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`${t('adminSettings.edit')} ${name}`}>
        {t('adminSettings.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`${t('admin.confirm.delete')} ${name}`}
        onClick={() =>
          confirmDelete(t, name, () =>
            remove.mutate(id, {
              onSuccess: () => notifyDone(t('admin.confirm.deleted')),
              onError: (e) => notifyFailed(t, lang, e),
            }),
          )
        }
      >
        {t('admin.confirm.delete')}
      </Button>
    </Group>
  );
}
