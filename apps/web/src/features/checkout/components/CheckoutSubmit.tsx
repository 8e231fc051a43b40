import '../i18n.ts';
import '@mantine/core/styles/CloseButton.css';
import { Button, CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Lang } from '@rian/contracts/site';
import { formatMoney } from '@rian/domain/money';
import type { RuleFailure } from '@rian/domain/rule-failure';
import { useLang } from '../../../lib/use-lang.ts';
import type { CheckoutNotice } from '../checkout-choices.ts';
import { uniqueTexts, failureText } from '../failure-text.ts';
import type { PurchaseProblem } from '../hooks/use-purchase.ts';

/** spec §4 "removed with a notice": which coupon went, and why, in §8 words. */
function noticeText(notice: CheckoutNotice, lang: Lang, t: TFunction): string {
  const reason = failureText({ code: notice.failure.code }, lang);
  const code = (notice.failure.details as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? t('checkout.notices.couponRemoved', { code, reason }) : reason;
}

/**
 * What stands between the buyer and the order (spec §5 notices and rules, e.g. 'กรุณากรอกข้อมูลที่อยู่จัดส่ง',
 * 'ยังไม่มีสินค้าในรถเข็น'), and what the checkout did on their behalf (spec §4: a coupon removed
 * for the chosen payment method), each in its §8 words.
 */
export function CheckoutNotices({
  id,
  blockers,
  notices,
  onDismiss,
}: {
  id: string;
  blockers: readonly RuleFailure[];
  notices: readonly CheckoutNotice[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const texts = uniqueTexts(blockers, lang);
  return (
    <div id={id} className="checkout-notices" data-testid="checkout-notices">
      {notices.map((n) => (
        <p key={n.id} className="checkout-notice checkout-notice--info" role="status" data-testid="checkout-info">
          <span>{noticeText(n, lang, t)}</span>
          <CloseButton size="sm" aria-label={t('checkout.notices.dismiss')} onClick={() => onDismiss(n.id)} />
        </p>
      ))}
      {texts.length > 0 ? (
        <div className="need-notice" role="status">
          <p className="checkout-notices__lead">{t('checkout.submit.blocked')}</p>
          <ul className="checkout-notices__list" data-testid="checkout-blockers">
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The order's refusal by the server (spec §8), with the server's total when prices changed. */
export function PurchaseProblemAlert({ problem }: { problem: PurchaseProblem | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!problem) return null;
  return (
    <div className="checkout-problem" role="alert" data-testid="checkout-problem">
      {problem.messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
      {problem.serverCart ? (
        <p>
          {t('checkout.summary.serverTotal', {
            total: formatMoney({ amount: problem.serverCart.total, currency: problem.serverCart.currency }, lang),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** spec §2 submit button: disabled with its reasons shown (spec §4) while the order cannot be made. */
export function CheckoutSubmit({
  canSubmit,
  busy,
  describedBy,
  onSubmit,
}: {
  canSubmit: boolean;
  busy: boolean;
  describedBy: string;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="md"
      fullWidth
      onClick={onSubmit}
      disabled={!canSubmit && !busy}
      loading={busy}
      aria-describedby={describedBy}
      data-testid="checkout-submit"
    >
      {t('checkout.submit.order')}
    </Button>
  );
}
