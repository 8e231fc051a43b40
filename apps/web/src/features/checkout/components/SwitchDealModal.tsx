import '../i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import type { PendingSwitch } from '../checkout-choices.ts';

/**
 * spec §2, §4: with coupon_promotion_exclusive on, choosing a coupon while a promotion is chosen (or
 * the reverse) asks first; confirming drops the other side, cancelling keeps everything as it was.
 */
export function SwitchDealModal({
  pending,
  promotionTitle,
  onConfirm,
  onCancel,
}: {
  pending: PendingSwitch | null;
  /** The title of the promotion being chosen, or of the one a coupon would drop. */
  promotionTitle: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={pending !== null}
      onCancel={onCancel}
      onConfirm={onConfirm}
      title={t('checkout.switch.title')}
      centered
      cancelLabel={t('checkout.switch.cancel')}
      confirmLabel={t('checkout.switch.confirm')}
      testId="switch-deal-modal"
      confirmTestId="switch-deal-confirm"
    >
      {pending ? (
        <Text mb="lg">
          {pending.side === 'coupon'
            ? t('checkout.switch.toCoupon', { code: pending.coupon.code, title: promotionTitle })
            : t('checkout.switch.toPromotion', { title: promotionTitle })}
        </Text>
      ) : null}
    </ConfirmModal>
  );
}
