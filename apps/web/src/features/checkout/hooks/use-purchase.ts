// The purchase flow of spec §4: submit; a guest registers (and is signed in by it) or logs in, then
// the order is created; a signed-in student goes straight to order creation. An order already made
// for the same cart reuses its payment step. After creation, a total of zero goes to the thank-you
// page or the order list; otherwise the payment step of the chosen method opens.
import '../i18n.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartSummarySchema, type CartSummary, type OrderDetail } from '@rian/contracts/checkout';
import type { Lang } from '@rian/contracts/site';
import { ApiError } from '../../../lib/api-client.ts';
import { rememberPlacedOrder, trackPurchase } from '../../../lib/analytics.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { ORDERS_KEY } from '../../../lib/orders-api.ts';
import { cartLinesKey } from '../../../lib/cart-api.ts';
import { createOrder } from '../api/checkout-api.ts';
import { buildOrderBody, orderKey } from '../checkout-state.ts';
import { failuresOf, failureText, uniqueTexts } from '../failure-text.ts';
import { isPurchase, purchaseEvent } from '../../../lib/order-view.ts';
import type { CheckoutApi } from './use-checkout.ts';

export interface PurchaseProblem {
  /** spec §8 messages of the refusal, in the UI language. */
  messages: string[];
  /** PRICE_CHANGED: the server's own figures, shown beside the message. */
  serverCart: CartSummary | null;
}

export interface PurchaseApi {
  /** Creating the order (the submit button waits). */
  busy: boolean;
  problem: PurchaseProblem | null;
  /** The order whose payment step is open, or null while the form shows. */
  paying: OrderDetail | null;
  /** Creates the order for this signed-in buyer (or reuses the one made for the same cart). */
  placeOrder: (userId: number) => void;
  /** Back from the payment step to the form; the order stays for reuse (spec §4). */
  backToForm: () => void;
}

/** The checkout pages a free order ends on (spec §2, §4). */
export function freeOrderPath(order: Pick<OrderDetail, 'order_token'>, thankYouPage: boolean): string {
  return thankYouPage ? `/thankyou?orderId=${encodeURIComponent(order.order_token)}` : '/myaccount/student/order';
}

// spec §6, §8: the api client already turns these into the sign-out and session-expired modals.
const MODAL_CODES = new Set(['WHITELIST_USER_DENIED', 'PERMISSION_DENIED']);

/** What to tell the buyer about a refused order; null when the api client's modal already says it. */
function problemOf(err: unknown, lang: Lang, networkError: string): PurchaseProblem | null {
  if (!(err instanceof ApiError)) {
    console.error('Order creation failed', err);
    return { messages: [failureText({ code: 'INTERNAL_ERROR' }, lang)], serverCart: null };
  }
  if (err.code === 'PRICE_CHANGED') {
    // The server's figures differ from the browser's: say so, beside its own.
    const details = err.details as { cart?: unknown } | undefined;
    const parsed = CartSummarySchema.safeParse(details?.cart);
    return { messages: [failureText({ code: 'PRICE_CHANGED' }, lang)], serverCart: parsed.success ? parsed.data : null };
  }
  if (MODAL_CODES.has(err.code)) return null;
  if (err.code === 'NETWORK_ERROR' || err.code === 'BAD_RESPONSE') return { messages: [networkError], serverCart: null };
  const failures = failuresOf(err.details);
  return {
    messages: failures.length > 0 ? uniqueTexts(failures, lang) : [failureText({ code: err.code }, lang)],
    serverCart: null,
  };
}

export function usePurchase(checkout: CheckoutApi, source: 'course' | 'cart'): PurchaseApi {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  const [made, setMade] = useState<{ key: string; order: OrderDetail } | null>(null);
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);

  // The registration form calls back after its own request: read the checkout as it is then.
  const latest = useRef({ checkout, made, settings, lang });
  useEffect(() => {
    latest.current = { checkout, made, settings, lang };
  });

  const placeOrder = useCallback(
    (userId: number) => {
      const { checkout: c, made: previous, settings: s, lang: l } = latest.current;
      const summary = c.summary;
      if (inFlight.current || !summary?.cart) return;
      const body = buildOrderBody(summary.request, summary.cart, userId, source);
      const key = orderKey(body);
      setProblem(null);
      // spec §4: an order already made for this cart and these choices reuses its payment step.
      if (previous && previous.key === key) {
        setPaying(true);
        return;
      }
      inFlight.current = true;
      setBusy(true);
      createOrder(body)
        .then((res) => {
          const order = res.order_detail;
          // spec §7: purchase counts once the order is paid, on the page that learns it; a free
          // order approved at once is paid now (analytics.ts keeps it from counting twice).
          const event = purchaseEvent(order, l);
          rememberPlacedOrder(event);
          if (isPurchase(order)) trackPurchase(event.transaction_id, event);
          void client.invalidateQueries({ queryKey: cartLinesKey(true) });
          void client.invalidateQueries({ queryKey: ORDERS_KEY });
          if (order.total === 0) {
            void navigate(freeOrderPath(order, s?.is_thank_you_page === 1));
            return;
          }
          setMade({ key, order });
          setPaying(true);
        })
        .catch((err: unknown) => {
          setProblem(problemOf(err, l, t('checkout.networkError')));
          // The server's figures differ from the browser's: read everything again.
          if (err instanceof ApiError && err.code === 'PRICE_CHANGED') void c.refresh();
        })
        .finally(() => {
          inFlight.current = false;
          setBusy(false);
        });
    },
    [client, navigate, source, t],
  );

  const backToForm = useCallback(() => setPaying(false), []);

  return { busy, problem, paying: paying && made ? made.order : null, placeOrder, backToForm };
}
