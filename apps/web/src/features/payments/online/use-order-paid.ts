// Waiting for an order to be paid (spec §4 "PromptPay: order status polled every 6 s"; payment_status
// approved → "redirect to orders or thank-you, stop polling", rejected → "redirect to orders"). The
// socket's 'order:status' answers at once; the 6-second poll covers a socket that is down.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ORDERS_KEY, orderQuery } from '../../../lib/orders-api.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { subscribeOrderStatus } from './order-socket.ts';
import { trackPurchase } from '../../../lib/analytics.ts';
import { afterPayment, POLL_MS, settledStatus } from './payment-plan.ts';

export type OrderPaidStatus = 'waiting' | 'approved' | 'rejected';

/**
 * Sends the buyer on once the order is settled (spec §4, §9 delays 500 / 1000 ms). The order lists
 * are refreshed only when leaving, so a payment step shown inside the list is not unmounted (and
 * its timer cancelled) before the move. Timers end with the component.
 */
export function usePaidRedirect(layoutFour = false): (status: 'approved' | 'rejected', orderToken: string | null) => void {
  const navigate = useNavigate();
  const client = useQueryClient();
  const settings = useSiteSettings();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ settings, layoutFour });
  useEffect(() => {
    latest.current = { settings, layoutFour };
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (status, orderToken) => {
      if (timer.current) return;
      const { settings: s, layoutFour: four } = latest.current;
      const next = afterPayment(status, orderToken, { thankYouPage: s?.is_thank_you_page === 1, layoutFour: four });
      if (!next) {
        void client.invalidateQueries({ queryKey: ORDERS_KEY });
        return;
      }
      timer.current = setTimeout(() => {
        void client.invalidateQueries({ queryKey: ORDERS_KEY });
        void navigate(next.to);
      }, next.delayMs);
    },
    [client, navigate],
  );
}

/** The order's settlement as the socket or the poll learns it first. */
export function useOrderPaid(
  orderId: number,
  options: { enabled?: boolean; layoutFour?: boolean } = {},
): { status: OrderPaidStatus } {
  const { enabled = true, layoutFour = false } = options;
  const client = useQueryClient();
  const [heard, setHeard] = useState<{ status: 'approved' | 'rejected'; token: string } | null>(null);
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: enabled && heard === null,
    // Stops by itself once the order is settled (spec §4 "stop polling").
    refetchInterval: (query) => (settledStatus(query.state.data?.payment_status) ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });

  useEffect(() => {
    if (!enabled) return;
    return subscribeOrderStatus((event) => {
      if (event.orderId !== orderId) return;
      setHeard({ status: event.paymentStatus, token: event.orderToken });
      void client.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    });
  }, [enabled, orderId, client]);

  const polled = settledStatus(order.data?.payment_status);
  const status: OrderPaidStatus = heard?.status ?? polled ?? 'waiting';
  const token = heard?.token ?? order.data?.order_token ?? null;

  const redirect = usePaidRedirect(layoutFour);
  useEffect(() => {
    if (!enabled || status === 'waiting') return;
    // spec §7: the purchase counts here, where the buyer's page learns the provider's confirmation.
    if (status === 'approved') trackPurchase(String(orderId));
    redirect(status, token);
  }, [enabled, status, token, redirect, orderId]);

  return { status };
}
