import '../i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import './checkout-widgets.css';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';

/**
 * spec §2 modal "change person type for withholding tax": withholding needs a juristic-person account
 * (§6), so the buyer is asked to switch. Confirming leads to the tax invoice modal, where the switch
 * clears the tax fields (spec §4 "Changing person type clears the tax fields": the domain's
 * changeTaxPersonType) and nothing is stored until the buyer saves the company's data.
 */
export function ChangePersonTypeModal({ opened, onClose, onConfirm }: { opened: boolean; onClose(): void; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={opened}
      onCancel={onClose}
      onConfirm={onConfirm}
      title={t('taxModal.changeTitle')}
      titleClassName="checkout-modal__title"
      cancelLabel={t('taxModal.changeCancel')}
      confirmLabel={t('taxModal.changeConfirm')}
      testId="change-person-type-modal"
      confirmTestId="confirm-juristic"
    >
      <Text mb="sm">{t('taxModal.changeText')}</Text>
      <Text mb="lg" fw={700}>
        {t('taxModal.changeClears')}
      </Text>
    </ConfirmModal>
  );
}
