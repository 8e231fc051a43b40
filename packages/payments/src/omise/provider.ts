// Omise card (method 8) and PromptPay (method 9), payments.md §5. The browser tokenises the card at the
// vault with the public key; this server charges the token (or a PromptPay source) with the secret key.
// Omise webhooks are unsigned, so they only trigger a re-fetch of the charge (payments.md §5).
import { METHOD, providerMethodIds } from '@rian/domain/payment-methods';
import { z } from 'zod';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { basicAuth, providerFetch, type ProviderResponse } from '../http.ts';
import type {
  CallbackOutcome,
  CallbackRequest,
  Currency,
  PaymentAction,
  PaymentProvider,
  PaymentResult,
  ProviderContext,
  RefundInput,
  RefundResult,
  StartInput,
} from '../types.ts';

const NAME = 'omise';

const chargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string().min(1),
  status: z.string(),
  paid: z.boolean(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  authorize_uri: z.string().nullish(),
  failure_code: z.string().nullish(),
  failure_message: z.string().nullish(),
  transaction: z.string().nullish(),
  expires_at: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: z
    .object({
      id: z.string(),
      scannable_code: z.object({ image: z.object({ download_uri: z.string() }) }).nullish(),
    })
    .nullish(),
});
export type OmiseCharge = z.infer<typeof chargeSchema>;

const sourceSchema = z.object({ object: z.literal('source'), id: z.string().min(1) });

const eventSchema = z.object({
  object: z.literal('event'),
  id: z.string().min(1),
  key: z.string(),
  data: z.object({ object: z.string().optional(), id: z.string().optional() }).loose().nullish(),
});

/** Omise's refund object (docs.omise.co/refunds-api): it names the charge it gave money back from. */
const refundSchema = z.object({
  object: z.literal('refund'),
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  charge: z.string(),
  status: z.string().optional(),
  voided: z.boolean().optional(),
});

const errorSchema = z.object({ object: z.literal('error'), code: z.string(), message: z.string().optional() });

/** Omise answers errors as {object:'error', code, message}; anything else unreadable is ours to report. */
function check(res: ProviderResponse, what: string): unknown {
  const err = errorSchema.safeParse(res.json);
  if (err.success) throw new ProviderError(NAME, `${what}: ${err.data.message ?? err.data.code}`, err.data.code);
  if (res.status < 200 || res.status >= 300) throw new ProviderError(NAME, `${what}: HTTP ${res.status}`);
  return res.json;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new ProviderError(NAME, `${what}: unexpected answer`);
  return r.data;
}

function currencyOf(code: string): Currency {
  const upper = code.toUpperCase();
  if (upper === 'THB' || upper === 'USD') return upper;
  throw new ProviderError(NAME, `unsupported currency ${code}`);
}

/** Paid only if the charge is successful and paid (payments.md §5); expired/reversed count as failed. */
export function chargeResult(charge: OmiseCharge): PaymentResult {
  const paid = charge.status === 'successful' && charge.paid;
  const failed = charge.status === 'failed' || charge.status === 'expired' || charge.status === 'reversed';
  const reference = charge.metadata?.reference;
  const result: PaymentResult = {
    providerRef: charge.id,
    status: paid ? 'paid' : failed ? 'failed' : 'pending',
    transactionId: paid ? (charge.transaction ?? charge.id) : null,
    amount: charge.amount,
    currency: currencyOf(charge.currency),
    reference: typeof reference === 'string' ? reference : null,
  };
  if (failed) result.failureMessage = charge.failure_message ?? charge.failure_code ?? charge.status;
  return result;
}

/** An Omise webhook: unsigned, so only the charge id is used and its status is fetched (payments.md §5). */
async function readEvent(req: CallbackRequest): Promise<CallbackOutcome> {
  let body: unknown;
  try {
    body = JSON.parse(req.rawBody);
  } catch {
    throw new CallbackRefused(NAME, 'body is not JSON');
  }
  const event = eventSchema.safeParse(body);
  if (!event.success) throw new CallbackRefused(NAME, 'not an Omise event');
  // Omise events carry no signature: only the id of the charge is used, the status is fetched.
  const chargeId = event.data.data?.id;
  if (event.data.key !== 'charge.complete' || event.data.data?.object !== 'charge' || !chargeId) {
    return { kind: 'ignore', eventId: event.data.id };
  }
  if (!/^chrg_[A-Za-z0-9_]+$/.test(chargeId)) throw new CallbackRefused(NAME, 'not a charge id');
  return { kind: 'lookup', eventId: event.data.id, providerRef: chargeId };
}

