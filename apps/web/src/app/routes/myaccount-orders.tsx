import '../../features/checkout/i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '../../features/checkout/components/checkout-widgets.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import { MemberPage } from '../member-page.tsx';
import { errorText } from '../../lib/error-text.ts';
import { cancelOrder, ORDERS_KEY, ordersQuery } from '../../lib/orders-api.ts';
import { OrderCardHead, OrderSummary } from '../../features/checkout/components/OrderSummary.tsx';
import { OrderPaymentStep as PaymentStep } from '../order-payment-step.tsx';
import { isPurchase, orderActions, purchaseEvent } from '../../lib/order-view.ts';
import { trackPurchase } from '../../lib/analytics.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { OrderDocuments } from '../../features/account/components/OrderDocuments.tsx';
import { OrderParcel } from '../../features/account/components/OrderParcel.tsx';
import { OrderWithholding } from '../../features/account/components/OrderWithholding.tsx';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/**
 * /myaccount/student/order: the member order list (spec §2), newest first. An unpaid order still
 * within its time offers its payment step and a cancel (POST /public/cart/deleteorder, confirmed
 * first); visitors are asked to log in. ?pay={id} opens that order's payment step (the link of the
 * cart's and course page's awaiting-payment notice).
 */
function Page() {
  const { t } = useTranslation();
  return (
    <MemberPage
      className="page orders-page"
      testId="orders-page"
      title={t('orders.title')}
      login={{ id: 'orders-login-title', title: t('orders.loginTitle'), lead: t('orders.loginLead') }}
    >
      {(user) => <OrderList key={user.id} />}
    </MemberPage>
  );
}

// spec §7: an order this browser placed that the list now shows paid (an administrator approved
// the transfer) counts as a purchase here, once; analytics.ts ignores every other order.
function useTrackPaidOrders(orders: readonly OrderDetail[] | undefined, lang: 'th' | 'en') {
  useEffect(() => {
    for (const order of orders ?? []) {
      if (!isPurchase(order)) continue;
      const event = purchaseEvent(order, lang);
      trackPurchase(event.transaction_id, event);
    }
  }, [orders, lang]);
}

