import '../i18n.ts';
import './checkout-widgets.css';
import { useId, useState, type ComponentType } from 'react';
import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@rian/domain/money';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import type { PaymentStepProps } from '../checkout-parts.ts';
import { orderActions, paymentMethodKey } from '../../../lib/order-view.ts';

/** spec §2 "or the order list", §4 redirects. */
export const ORDER_LIST_PATH = '/myaccount/student/order';

/**
 * The payment step of an order (spec §4 "After creation, ... the payment step for the chosen method
 * opens"): the order number, the total payable, when an unpaid order is cancelled (cancel_at, shown
 * in Thai time) and the chosen method's step: bank transfer (method 1, spec §2) lists the accounts
 * and takes the payment report; the online methods hand the buyer to their provider or show their QR
 * (features/payments, given as `MethodStep` by app/order-payment-step.tsx, which also loads the
 * payments texts this step shows). The link to the order list is left out on layout four,
 * where the spec hides "report later" (and on the order list itself).
 */
export function PaymentStep({
  order,
  layoutFour,
  MethodStep,
}: PaymentStepProps & { MethodStep: ComponentType<PaymentStepProps> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { pathname } = useLocation();
  // The moment the step was shown decides whether the order is still within its time.
  const [shownAt] = useState(() => new Date());
  const { canPay, expired } = orderActions(order, shownAt);
  const methodKey = paymentMethodKey(order.payment_method_id);
  const currency = order.currency_code;
  const cancelAt = formatDate(order.cancel_at, lang, true);

  let step;
  if (order.status !== 'notYetReceived') {
    step = <p className="notice">{t(`orders.status.${order.status}`)}</p>;
  } else if (expired) {
    step = (
      <p className="need-notice" role="status">
        {t('orders.expired')}
      </p>
    );
  } else if (order.total === 0) {
    step = <p className="notice">{t('paymentStep.noPaymentDue')}</p>;
  } else {
    step = <MethodStep order={order} layoutFour={layoutFour} />;
  }

  return (
    <section className="pay-step panel" aria-labelledby={`${id}-title`} data-testid="payment-step">
      <h3 id={`${id}-title`} className="pay-step__title">
        {t('paymentStep.title')}
      </h3>
      <dl className="pay-facts">
        <div>
          <dt>{t('paymentStep.orderNumber')}</dt>
          <dd data-testid="payment-order-number">#{order.id}</dd>
        </div>
        <div>
          <dt>{t('paymentStep.total')}</dt>
          <dd className="pay-facts__total" data-testid="payment-total">
            {formatMoney({ amount: order.total, currency }, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('paymentStep.method')}</dt>
          <dd>{methodKey ? t(`paymentStep.methods.${methodKey}`) : t('paymentStep.noMethod')}</dd>
        </div>
        {canPay && cancelAt ? (
          <div>
            <dt>{t('paymentStep.payBy')}</dt>
            <dd>
              <time dateTime={order.cancel_at} data-testid="payment-cancel-at">
                {cancelAt}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {canPay ? <p className="hint">{t('paymentStep.cancelAtHint')}</p> : null}
      {step}
      {/* Not on the order list itself, where the link would lead back to the same page. */}
      {layoutFour || pathname === ORDER_LIST_PATH ? null : (
        <div className="pay-step__actions">
          <Button component={Link} to={ORDER_LIST_PATH} variant="default" data-testid="payment-order-list">
            {t('paymentStep.toOrders')}
          </Button>
        </div>
      )}
    </section>
  );
}