/** Believed only when it is a refund of the charge asked about, of the amount and currency asked. */
function refundResult(answer: unknown, input: RefundInput): RefundResult {
  const refund = parse(refundSchema, answer, 'create refund');
  const currency = currencyOf(refund.currency);
  if (refund.charge !== input.providerRef) throw new ProviderError(NAME, 'create refund: answered another charge');
  if (refund.amount !== input.amount || currency !== input.currency) {
    throw new ProviderError(NAME, 'create refund: amount or currency differs from the request');
  }
  // Omise refunds a card charge at once ('closed'); a 'pending' one is still on its way.
  return { refundId: refund.id, amount: refund.amount, currency, status: refund.status === 'pending' ? 'pending' : 'succeeded' };
}

/** POST /charges/{id}/refunds {amount, metadata}: a whole or partial refund of a card charge. */
async function createRefund(
  call: (method: 'POST', path: string, json: unknown) => Promise<ProviderResponse>,
  input: RefundInput,
): Promise<RefundResult> {
  if (!/^chrg_[A-Za-z0-9_]+$/.test(input.providerRef)) throw new ProviderError(NAME, 'not a charge id');
  const body = { amount: input.amount, metadata: { reference: input.reference, reason: input.reason } };
  return refundResult(check(await call('POST', `/charges/${input.providerRef}/refunds`, body), 'create refund'), input);
}

export function createOmiseProvider(ctx: ProviderContext): PaymentProvider {
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const auth = (): string => {
    const key = ctx.credentials.secret.secretKey;
    if (!key) throw new ProviderError(NAME, 'secret key is not configured');
    return basicAuth(key);
  };

  async function call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<ProviderResponse> {
    return providerFetch(NAME, `${base}${path}`, { method, headers: { authorization: auth() }, json });
  }

  async function getCharge(id: string): Promise<OmiseCharge> {
    if (!/^chrg_[A-Za-z0-9_]+$/.test(id)) throw new ProviderError(NAME, 'not a charge id');
    const charge = parse(chargeSchema, check(await call('GET', `/charges/${id}`), 'fetch charge'), 'fetch charge');
    if (charge.id !== id) throw new ProviderError(NAME, 'fetch charge: answered another charge');
    return charge;
  }

  async function createCharge(input: StartInput, payment: { card: string } | { source: string }): Promise<OmiseCharge> {
    const body = {
      amount: input.order.amount,
      currency: input.order.currency.toLowerCase(),
      ...payment,
      return_uri: input.returnUrl,
      description: input.order.description,
      metadata: { order_id: input.order.orderId, reference: input.reference },
    };
    return parse(chargeSchema, check(await call('POST', '/charges', body), 'create charge'), 'create charge');
  }

  return {
    name: NAME,
    methodIds: providerMethodIds(NAME),

    async start(input) {
      if (input.methodId === METHOD.omiseCard) {
        const token = input.browser.token;
        if (!token) throw new ProviderError(NAME, 'card token missing', 'missing_token');
        const charge = await createCharge(input, { card: token });
        const result = chargeResult(charge);
        // spec §4: successful → paid, failed → failure, pending → redirect to authorize_uri (3-D Secure).
        if (result.status === 'pending' && charge.authorize_uri) {
          return { providerRef: charge.id, action: { type: 'redirect', url: charge.authorize_uri } };
        }
        return { providerRef: charge.id, action: { type: 'none' }, result };
      }
      if (input.methodId === METHOD.omisePromptPay) {
        if (input.order.currency !== 'THB') throw new ProviderError(NAME, 'PromptPay accepts THB only', 'invalid_currency');
        const sourceBody = { type: 'promptpay', amount: input.order.amount, currency: 'thb' };
        const source = parse(sourceSchema, check(await call('POST', '/sources', sourceBody), 'create source'), 'create source');
        const charge = await createCharge(input, { source: source.id });
        const result = chargeResult(charge);
        const image = charge.source?.scannable_code?.image.download_uri;
        if (result.status !== 'pending') return { providerRef: charge.id, action: { type: 'none' }, result };
        if (!image) throw new ProviderError(NAME, 'create charge: no PromptPay QR in the answer');
        const action: PaymentAction = { type: 'qr', image, expiresAt: charge.expires_at ?? null };
        if (ctx.mode === 'sandbox') action.sandboxUrl = `${base}/promptpay/${charge.id}`;
        return { providerRef: charge.id, action };
      }
      throw new ProviderError(NAME, `method ${input.methodId} is not an Omise method`);
    },

    parseCallback: readEvent,

    async fetchStatus(providerRef) {
      return chargeResult(await getCharge(providerRef));
    },

    // Back from 3-D Secure: the query proves nothing, the charge is fetched (payments.md §5).
    async complete(providerRef) {
      return chargeResult(await getCharge(providerRef));
    },

    refund: (input) => createRefund(call, input),
  };
}
