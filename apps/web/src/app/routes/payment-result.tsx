import '../../features/checkout/i18n.ts';
import '../../features/payments/i18n.ts';
import '../../features/payments/online/online-payment.css';
import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MemberPage } from '../member-page.tsx';
import { errorText } from '../../lib/error-text.ts';
import { PRIVATE_KEY } from '../../lib/session.ts';
import { ErrorNotice } from '../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { PayError } from '../../features/payments/online/PayNotices.tsx';
import { subscribeOrderStatus } from '../../features/payments/online/order-socket.ts';
import { fetchAttempt } from '../../features/payments/online/payment-calls.ts';
import { attemptPhase, ORDER_LIST_PATH, parseReference, POLL_MS } from '../../features/payments/online/payment-plan.ts';
import { usePaidRedirect } from '../../features/payments/online/use-order-paid.ts';
import { isNotFound } from '../../lib/api-client.ts';
import { useLang } from '../../lib/use-lang.ts';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

const attemptQuery = (reference: string) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'payment-attempt', reference] as const,
    queryFn: ({ signal }) => fetchAttempt(reference, signal),
    staleTime: 0,
    // spec §9: every 6 s while the provider has not settled it; stops once paid or failed.
    refetchInterval: (query) => (query.state.data && attemptPhase(query.state.data.status) !== 'waiting' ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });

/**
 * /payment/result?ref={reference}: where providers send the buyer back. The server's return handler
 * has already asked the provider; this page only reads the attempt's state (never trusts the query
 * string as proof, design/payments.md), waits while it is started or pending, then goes on like the
 * payment step (spec §4 "redirect to orders or thank-you").
 */
function Page() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const reference = parseReference(search.get('ref'));
  return (
    <MemberPage
      className="page narrow"
      testId="payment-result-page"
      title={t('payments.result.title')}
      login={{ id: 'payment-result-login', title: t('orders.loginTitle'), lead: t('payments.result.loginLead') }}
    >
      {(user) =>
        reference === null ? (
          <NoAttempt testId="payment-result-no-ref" />
        ) : (
          <AttemptResult key={`${user.id}:${reference}`} reference={reference} />
        )
      }
    </MemberPage>
  );
}

function AttemptResult({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const attempt = useQuery(attemptQuery(reference));
  const orderId = attempt.data?.order_id ?? null;
  const redirect = usePaidRedirect();
  const phase = attempt.data ? attemptPhase(attempt.data.status) : null;
  const refetch = attempt.refetch;

  // The socket hears the order settle before the next poll; the attempt is then read again.
  useEffect(() => {
    if (orderId === null || phase !== 'waiting') return;
    return subscribeOrderStatus((event) => {
      if (event.orderId === orderId) void refetch();
    });
  }, [orderId, phase, refetch]);

  const token = attempt.data?.order_token ?? null;
  useEffect(() => {
    if (phase === 'paid') redirect('approved', token);
  }, [phase, token, redirect]);

  if (attempt.isPending) return <LoadingNotice testId="payment-result-loading">{t('payments.result.checking')}</LoadingNotice>;
  if (attempt.isError) {
    // Not this buyer's attempt, or no such attempt: trying again would not change it.
    if (isNotFound(attempt.error)) return <NoAttempt testId="payment-result-not-found" />;
    return (
      <div className="pay-page">
        <ErrorNotice message={errorText(attempt.error, lang)} retryLabel={t('app.retry')} onRetry={() => void refetch()} />
        <ToOrders />
      </div>
    );
  }
  if (phase === 'paid') {
    return (
      <div className="pay-page">
        <p className="pay-success" role="status" data-testid="payment-result-paid">
          {t('payments.result.paid', { id: attempt.data.order_id })}
        </p>
        <ToOrders />
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className="pay-page" data-testid="payment-result-failed">
        <PayError persistent detail={t('payments.result.failedHint')} />
        <ToOrders primary />
      </div>
    );
  }
  return (
    <div className="pay-page" data-testid="payment-result-waiting">
      <LoadingNotice>{t('payments.result.checking')}</LoadingNotice>
      <p className="hint">{t('payments.result.checkingHint')}</p>
      <ToOrders />
    </div>
  );
}

/** No attempt to show (no reference, or not this buyer's): the way to the order list. */
function NoAttempt({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="pay-page" data-testid={testId}>
      <p className="pay-notice" role="status">
        {t('payments.result.noRef')}
      </p>
      <ToOrders />
    </div>
  );
}

function ToOrders({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={ORDER_LIST_PATH} variant={primary ? 'filled' : 'default'} data-testid="payment-result-orders">
      {t('payments.toOrders')}
    </Button>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
