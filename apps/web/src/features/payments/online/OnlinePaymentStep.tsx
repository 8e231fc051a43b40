import '../i18n.ts';
import './online-payment.css';
import { useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import { formatMoney } from '@rian/domain/money';
import { useLang } from '../../../lib/use-lang.ts';
import { OmiseCardForm } from './OmiseCardForm.tsx';
import { PayButton } from './PayButton.tsx';
import { PayError, QrExpiry } from './PayNotices.tsx';
import { METHOD } from '@rian/domain/payment-methods';
import { isOnlineMethod, onlineMethod, QR_WIDTH, type StartedMethodId } from './payment-plan.ts';
import { useStartPayment, type QrAction } from './use-start-payment.ts';
import { useOrderPaid } from './use-order-paid.ts';

/**
 * The payment step of the online methods (spec §2 method ids 2, 3, 4, 8–13, 15; §4 action flags):
 * one primary button runs the method's start call once, then the browser follows the answer's
 * action: to the provider's page, a form posted to it, or a QR to scan while the page waits for the
 * order to be paid. Method 8 is the card form instead (OmiseCardForm).
 */
export function OnlinePaymentStep({ order, layoutFour }: { order: OrderDetail; layoutFour: boolean }) {
  const { t } = useTranslation();
  const methodId = order.payment_method_id;
  if (!isOnlineMethod(methodId)) {
    return (
      <p className="pay-notice" data-testid="online-payment-unsupported">
        {t('payments.unsupported')}
      </p>
    );
  }
  return (
    <div className="online-pay" data-testid="online-payment-step" data-method={methodId}>
      <p className="hint">{t(`payments.lead.${onlineMethod(methodId).textKey}`)}</p>
      {methodId === METHOD.omiseCard ? (
        <OmiseCardForm order={order} layoutFour={layoutFour} />
      ) : (
        <StartAndFollow methodId={methodId} order={order} layoutFour={layoutFour} />
      )}
    </div>
  );
}

function StartAndFollow({ methodId, order, layoutFour }: { methodId: StartedMethodId; order: OrderDetail; layoutFour: boolean }) {
  const { t } = useTranslation();
  const { phase, failure, clearFailure, start, renew } = useStartPayment(methodId, order.id);
  const button = useRef<HTMLButtonElement>(null);

  if (phase.kind === 'qr') {
    return <QrWait order={order} action={phase.action} layoutFour={layoutFour} onRenew={renew} />;
  }

  const busy = phase.kind === 'starting' || phase.kind === 'leaving';
  return (
    <div className="online-pay__start">
      {phase.kind === 'scbFailed' ? (
        // spec §4 SCB states: failure shows a "Try again" button.
        <div className="pay-error" role="alert" data-testid="scb-failed">
          <p className="pay-error__title">{t('payments.error.title')}</p>
          <p className="pay-error__text">{t('payments.scb.failed')}</p>
        </div>
      ) : null}
      {failure !== null ? <PayError key={failure} onHide={clearFailure} returnFocus={button} /> : null}
      <PayButton
        ref={button}
        type="button"
        busy={busy}
        onClick={start}
        testId="online-pay-button"
        status={phase.kind === 'starting' ? t('payments.starting') : phase.kind === 'leaving' ? t('payments.leaving') : ''}
      >
        {phase.kind === 'scbFailed' ? t('payments.scb.tryAgain') : t('payments.pay')}
      </PayButton>
    </div>
  );
}

/** spec §4 PromptPay / SCB QR success state: the QR, the amount, its expiry, and the wait for payment. */
function QrWait({
  order,
  action,
  layoutFour,
  onRenew,
}: {
  order: OrderDetail;
  action: QrAction;
  layoutFour: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [expired, setExpired] = useState(false);
  const { status } = useOrderPaid(order.id, { enabled: !expired, layoutFour });
  const amount = formatMoney({ amount: order.total, currency: order.currency_code }, lang);

  return (
    <div className="qr-pay" data-testid="qr-payment">
      <p className="qr-pay__amount">
        <span>{t('payments.qr.amount')}</span> <strong data-testid="qr-amount">{amount}</strong>
      </p>
      {expired ? null : (
        <img
          className="qr-pay__image"
          src={action.image}
          width={QR_WIDTH}
          alt={t('payments.qr.alt', { amount, id: order.id })}
          data-testid="qr-image"
        />
      )}
      <p className="hint">{t('payments.qr.scanHint')}</p>
      <QrExpiry expiresAt={action.expiresAt} onExpired={() => setExpired(true)} />
      {action.sandboxUrl ? (
        <p>
          <a href={action.sandboxUrl} target="_blank" rel="noopener noreferrer" data-testid="qr-sandbox-link">
            {t('payments.qr.sandbox')}
            <span className="visually-hidden"> {t('payments.newTab')}</span>
          </a>
        </p>
      ) : null}
      <div className="online-pay__status" role="status" aria-live="polite" data-testid="qr-status">
        {status === 'approved' ? (
          <p className="pay-success">{t('payments.paid')}</p>
        ) : status === 'rejected' ? (
          <p className="pay-notice">{t('payments.rejected')}</p>
        ) : expired ? (
          <p className="pay-notice">{t('payments.qr.expired')}</p>
        ) : (
          <p>{t('payments.qr.waiting')}</p>
        )}
      </div>
      {expired && status === 'waiting' ? (
        <Button type="button" size="md" onClick={onRenew} data-testid="qr-renew">
          {t('payments.qr.renew')}
        </Button>
      ) : null}
    </div>
  );
}
