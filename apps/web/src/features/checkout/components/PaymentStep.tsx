import './checkout-widgets.css';
import { useId, useState } from 'react';
import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankAccount, OrderDetail } from '@rian/contracts/checkout';
import { formatMoney } from '@rian/domain/money';
import { transferAmountText } from '@rian/domain/payment-report';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText } from '../../account/error-text.ts';
import { bankTransferMethodQuery } from '../api/bank-api.ts';
import { BANK_TRANSFER, orderActions, paymentMethodKey } from '../order-view.ts';

/** spec §2 "or the order list", §4 redirects. */
export const ORDER_LIST_PATH = '/myaccount/student/order';

/**
 * The payment step of an order (spec §4 "After creation, ... the payment step for the chosen method
 * opens"): the order number, the total payable, when an unpaid order is cancelled (cancel_at, shown
 * in Thai time) and the chosen method's step. Bank transfer (method 1, spec §2) lists the accounts;
 * the online methods are connected in a later issue, and the step says so plainly instead of
 * offering a button that would not pay. The link to the order list is left out on layout four,
 * where the spec hides "report later" (and on the order list itself).
 */
export function PaymentStep({ order, layoutFour }: { order: OrderDetail; layoutFour: boolean }) {
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
  } else if (order.payment_method_id === BANK_TRANSFER) {
    step = <BankTransferStep order={order} />;
  } else {
    step = <NotOpenNotice cancelAtIso={order.cancel_at} />;
  }

  return (
    <section className="pay-step" aria-labelledby={`${id}-title`} data-testid="payment-step">
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

/** spec §2 method 1: the academy's accounts (bank, account name and number) and the amount to transfer. */
function BankTransferStep({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const method = useQuery(bankTransferMethodQuery());
  // spec §5: two decimals, no grouping ("1500.00"), as the payment report's amount field takes it.
  const amount = transferAmountText(order.total, order.currency_code);

  if (method.isPending) return <LoadingNotice>{t('paymentStep.bank.loading')}</LoadingNotice>;
  if (method.isError) {
    return (
      <ErrorNotice message={errorText(method.error, lang)} retryLabel={t('app.retry')} onRetry={() => void method.refetch()} />
    );
  }
  if (!method.data.available || method.data.bankList.length === 0) {
    // spec §5: bank transfer is blocked when an account lacks a number or a bank name.
    return (
      <p className="need-notice" data-testid="bank-unavailable">
        {t('paymentStep.bank.unavailable')}
      </p>
    );
  }
  return (
    <div className="bank-step" data-testid="bank-transfer-step">
      <p className="transfer-amount">
        <span>{t('paymentStep.bank.amount')}</span>
        <span className="transfer-amount__value" data-testid="transfer-amount">
          {t(`paymentStep.bank.amountValue.${order.currency_code}`, { amount })}
        </span>
        <CopyValue value={amount} label={t('paymentStep.bank.copyAmount')} />
      </p>
      <p className="hint">{t('paymentStep.bank.lead')}</p>
      <ul className="bank-accounts">
        {method.data.bankList.map((account) => (
          <BankAccountItem key={account.id} account={account} />
        ))}
      </ul>
      <p className="hint">{t('paymentStep.bank.keepSlip')}</p>
    </div>
  );
}

function BankAccountItem({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const bank = account.bank_name || account.bank;
  return (
    <li className="bank-account" data-testid="bank-account">
      <p className="bank-account__bank">
        {bank}
        {/* The branch as the academy wrote it (e.g. 'สาขาสามย่าน'). */}
        {account.branch ? ` · ${account.branch}` : null}
      </p>
      <p className="bank-account__name">{t('paymentStep.bank.accountName', { name: account.account_name })}</p>
      <p className="bank-account__number">
        <span className="visually-hidden">{t('paymentStep.bank.accountNumber')}</span>
        <span className="bank-account__digits" data-testid="bank-account-number">
          {account.account_id}
        </span>
        <CopyValue value={account.account_id} label={t('paymentStep.bank.copyNumber', { bank })} />
      </p>
    </li>
  );
}

/** A copy button that says, to everyone, whether the copy worked (the clipboard may be refused). */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2500 });
  return (
    <>
      <Button type="button" size="compact-sm" variant="light" aria-label={label} onClick={() => clipboard.copy(value)}>
        {t('paymentStep.copy')}
      </Button>
      <span role="status" className={clipboard.error ? 'copy-status copy-status--failed' : 'copy-status'}>
        {clipboard.copied ? t('paymentStep.copied') : clipboard.error ? t('paymentStep.copyFailed') : ''}
      </span>
    </>
  );
}

/**
 * Every method but bank transfer (2, 3, 4, 8, 9, 10, 11, 12, 13, 15) is connected in a later issue.
 * Said in Thai and in English whatever the UI language, like the cart's closed notice: nothing is
 * charged, and the order waits until cancel_at.
 */
function NotOpenNotice({ cancelAtIso }: { cancelAtIso: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="not-open" role="note" aria-labelledby={`${id}-title`} data-testid="payment-not-open">
      <h4 id={`${id}-title`} className="not-open__title">
        {t('paymentStep.notOpen.title')}
      </h4>
      <p lang="th">{t('paymentStep.notOpen.th', { date: formatDate(cancelAtIso, 'th', true) ?? '' })}</p>
      <p lang="en">{t('paymentStep.notOpen.en', { date: formatDate(cancelAtIso, 'en', true) ?? '' })}</p>
    </section>
  );
}
