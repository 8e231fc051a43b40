// A slip at full size in a modal (payments.md §1 review): opened from the slip's thumbnail, a button,
// so the keyboard reaches it; Escape or the close button shuts it and focus goes back to the thumbnail.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { privateFileUrl } from '../../features/payments/bank/bank-transfer-api.ts';

export interface ZoomedSlip {
  name: string;
  alt: string;
}

export function SlipZoom({ slip, onClose }: { slip: ZoomedSlip | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  return (
    <Modal
      opened={slip !== null}
      onClose={onClose}
      title={slip?.alt ?? ''}
      size="auto"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('adminPayments.close') }}
      data-testid="slip-zoom"
    >
      {slip ? (
        <div className="slip-zoom">
          <img src={privateFileUrl(slip.name)} alt={slip.alt} data-testid="slip-zoom-image" />
          <a href={privateFileUrl(slip.name)} target="_blank" rel="noopener">
            {t('adminPayments.openOriginal')}
          </a>
        </div>
      ) : null}
    </Modal>
  );
}