/** Cancelling an unpaid order after a confirmation (POST /public/cart/deleteorder). */
function useCancelOrder(onCancelled: (orderId: number) => void) {
  const client = useQueryClient();
  // The order stays while the dialog closes, so its title does not change mid-transition.
  const [toCancel, setToCancel] = useState<OrderDetail | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelledId, setCancelledId] = useState<number | null>(null);
  const cancel = useMutation({
    mutationFn: (order: OrderDetail) => cancelOrder(order.id),
    onSuccess: (_done, order) => {
      setOpen(false);
      setCancelledId(order.id);
      onCancelled(order.id);
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
  const ask = (order: OrderDetail) => {
    cancel.reset();
    setToCancel(order);
    setOpen(true);
  };
  return { toCancel, open, close: () => setOpen(false), cancelledId, cancel, ask };
}

/** The order whose payment step the address asks for (?pay={id}), or null. */
function linkedOrderId(value: string | null): number | null {
  const id = value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
  return id !== null && Number.isSafeInteger(id) ? id : null;
}

function OrderList() {
  const { t } = useTranslation();
  const lang = useLang();
  const orders = useQuery(ordersQuery());
  // Actions are decided against the time the list was opened; the server refuses anything late.
  const [now] = useState(() => new Date());
  const [search] = useSearchParams();
  const [linked] = useState(() => linkedOrderId(search.get('pay')));
  const [paying, setPaying] = useState<number | null>(linked);
  const cancelling = useCancelOrder((id) => {
    if (paying === id) setPaying(null);
  });
  useTrackPaidOrders(orders.data, lang);

  if (orders.isPending) return <LoadingNotice>{t('orders.loading')}</LoadingNotice>;
  if (orders.isError) {
    return (
      <ErrorNotice message={errorText(orders.error, lang)} retryLabel={t('app.retry')} onRetry={() => void orders.refetch()} />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="empty-state" data-testid="orders-empty">
        <p>{t('orders.empty')}</p>
        <Button component={Link} to="/courses" variant="light">
          {t('orders.browse')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <p className="page-lead">{t('orders.lead')}</p>
      {cancelling.cancelledId !== null ? (
        <p className="notice" role="status" data-testid="orders-cancelled">
          {t('orders.cancelledNotice', { id: cancelling.cancelledId })}
        </p>
      ) : null}
      <ol className="order-list" aria-label={t('orders.title')}>
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              now={now}
              paying={paying === order.id}
              linked={linked === order.id}
              onPay={(open) => setPaying(open ? order.id : null)}
              onCancel={() => cancelling.ask(order)}
            />
          </li>
        ))}
      </ol>

      <CancelOrderModal cancelling={cancelling} />
    </>
  );
}

function OrderCard({
  order,
  now,
  paying,
  linked,
  onPay,
  onCancel,
}: {
  order: OrderDetail;
  now: Date;
  paying: boolean;
  /** The address asked for this order's payment step: the card comes into view. */
  linked: boolean;
  onPay: (open: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { canPay, canCancel, expired } = orderActions(order, now);
  const payId = `order-${order.id}-payment`;
  const open = paying && canPay;
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) card.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return (
    <article ref={card} className="order-card panel" aria-labelledby={`order-${order.id}-title`} data-testid="order-card">
      <OrderCardHead order={order} titleId={`order-${order.id}-title`} />
      <OrderSummary order={order} />
      {order.payment_status === 'approved' ? <OrderDocuments orderId={order.id} /> : null}
      {order.shipping && order.payment_status === 'approved' ? <OrderParcel shipping={order.shipping} /> : null}
      {order.is_withholding === 1 && order.payment_status === 'approved' ? (
        <OrderWithholding orderId={order.id} currency={order.currency_code === 'USD' ? 'USD' : 'THB'} />
      ) : null}
      {canPay ? (
        <p className="order-card__due">
          {t('orders.payBy')} <time dateTime={order.cancel_at}>{formatDate(order.cancel_at, lang, true)}</time>
        </p>
      ) : null}
      {expired ? <p className="order-card__due">{t('orders.expired')}</p> : null}
      {canPay || canCancel ? (
        <div className="order-card__actions">
          {canPay ? (
            <Button type="button" aria-expanded={open} aria-controls={payId} onClick={() => onPay(!open)} data-testid="order-pay">
              {open ? t('orders.hidePayment') : t('orders.payNow')}
            </Button>
          ) : null}
          {canCancel ? (
            <Button type="button" variant="default" color="red" onClick={onCancel} data-testid="order-cancel">
              {t('orders.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div id={payId} hidden={!open}>
        {open ? <PaymentStep order={order} layoutFour={false} /> : null}
      </div>
    </article>
  );
}

function CancelOrderModal({ cancelling }: { cancelling: ReturnType<typeof useCancelOrder> }) {
  const { t } = useTranslation();
  const { cancel, toCancel } = cancelling;
  return (
    <Modal
      opened={cancelling.open}
      onClose={cancelling.close}
      title={t('orders.cancelTitle', { id: toCancel?.id ?? '' })}
      classNames={{ title: 'checkout-modal__title' }}
      closeButtonProps={{ 'aria-label': t('account.close') }}
      data-testid="cancel-order-modal"
    >
      <Text mb="lg">{t('orders.cancelText')}</Text>
      <FailureAlert error={cancel.error} mb="md" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={cancelling.close} data-autofocus>
          {t('orders.cancelKeep')}
        </Button>
        <Button
          color="red"
          loading={cancel.isPending}
          onClick={() => toCancel && cancel.mutate(toCancel)}
          data-testid="confirm-cancel-order"
        >
          {t('orders.cancelConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
