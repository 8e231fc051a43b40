// PayPal Orders v2 (method 2), payments.md §2: the server creates the order, the buyer approves it on
// PayPal, the server captures. Paid only with a COMPLETED order and a COMPLETED capture; webhooks are
// believed only after PayPal's verify-webhook-signature answers SUCCESS.
import { METHOD, providerMethodIds } from '@rian/domain/payment-methods';
import { z } from 'zod';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { basicAuth, providerFetch, type ProviderRequest, type ProviderResponse } from '../http.ts';
import { fromMajor, toMajorString } from '../money.ts';
import type {
  CallbackOutcome,
  CallbackRequest,
  Currency,
  PaymentProvider,
  PaymentResult,
  ProviderContext,
  RefundInput,
  RefundResult,
  StartInput,
} from '../types.ts';

const NAME = 'paypal';
/** Renew the cached access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const captureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: moneySchema,
  custom_id: z.string().nullish(),
  status_details: z.object({ reason: z.string().optional() }).nullish(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).nullish(),
});
type Capture = z.infer<typeof captureSchema>;

const orderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).nullish(),
  purchase_units: z
    .array(
      z.object({
        amount: moneySchema.nullish(),
        custom_id: z.string().nullish(),
        payments: z.object({ captures: z.array(captureSchema).nullish() }).nullish(),
      }),
    )
    .nullish(),
});
type Order = z.infer<typeof orderSchema>;

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const paypalErrorSchema = z.object({
  name: z.string(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional(), description: z.string().optional() })).optional(),
});
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const webhookSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z.unknown(),
});

/** PayPal's error shapes → ProviderError with the first issue (or the error name) as the code. */
function refusal(res: ProviderResponse, what: string): ProviderError {
  const pp = paypalErrorSchema.safeParse(res.json);
  if (pp.success) {
    const issue = pp.data.details?.[0]?.issue ?? pp.data.name;
    return new ProviderError(NAME, `${what}: ${pp.data.message ?? pp.data.name} (${issue})`, issue);
  }
  const oauth = oauthErrorSchema.safeParse(res.json);
  if (oauth.success)
    return new ProviderError(NAME, `${what}: ${oauth.data.error_description ?? oauth.data.error}`, oauth.data.error);
  return new ProviderError(NAME, `${what}: HTTP ${res.status}`);
}

function issueOf(res: ProviderResponse): string | null {
  const pp = paypalErrorSchema.safeParse(res.json);
  return pp.success ? (pp.data.details?.[0]?.issue ?? null) : null;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new ProviderError(NAME, `${what}: unexpected answer`);
  return r.data;
}

function money(m: { currency_code: string; value: string }): { amount: number; currency: Currency } {
  const amount = fromMajor(m.value);
  if (amount === null) throw new ProviderError(NAME, `unreadable amount ${m.value}`);
  if (m.currency_code !== 'THB' && m.currency_code !== 'USD')
    throw new ProviderError(NAME, `unsupported currency ${m.currency_code}`);
  return { amount, currency: m.currency_code };
}

function captureStatus(capture: Capture, orderStatus: string | null): PaymentResult['status'] {
  if (capture.status === 'COMPLETED' && (orderStatus === null || orderStatus === 'COMPLETED')) return 'paid';
  if (capture.status === 'DECLINED' || capture.status === 'DENIED' || capture.status === 'FAILED') return 'failed';
  return 'pending';
}

/**
 * The order as PayPal reports it: paid only when the order and its capture are COMPLETED; amount,
 * currency and custom_id from the capture when there is one, else from the purchase unit.
 */
export function orderResult(order: Order): PaymentResult {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const m = capture?.amount ?? unit?.amount;
  if (!m) throw new ProviderError(NAME, 'order without an amount');
  const status: PaymentResult['status'] = capture
    ? captureStatus(capture, order.status)
    : order.status === 'VOIDED'
      ? 'failed'
      : 'pending';
  const result: PaymentResult = {
    providerRef: order.id,
    status,
    transactionId: capture?.id ?? null,
    ...money(m),
    reference: capture?.custom_id ?? unit?.custom_id ?? null,
  };
  if (status === 'failed') result.failureMessage = capture ? `capture ${capture.status}` : `order ${order.status}`;
  return result;
}

function lowerHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

/** The create-order body (payments.md §2): one purchase unit, PayPal's page coming back to Rian. */
function orderBody(input: StartInput) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: input.reference,
        custom_id: String(input.order.orderId),
        invoice_id: input.reference,
        description: input.order.description.slice(0, 127),
        amount: { currency_code: input.order.currency, value: toMajorString(input.order.amount) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.returnUrl,
          // returnUrl already carries ?ref=…: the cancel flag is one more parameter.
          cancel_url: `${input.returnUrl}&cancel=1`,
          user_action: 'PAY_NOW',
          brand_name: 'Rian Academy',
        },
      },
    },
  };
}

