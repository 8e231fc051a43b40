import '../i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import './checkout-widgets.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * spec §2 modal "change person type for withholding tax": withholding needs a juristic-person account
 * (§6), so the buyer is asked to switch. Confirming leads to the tax invoice modal, where the switch
 * clears the tax fields (spec §4 "Changing person type clears the tax fields": the domain's
 * changeTaxPersonType) and nothing is stored until the buyer saves the company's data.
 */
export function ChangePersonTypeModal({ opened, onClose, onConfirm }: { opened: boolean; onClose(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('taxModal.changeTitle')}
      classNames={{ title: 'checkout-modal__title' }}
      closeButtonProps={{ 'aria-label': t('account.close') }}
      data-testid="change-person-type-modal"
    >
      <Text mb="sm">{t('taxModal.changeText')}</Text>
      <Text mb="lg" fw={700}>
        {t('taxModal.changeClears')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('taxModal.changeCancel')}
        </Button>
        <Button onClick={onConfirm} data-testid="confirm-juristic">
          {t('taxModal.changeConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}
