import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A question with cancel and confirm (the checkout's person-type switch, its coupon or promotion
 * switch): cancel takes the focus first, so Enter never confirms by accident.
 */
export function ConfirmModal({
  opened,
  onCancel,
  onConfirm,
  title,
  titleClassName,
  centered,
  cancelLabel,
  confirmLabel,
  testId,
  confirmTestId,
  children,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  titleClassName?: string;
  centered?: boolean;
  cancelLabel: string;
  confirmLabel: string;
  testId: string;
  confirmTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered={centered}
      classNames={titleClassName ? { title: titleClassName } : undefined}
      closeButtonProps={{ 'aria-label': t('account.close') }}
      data-testid={testId}
    >
      {children}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