/** The signature headers of a webhook; refused when one is missing. */
function signatureHeaders(req: CallbackRequest) {
  const h = lowerHeaders(req.headers);
  const authAlgo = h['paypal-auth-algo'];
  const certUrl = h['paypal-cert-url'];
  const transmissionId = h['paypal-transmission-id'];
  const transmissionSig = h['paypal-transmission-sig'];
  const transmissionTime = h['paypal-transmission-time'];
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
    throw new CallbackRefused(NAME, 'signature headers missing');
  }
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

/** A verified webhook event: a capture completed or denied is a result, anything else is ignored. */
function eventOutcome(event: unknown): CallbackOutcome {
  const parsed = webhookSchema.safeParse(event);
  if (!parsed.success) throw new CallbackRefused(NAME, 'not a PayPal event');
  const { id: eventId, event_type: type } = parsed.data;
  if (type !== 'PAYMENT.CAPTURE.COMPLETED' && type !== 'PAYMENT.CAPTURE.DENIED') return { kind: 'ignore', eventId };
  const capture = captureSchema.safeParse(parsed.data.resource);
  const orderId = capture.success ? capture.data.supplementary_data?.related_ids?.order_id : undefined;
  if (!capture.success || !orderId) throw new CallbackRefused(NAME, 'capture without its order id');
  let m: { amount: number; currency: Currency };
  try {
    m = money(capture.data.amount);
  } catch {
    throw new CallbackRefused(NAME, 'unreadable capture amount');
  }
  const denied = type === 'PAYMENT.CAPTURE.DENIED' || ['DENIED', 'DECLINED', 'FAILED'].includes(capture.data.status);
  const status: PaymentResult['status'] = denied ? 'failed' : capture.data.status === 'COMPLETED' ? 'paid' : 'pending';
  const result: PaymentResult = {
    providerRef: orderId,
    status,
    transactionId: capture.data.id,
    ...m,
    reference: capture.data.custom_id ?? null,
  };
  if (status === 'failed') result.failureMessage = `capture ${capture.data.status}`;
  return { kind: 'result', eventId, result };
}

/** PayPal's API with a bearer token, kept and renewed by this provider instance. */
function paypalClient(ctx: ProviderContext, base: string) {
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && Date.now() < cached.until) return cached.token;
    const clientId = ctx.credentials.public.clientId;
    const secret = ctx.credentials.secret.clientSecret;
    if (!clientId || !secret) throw new ProviderError(NAME, 'client id or secret is not configured');
    const res = await providerFetch(NAME, `${base}/v1/oauth2/token`, {
      headers: { authorization: basicAuth(clientId, secret) },
      form: { grant_type: 'client_credentials' },
    });
    if (res.status !== 200) throw refusal(res, 'access token');
    const t = parse(tokenSchema, res.json, 'access token');
    cached = { token: t.access_token, until: Date.now() + Math.max(0, t.expires_in * 1000 - TOKEN_MARGIN_MS) };
    return t.access_token;
  }

  /** A call with the bearer token; a 401 drops the cached token and tries once more with a new one. */
  async function call(path: string, req: ProviderRequest = {}): Promise<ProviderResponse> {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const res = await providerFetch(NAME, `${base}${path}`, {
        ...req,
        headers: { ...req.headers, authorization: `Bearer ${token}` },
      });
      if (res.status !== 401 || attempt > 0) return res;
      cached = null;
    }
  }

  return call;
}

const refundSchema = z.object({ id: z.string().min(1), status: z.string(), amount: moneySchema.optional() });

/**
 * POST /v2/payments/captures/{capture_id}/refund {amount, note_to_payer, invoice_id} with
 * PayPal-Request-Id (PayPal Payments v2): the capture is the paid attempt's transaction id. Believed
 * only as a COMPLETED or PENDING refund of the amount and currency asked.
 */
