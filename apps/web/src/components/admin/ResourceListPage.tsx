// A back-office list page (docs/architecture.md, "The back office"): the title and its "new" button,
// what the page shows above the list, the server-paged table, and the dialog that adds or edits a row.
import { useState, type ReactNode } from 'react';
import { Modal, Stack, type ModalProps } from '@mantine/core';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { ListHeader } from './ListHeader.tsx';
import { RowActions } from './RowActions.tsx';

/** What a dialog's form may do: close the dialog, or turn it to editing `row` (a record it just made). */
export interface ListDialog<T> {
  close: () => void;
  edit: (row: T) => void;
}

export interface ResourceListPageProps<T> extends Omit<DataTableProps<T>, 'label'> {
  /** The page's heading, also the table's caption. */
  title: string;
  /** The "new" button's words, also the new record dialog's title. */
  newLabel: string;
  newTestId: string;
  /** With it, each row ends with edit and delete buttons: `label` on the edit button, `title` (or `label`) on its dialog. */
  edit?: { label: string; title?: string; name: (row: T) => string };
  dialogSize?: ModalProps['size'];
  /** The dialog's form: a new record when `row` is null. */
  form: (row: T | null, dialog: ListDialog<T>) => ReactNode;
  /** Shown between the heading and the table. */
  children?: ReactNode;
}

export function ResourceListPage<T extends { id: number }>(props: ResourceListPageProps<T>) {
  const { title, newLabel, newTestId, edit, dialogSize, form, children, columns, ...table } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const dialog: ListDialog<T> = { close: () => setEditing(null), edit: setEditing };
  const actions = edit && {
    key: 'actions',
    label: '',
    render: (row: T) => (
      <RowActions
        resource={table.resource}
        id={row.id}
        name={edit.name(row)}
        editLabel={edit.label}
        onEdit={() => setEditing(row)}
      />
    ),
  };
  return (
    <Stack>
      <ListHeader title={title} newLabel={newLabel} newTestId={newTestId} onNew={() => setEditing('new')} />
      {children}
      <DataTable {...table} columns={actions ? [...columns, actions] : columns} label={title} />
      <Modal
        opened={editing !== null}
        onClose={dialog.close}
        title={editing === 'new' ? newLabel : (edit?.title ?? edit?.label)}
        size={dialogSize}
        centered
      >
        {editing ? form(editing === 'new' ? null : editing, dialog) : null}
      </Modal>
    </Stack>
  );
}
