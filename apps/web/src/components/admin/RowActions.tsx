// A row's edit and delete buttons in the back office's lists; delete asks first, then removes the
// record from `resource` (lib/admin-api.ts useDeleteResource) and says so.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteResource } from '../../lib/admin-api.ts';
import { useLang } from '../../lib/use-lang.ts';
import { confirmDelete } from './confirm.ts';
import { notifyDone, notifyFailed } from './notify.ts';

export interface RowActionsProps {
  resource: string;
  id: number;
  /** What the row is called in the buttons' labels and the confirmation. */
  name: string;
  editLabel: string;
  onEdit: () => void;
}

export function RowActions({ resource, id, name, editLabel, onEdit }: RowActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`${editLabel} ${name}`}>
        {editLabel}
      </Button>
      <DeleteRowButton resource={resource} id={id} name={name} />
    </Group>
  );
}

/** A row's delete button, named for the row: asks first, then deletes and says so. */
export function DeleteRowButton({ resource, id, name }: Pick<RowActionsProps, 'resource' | 'id' | 'name'>) {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeleteResource(resource);
  return (
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
  );
}
