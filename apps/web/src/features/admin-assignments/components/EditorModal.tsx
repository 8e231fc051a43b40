// The frame of the quiz and homework editors: a dialog (the whole screen on a phone) that asks before
// closing over unsaved changes, and guards leaving the page or reloading it while they last.
import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import '../i18n.ts';

interface Props {
  title: string;
  dirty: boolean;
  onClose: () => void;
  /** The form; `close` asks first when there are unsaved changes (its cancel button uses it). */
  children: (close: () => void) => ReactNode;
  testId: string;
}

export function EditorModal({ title, dirty, onClose, children, testId }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const close = () => {
    if (!dirty) return onClose();
    modals.openConfirmModal({
      title: t('adminAssignments.discardTitle'),
      children: t('adminAssignments.discardLead'),
      labels: { confirm: t('adminAssignments.discard'), cancel: t('admin.form.stay') },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
    });
  };
  return (
    <Modal opened onClose={close} title={title} size="xl" fullScreen={phone} data-testid={testId}>
      <UnsavedGuard dirty={dirty} />
      {children(close)}
    </Modal>
  );
}
