// The PaySolutions client (payments.md §7): a browser form to the payment page, an unsigned postback
// that only prompts a lookup, and orderdetailpost (with the API key and secret) as the only proof.
import { METHOD, providerMethodIds } from '@rian/domain/payment-methods';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { providerFetch } from '../http.ts';
import { fromMajor, toMajorString } from '../money.ts';
import type { CallbackOutcome, MethodId, PaymentProvider, PaymentResult, ProviderContext } from '../types.ts';
import { PATHS, PRODUCTION_PAYMENT_PAGE, PROVIDER, STATUS, str } from './protocol.ts';

/** Spec §7: refno = order id + HHmmss of the order time, in Thai time (UTC+7, spec §9). */
export function paysolutionsRefno(orderId: number, at: Date): string {
  const thai = new Date(at.getTime() + 7 * 3_600_000);
  const hhmmss = [thai.getUTCHours(), thai.getUTCMinutes(), thai.getUTCSeconds()].map((n) => String(n).padStart(2, '0')).join('');
  return `${orderId}${hhmmss}`;
}

interface Order {
  ReferenceNo?: unknown;
  Status?: unknown;
  StatusName?: unknown;
  Total?: unknown;
  OrderNo?: unknown;
}

/** The postback's fields, JSON or form-encoded, by lower-case name. */
function postbackFields(raw: string): Record<string, string> {
  if (!raw.startsWith('{')) return Object.fromEntries([...new URLSearchParams(raw)].map(([k, v]) => [k.toLowerCase(), v]));
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new CallbackRefused(PROVIDER, 'unreadable JSON');
  }
  if (!body || typeof body !== 'object') throw new CallbackRefused(PROVIDER, 'unreadable JSON');
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), str(v)]));
}

/** What the order detail says of one refno (payments.md §7 orderdetailpost). */
function orderResult(providerRef: string, orders: Order[]): PaymentResult {
  const base0: PaymentResult = {
    providerRef,
    status: 'pending',
    transactionId: null,
    amount: 0,
    currency: 'THB',
    reference: providerRef,
  };
  // Not found yet: the buyer may still be on the payment page.
  if (orders.length === 0) return base0;
  const order = orders.find((o) => str(o.Status) === STATUS.completed) ?? orders[orders.length - 1];
  const status = str(order?.Status);
  const total = fromMajor(str(order?.Total));
  if (status === STATUS.completed && total !== null) {
    return { ...base0, status: 'paid', amount: total, transactionId: str(order?.OrderNo) || providerRef };
  }
  if (status === STATUS.completed || status === STATUS.waiting || status === STATUS.hold) return { ...base0, amount: total ?? 0 };
  return { ...base0, status: 'failed', amount: total ?? 0, failureMessage: str(order?.StatusName) || `status ${status}` };
}

export function createPaysolutionsProvider(ctx: ProviderContext): PaymentProvider {
  const merchantId = ctx.credentials.public.merchantId ?? '';
  const apiKey = ctx.credentials.secret.apiKey ?? '';
  const secretKey = ctx.credentials.secret.secretKey ?? '';
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const paymentPage = ctx.mode === 'production' ? PRODUCTION_PAYMENT_PAGE : base + PATHS.paymentPage;
  const now = ctx.clock ?? (() => new Date());

  return {
    name: PROVIDER,
    methodIds: providerMethodIds(PROVIDER),

    async start(input) {
      if (input.methodId !== METHOD.paysolutions)
        throw new ProviderError(PROVIDER, `method ${input.methodId} is not a PaySolutions method`);
      if (!/^\d{8}$/.test(merchantId)) throw new ProviderError(PROVIDER, 'merchantId must be 8 digits');
      // cc "00" is baht, the only currency of this form (payments.md §7).
      if (input.order.currency !== 'THB') throw new ProviderError(PROVIDER, 'PaySolutions takes THB only');
      const refno = paysolutionsRefno(input.order.orderId, now());
      if (!/^\d{1,12}$/.test(refno)) throw new ProviderError(PROVIDER, 'refno (order id + HHmmss) is longer than 12 digits');
      return {
        providerRef: refno,
        action: {
          type: 'form',
          url: paymentPage,
          fields: {
            merchantid: merchantId,
            refno,
            customeremail: input.order.email,
            productdetail: input.order.description.slice(0, 255),
            total: toMajorString(input.order.amount),
            cc: '00',
            lang: 'TH',
            returnurl: input.returnUrl,
            postbackurl: input.callbackUrl,
          },
        },
      };
    },

    async parseCallback(req): Promise<CallbackOutcome> {
      // The postback is unsigned (payments.md §7): it only names the refno to look up.
      const fields = postbackFields(req.rawBody.trim());
      const refno = fields.refno ?? '';
      if (!/^\d{1,12}$/.test(refno)) throw new CallbackRefused(PROVIDER, 'no refno');
      const eventId = `${refno}:${fields.status ?? ''}`;
      if (fields.merchantid !== undefined && fields.merchantid !== merchantId) return { kind: 'ignore', eventId };
      return { kind: 'lookup', providerRef: refno, eventId };
    },

    async fetchStatus(providerRef: string, _methodId: MethodId): Promise<PaymentResult> {
      if (merchantId === '' || apiKey === '' || secretKey === '')
        throw new ProviderError(PROVIDER, 'merchantId, apiKey and secretKey are required');
      const res = await providerFetch(PROVIDER, base + PATHS.orderDetail, {
        headers: { apikey: apiKey, merchantSecretKey: secretKey, merchantId },
        json: { merchantID: merchantId, orderNo: providerRef, refno: providerRef, productDetail: '' },
      });
      if (res.status === 401 || res.status === 403) throw new ProviderError(PROVIDER, 'credentials refused', String(res.status));
      if (res.status !== 200 || !Array.isArray(res.json))
        throw new ProviderError(PROVIDER, `unexpected answer (HTTP ${res.status})`, String(res.status));
      const orders = (res.json as Order[]).filter((o) => o && typeof o === 'object' && str(o.ReferenceNo) === providerRef);
      return orderResult(providerRef, orders);
    },
  };
}
