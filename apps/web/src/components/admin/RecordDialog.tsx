// The back office's dialog that adds a record or edits one: open while there is something to edit.
import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

export function RecordDialog<T extends object>(props: {
  /** The record being edited, 'new' for a new one, null while the dialog is closed. */
  editing: T | 'new' | null;
  onClose: () => void;
  newTitle: string;
  editTitle: string;
  size?: ModalProps['size'];
  /** The dialog's form: a new record when given null. */
  children: (record: T | null) => ReactNode;
}) {
  const { editing } = props;
  return (
    <Modal
      opened={editing !== null}
      onClose={props.onClose}
      title={editing === 'new' ? props.newTitle : props.editTitle}
      size={props.size}
      centered
    >
      {editing ? props.children(editing === 'new' ? null : editing) : null}
    </Modal>
  );
}
