// A back-office list page (docs/architecture.md, "The back office"): the title and its "new" button,
// what the page shows above the list, the server-paged table, and the dialog that adds or edits a row.
import { useState, type ReactNode } from 'react';
import type { ModalProps } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ListPage, type ListPageProps } from './ListPage.tsx';
import { RecordDialog } from './RecordDialog.tsx';
import { RowActions } from './RowActions.tsx';

/** What a dialog's form may do: close the dialog, turn it to editing `row` (a record it just made), or open a record's editor. */
export interface ListDialog<T> {
  close: () => void;
  edit: (row: T) => void;
  /** Closes the dialog and goes to the record's editor at `editorPath`/id. */
  open: (record: { id: number }) => void;
}

/** A list's texts as its catalogue holds them, `t('<area>.<list>', { returnObjects: true })`. */
export interface ListTexts {
  /** The page's heading, also the table's caption. */
  title: string;
  /** The "new" button's words, also the new record dialog's title. */
  new: string;
  /** The edit button's words, unless `edit.label` names them; `editTitle` (or the button's words) on its dialog. */
  edit?: string;
  editTitle?: string;
}

export interface ResourceListPageProps<T> extends Omit<
  ListPageProps<T>,
  'title' | 'lead' | 'onNew' | 'newLabel' | 'intro' | 'children'
> {
  texts: ListTexts;
  /** With it, each row ends with edit and delete buttons naming the row. */
  edit?: { label?: string; name: (row: T) => string };
  dialogSize?: ModalProps['size'];
  /** The dialog's form: a new record when `row` is null. */
  form: (row: T | null, dialog: ListDialog<T>) => ReactNode;
  /** Shown between the heading and the table. */
  children?: ReactNode;
}

export function ResourceListPage<T extends { id: number }>(props: ResourceListPageProps<T>) {
  const { texts, testName, editorPath, edit, dialogSize, form, children, columns, ...table } = props;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const editLabel = edit?.label ?? texts.edit ?? '';
  const dialog: ListDialog<T> = {
    close: () => setEditing(null),
    edit: setEditing,
    open: (record) => {
      setEditing(null);
      void navigate(`${editorPath}/${record.id}`);
    },
  };
  const actions = edit && {
    key: 'actions',
    label: '',
    render: (row: T) => (
      <RowActions
        resource={table.resource}
        id={row.id}
        name={edit.name(row)}
        editLabel={editLabel}
        onEdit={() => setEditing(row)}
      />
    ),
  };
  return (
    <ListPage
      {...table}
      columns={actions ? [...columns, actions] : columns}
      title={texts.title}
      testName={testName}
      editorPath={editorPath}
      newLabel={texts.new}
      onNew={() => setEditing('new')}
      intro={children}
    >
      <RecordDialog
        editing={editing}
        onClose={dialog.close}
        newTitle={texts.new}
        editTitle={texts.editTitle ?? editLabel}
        size={dialogSize}
      >
        {(row) => form(row, dialog)}
      </RecordDialog>
    </ListPage>
  );
}
