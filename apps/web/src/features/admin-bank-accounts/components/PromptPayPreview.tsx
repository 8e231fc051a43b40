// The live preview of the PromptPay QR a typed id gives (payments.md §1 PromptPay QR): redrawn by the
// server a moment after the administrator stops typing, only for an id that is one (10, 13 or 15
// digits), so the academy sees the code its buyers will scan before saving.
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isPromptPayId, promptPayDigits } from '@rian/domain/promptpay';
import { promptPayPreviewUrl } from '../api/bank-accounts-api.ts';

const SETTLE_MS = 400;

export function PromptPayPreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const digits = promptPayDigits(id);
  const [settled] = useDebouncedValue(digits, SETTLE_MS);
  // An id that stops being one hides the QR at once; a new one shows once typing settles.
  const shown = isPromptPayId(digits) && isPromptPayId(settled) ? settled : null;
  return (
    <figure className="promptpay-preview" data-testid="promptpay-preview" aria-live="polite">
      {shown ? (
        <img
          src={promptPayPreviewUrl(shown)}
          width={180}
          height={180}
          alt={t('adminBankAccounts.qrAlt', { id: shown })}
          data-testid="promptpay-preview-image"
        />
      ) : (
        <div className="promptpay-preview__empty">{t(digits ? 'adminBankAccounts.qrInvalid' : 'adminBankAccounts.qrNone')}</div>
      )}
      <figcaption className="hint">{t('adminBankAccounts.qrCaption')}</figcaption>
    </figure>
  );
}
