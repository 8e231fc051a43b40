import '../../features/payments/i18n.ts';
import '../../features/payments/online/online-payment.css';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { usePageMeta } from '../../features/layout/hooks/use-page-meta.ts';
import { LoadingNotice } from '../../components/LoadingNotice.tsx';
import { PayError } from '../../features/payments/online/PayNotices.tsx';
import { postForm, redirectTo, rememberedPaymentOrder } from '../../features/payments/online/leave-for-provider.ts';
import { startCardHandOff } from '../../features/payments/online/payment-calls.ts';
import { handOffOrderId, ORDER_LIST_PATH, readCardHandOff } from '../../features/payments/online/payment-plan.ts';
import { withMantine } from '../../components/mantine/MantineRoot.tsx';

type State = { kind: 'sending' } | { kind: 'failed'; code: string | null; message: string | null };

/**
 * /payment/2c2p/:orderId? — the card hand-off screen of spec §2: the provider's card page sends the
 * buyer back here with the encrypted card; Rian's server signs the payment request (the secret never
 * reaches the browser, design/payments.md) and this page posts it to the provider's payment page at
 * once. Order id: the path's when it is a number, else the one remembered before leaving (§5).
 */
function Page() {
  const { t } = useTranslation();
  const { orderId: segment } = useParams();
  const [search] = useSearchParams();
  // Read once: the page posts away and is never re-rendered with other parameters.
  const [handOff] = useState(() => {
    const card = readCardHandOff(search);
    return card ? { card, orderId: handOffOrderId(segment, rememberedPaymentOrder()) } : null;
  });
  usePageMeta(t('payments.handoff.title'));

  return (
    <div className="page narrow" data-testid="card-handoff-page">
      <h1 className="visually-hidden">{t('payments.handoff.title')}</h1>
      {handOff === null ? (
        <NothingToSend text={t('payments.handoff.noCard')} />
      ) : handOff.orderId === null ? (
        <NothingToSend text={t('payments.handoff.noOrder')} />
      ) : (
        <SendCard orderId={handOff.orderId} card={handOff.card} />
      )}
    </div>
  );
}

function SendCard({ orderId, card }: { orderId: number; card: NonNullable<ReturnType<typeof readCardHandOff>> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'sending' });
  // spec §4 action flag: one submission, even when an effect runs twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    startCardHandOff({ orderId, ...card })
      .then((action) => {
        const left =
          action.type === 'form'
            ? postForm(action.url, action.fields)
            : action.type === 'redirect'
              ? redirectTo(action.url)
              : false;
        if (!left) throw new Error(`unusable ${action.type} action`);
      })
      .catch((err: unknown) => {
        // spec §8 "2C2P form error: description and code in an alert".
        console.warn('Card hand-off failed', err);
        setState({
          kind: 'failed',
          code: err instanceof ApiError ? err.code : null,
          message: err instanceof ApiError ? err.message : null,
        });
      });
  }, [orderId, card]);

  if (state.kind === 'sending') return <LoadingNotice testId="card-handoff-sending">{t('payments.leaving')}</LoadingNotice>;
  return (
    <div className="pay-page">
      <PayError
        persistent
        detail={state.code ? t('payments.handoff.errorCode', { code: state.code, message: state.message ?? '' }) : null}
      />
      <Button component={Link} to={ORDER_LIST_PATH} variant="default" data-testid="card-handoff-orders">
        {t('payments.toOrders')}
      </Button>
    </div>
  );
}

function NothingToSend({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="pay-page" data-testid="card-handoff-nothing">
      <p className="pay-notice" role="status">
        {text}
      </p>
      <Button component={Link} to={ORDER_LIST_PATH} variant="default">
        {t('payments.toOrders')}
      </Button>
    </div>
  );
}

/** The page, built with Mantine: it brings Mantine's provider with it (decision 031). */
export const Component = withMantine(Page);
