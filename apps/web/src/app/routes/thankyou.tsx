import '../../features/checkout/i18n.ts';
import '../../features/checkout/components/checkout-widgets.css';
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@rian/contracts/checkout';
import { LoginSection } from '../member-page.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useSession } from '../../lib/use-session.ts';
import { orderByTokenQuery } from '../../lib/orders-api.ts';
import { parseOrderToken } from '../../lib/order-token.ts';
import { OrderCardHead, OrderSummary } from '../../features/checkout/components/OrderSummary.tsx';
import { ORDER_LIST_PATH } from '../../features/checkout/components/PaymentStep.tsx';
import { OrderPaymentStep as PaymentStep } from '../order-payment-step.tsx';
import { isPurchase, learnLinks, orderActions, purchaseEvent } from '../../lib/order-view.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { trackPurchase } from '../../lib/analytics.ts';
import { subscribeOrderStatus } from '../../features/payments/online/order-socket.ts';
import { POLL_MS } from '../../features/payments/online/payment-plan.ts';
import { useLang } from '../../lib/use-lang.ts';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

/**
 * /thankyou?orderId={order_token} (spec §2, used when the site's is_thank_you_page is on; §4 "a total
 * of zero goes to thank-you", a bank transfer report goes there after 500 ms). The order is read with
 * GET /private/orders/token/{token}, which answers its owner only: any other token is not found.
 */
function Page() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const [search] = useSearchParams();
  const token = parseOrderToken(search.get('orderId'));
  usePageMeta(t('orders.thankyou.title'));

  return (
    <div className="page narrow" data-testid="thankyou-page">
      {status === 'loading' ? (
        <LoadingNotice>{t('app.loading')}</LoadingNotice>
      ) : !user ? (
        <>
          <h1 className="page-title">{t('orders.thankyou.title')}</h1>
          <LoginSection id="thankyou-login-title" title={t('orders.loginTitle')} lead={t('orders.thankyou.loginLead')} />
        </>
      ) : token === null ? (
        <OrderNotFound />
      ) : (
        <ThankYou key={`${user.id}:${token}`} token={token} />
      )}
    </div>
  );
}

/** An order whose payment someone still has to confirm: the page follows it live. */
const undecided = (order: OrderDetail | undefined) => order?.status === 'pendingApproved' || order?.status === 'notYetReceived';

function ThankYou({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  // spec §4, §9: while the payment awaits a decision (an administrator's review of a transfer, a
  // provider's confirmation) the page follows it: the socket's 'order:status' at once, a 6-second
  // poll behind it, and stops once it is decided.
  const order = useQuery({
    ...orderByTokenQuery(token),
    refetchInterval: (query) => (undecided(query.state.data) ? POLL_MS : false),
  });
  const following = undecided(order.data);
  useEffect(() => {
    if (!following) return;
    return subscribeOrderStatus((event) => {
      if (event.orderToken === token) void client.invalidateQueries({ queryKey: orderByTokenQuery(token).queryKey });
    });
  }, [following, token, client]);

  if (order.isPending) return <LoadingNotice>{t('orders.thankyou.loading')}</LoadingNotice>;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    return (
      <>
        <h1 className="page-title">{t('orders.thankyou.title')}</h1>
        <ErrorNotice message={errorText(order.error, lang)} retryLabel={t('app.retry')} onRetry={() => void order.refetch()} />
      </>
    );
  }
  return <OrderThanks order={order.data} />;
}

function OrderThanks({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [shownAt] = useState(() => new Date());
  const { canPay } = orderActions(order, shownAt);
  const links = learnLinks(order, lang);

  // spec §7: purchase goes to the data layer once the order is paid (not when a transfer is only
  // reported); analytics.ts keeps a reload or a return visit from counting it twice.
  useEffect(() => {
    if (!isPurchase(order)) return;
    const event = purchaseEvent(order, lang);
    trackPurchase(event.transaction_id, event);
  }, [order, lang]);

  return (
    <>
      <h1 className="page-title">{t('orders.thankyou.title')}</h1>
      <p className="thankyou__lead" data-testid="thankyou-lead">
        {t(`orders.thankyou.lead.${order.status}`)}
      </p>

      {links.length > 0 ? (
        <ul className="thankyou__learn" aria-label={t('orders.thankyou.learnLabel')}>
          {links.map((l) => (
            <li key={l.courseId}>
              <Button component={Link} to={l.href} data-testid="thankyou-learn">
                {t('orders.thankyou.startLearning', { title: l.title })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <section className="section">
        <article className="order-card panel" aria-labelledby="thankyou-order-title" data-testid="order-card">
          <OrderCardHead order={order} titleId="thankyou-order-title" />
          <OrderSummary order={order} />
        </article>
      </section>

      {canPay && order.total > 0 ? (
        <section className="section">
          <PaymentStep order={order} layoutFour={false} />
        </section>
      ) : (
        <div className="order-card__actions">
          <Button component={Link} to={ORDER_LIST_PATH} variant="default" data-testid="thankyou-orders">
            {t('orders.thankyou.toOrders')}
          </Button>
        </div>
      )}
    </>
  );
}

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="page-title">{t('orders.thankyou.notFoundTitle')}</h1>
      <div className="empty-state" role="status" data-testid="thankyou-not-found">
        <p>{t('orders.thankyou.notFound')}</p>
        <Button component={Link} to={ORDER_LIST_PATH} variant="light">
          {t('orders.thankyou.toOrders')}
        </Button>
      </div>
    </>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