async function refundCapture(call: ReturnType<typeof paypalClient>, input: RefundInput): Promise<RefundResult> {
  const captureId = input.transactionId;
  if (!captureId || !/^[A-Z0-9-]{1,64}$/i.test(captureId)) throw new ProviderError(NAME, 'no capture to refund');
  const res = await call(`/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: { 'paypal-request-id': `refund-${input.reference}`, prefer: 'return=representation' },
    json: {
      amount: { currency_code: input.currency, value: toMajorString(input.amount) },
      invoice_id: input.reference,
      note_to_payer: input.reason.slice(0, 255),
    },
  });
  if (res.status !== 200 && res.status !== 201) throw refusal(res, 'refund capture');
  const refund = parse(refundSchema, res.json, 'refund capture');
  if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING')
    throw new ProviderError(NAME, `refund ${refund.status}`, refund.status);
  const got = refund.amount ? money(refund.amount) : null;
  if (!got || got.amount !== input.amount || got.currency !== input.currency) {
    throw new ProviderError(NAME, 'refund capture: amount or currency differs from the request');
  }
  return { refundId: refund.id, ...got, status: refund.status === 'PENDING' ? 'pending' : 'succeeded' };
}

/** The buyer is back from PayPal: capture the approved order, or read what a cancel left (payments.md §2). */
async function completeOrder(
  api: {
    call: ReturnType<typeof paypalClient>;
    fetchStatus: (providerRef: string) => Promise<PaymentResult>;
    orderPath: (id: string) => string;
  },
  providerRef: string,
  query: Record<string, string>,
): Promise<PaymentResult> {
  const { call, fetchStatus, orderPath } = api;
  if (query.cancel === '1') {
    // The buyer cancelled on PayPal: an order that was never captured is over for this attempt.
    const result = await fetchStatus(providerRef);
    if (result.status === 'pending' && result.transactionId === null) {
      return { ...result, status: 'failed', failureMessage: 'cancelled by the buyer at PayPal' };
    }
    return result;
  }
  const res = await call(`${orderPath(providerRef)}/capture`, {
    method: 'POST',
    headers: { 'paypal-request-id': `capture-${providerRef}` },
    json: {},
  });
  if (res.status === 200 || res.status === 201) {
    const order = parse(orderSchema, res.json, 'capture order');
    if (order.id !== providerRef) throw new ProviderError(NAME, 'capture order: answered another order');
    // The capture answer carries the amount and custom_id in the capture itself.
    return orderResult(order);
  }
  const issue = issueOf(res);
  // Captured earlier (another tab, the webhook's handler) or not approved yet: ask for the order.
  if (issue === 'ORDER_ALREADY_CAPTURED' || issue === 'ORDER_NOT_APPROVED') return fetchStatus(providerRef);
  if (issue === 'INSTRUMENT_DECLINED') {
    const result = await fetchStatus(providerRef);
    return result.status === 'paid' ? result : { ...result, status: 'failed', failureMessage: 'payment method declined' };
  }
  throw refusal(res, 'capture order');
}

export function createPaypalProvider(ctx: ProviderContext): PaymentProvider {
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const call = paypalClient(ctx, base);
  function orderPath(id: string): string {
    if (!/^[A-Z0-9-]{1,64}$/i.test(id)) throw new ProviderError(NAME, 'not a PayPal order id');
    return `/v2/checkout/orders/${id}`;
  }

  async function fetchOrder(id: string): Promise<Order> {
    const res = await call(orderPath(id));
    if (res.status !== 200) throw refusal(res, 'show order');
    const order = parse(orderSchema, res.json, 'show order');
    if (order.id !== id) throw new ProviderError(NAME, 'show order: answered another order');
    return order;
  }

  async function fetchStatus(providerRef: string): Promise<PaymentResult> {
    return orderResult(await fetchOrder(providerRef));
  }

  return {
    name: NAME,
    methodIds: providerMethodIds(NAME),

    async start(input) {
      if (input.methodId !== METHOD.paypal) throw new ProviderError(NAME, `method ${input.methodId} is not PayPal`);
      const body = orderBody(input);
      // PayPal-Request-Id makes a repeated start return the same order (payments.md §2).
      const res = await call('/v2/checkout/orders', {
        method: 'POST',
        headers: { 'paypal-request-id': input.reference },
        json: body,
      });
      if (res.status !== 200 && res.status !== 201) throw refusal(res, 'create order');
      const order = parse(orderSchema, res.json, 'create order');
      const link = order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
      if (!link) throw new ProviderError(NAME, 'create order: no approval link');
      return { providerRef: order.id, action: { type: 'redirect', url: link.href } };
    },

    complete: (providerRef, _methodId, query) => completeOrder({ call, fetchStatus, orderPath }, providerRef, query),

    refund: (input) => refundCapture(call, input),

    async fetchStatus(providerRef) {
      return fetchStatus(providerRef);
    },

    async parseCallback(req) {
      const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = signatureHeaders(req);
      let event: unknown;
      try {
        event = JSON.parse(req.rawBody);
      } catch {
        throw new CallbackRefused(NAME, 'body is not JSON');
      }
      const webhookId = ctx.credentials.public.webhookId;
      if (!webhookId) throw new CallbackRefused(NAME, 'webhook id is not configured');
      const res = await call('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        json: {
          auth_algo: authAlgo,
          cert_url: certUrl,
          transmission_id: transmissionId,
          transmission_sig: transmissionSig,
          transmission_time: transmissionTime,
          webhook_id: webhookId,
          webhook_event: event,
        },
      });
      if (res.status !== 200) throw refusal(res, 'verify webhook');
      const verdict = (res.json as { verification_status?: unknown } | undefined)?.verification_status;
      if (verdict !== 'SUCCESS') throw new CallbackRefused(NAME, 'signature verification failed');

      return eventOutcome(event);
    },
  };
}
