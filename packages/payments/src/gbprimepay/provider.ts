// GBPrimePay card (method 11) and PromptPay (method 12) (payments.md §6; spec §7). The card is paid on
// GBPrimePay's hosted checkout, so card data never reaches Rian; PromptPay is a QR PNG. Both end in an
// unsigned background notification, so only check_status_txn, called with the secret key, is believed.
import { METHOD, providerMethodIds } from '@rian/domain/payment-methods';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { basicAuth, providerFetch, type ProviderResponse } from '../http.ts';
import { currencyFromNumeric, fromMajor, toMajorString } from '../money.ts';
import type { PaymentProvider, PaymentStatus, ProviderContext, StartInput, StartedPayment } from '../types.ts';
import { checkoutChecksum } from './common.ts';

const NAME = 'gbprimepay';

function requireCredential(ctx: ProviderContext, kind: 'public' | 'secret', key: string): string {
  const value = ctx.credentials[kind][key];
  if (!value) throw new ProviderError(NAME, `missing ${kind} credential ${key}`);
  return value;
}

function gbpError(what: string, res: ProviderResponse): ProviderError {
  const body = (typeof res.json === 'object' && res.json !== null ? res.json : {}) as {
    resultCode?: unknown;
    resultMessage?: unknown;
  };
  const code = typeof body.resultCode === 'string' ? body.resultCode : String(res.status);
  const message = typeof body.resultMessage === 'string' ? body.resultMessage : `unexpected answer (HTTP ${res.status})`;
  return new ProviderError(NAME, `${what}: ${message}`, code);
}

/** txn.status → Rian's status (S settled / A authorized are paid; V voided / D declined failed). */
function readTxnStatus(status: unknown): PaymentStatus | null {
  switch (status) {
    case 'S':
    case 'A':
      return 'paid';
    case 'V':
    case 'D':
      return 'failed';
    case 'P':
    case 'G':
      return 'pending';
    default:
      return null;
  }
}

function readBody(rawBody: string, contentType: string | undefined): Record<string, unknown> | null {
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(rawBody));
  try {
    const parsed: unknown = JSON.parse(rawBody);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function checkOrder(input: StartInput): void {
  // GBPrimePay settles in baht only (currencyCode 764).
  if (input.order.currency !== 'THB') throw new ProviderError(NAME, 'GBPrimePay accepts THB only', 'currency');
  if (!/^[A-Z0-9]{1,20}$/.test(input.reference))
    throw new ProviderError(NAME, 'reference must be [A-Z0-9], at most 20 characters');
}

const parseCallback: PaymentProvider['parseCallback'] = async (req) => {
  // payments.md §6: the background notification is unsigned; it only names the payment to look up.
  const body = readBody(req.rawBody, req.headers['content-type']);
  if (!body) throw new CallbackRefused(NAME, 'unreadable body');
  const { referenceNo, gbpReferenceNo, resultCode } = body;
  if (typeof referenceNo !== 'string' || referenceNo === '') throw new CallbackRefused(NAME, 'no referenceNo');
  const code = typeof resultCode === 'string' ? resultCode : '';
  // The same notification sent again keeps its id; a later, different result for the same payment does not.
  const eventId =
    typeof gbpReferenceNo === 'string' && gbpReferenceNo !== '' ? `${gbpReferenceNo}:${code}` : `${referenceNo}:${code}`;
  return { kind: 'lookup', providerRef: referenceNo, eventId };
};

async function startCard(ctx: ProviderContext, base: string, input: StartInput): Promise<StartedPayment> {
  checkOrder(input);
  const amount = toMajorString(input.order.amount);
  const fields = {
    publicKey: requireCredential(ctx, 'public', 'publicKey'),
    referenceNo: input.reference,
    amount,
    detail: input.order.description.slice(0, 250),
    customerName: input.order.buyerName.slice(0, 255),
    customerEmail: input.order.email,
    responseUrl: input.returnUrl,
    backgroundUrl: input.callbackUrl,
  };
  // The checksum binds amount, reference and both URLs: the browser carries the form but cannot change them.
  const checksum = checkoutChecksum(requireCredential(ctx, 'secret', 'secretKey'), fields);
  return {
    providerRef: input.reference,
    action: { type: 'form', url: `${base}/gbp/gateway/creditcard`, fields: { ...fields, checksum } },
  };
}

async function startQr(ctx: ProviderContext, base: string, input: StartInput): Promise<StartedPayment> {
  checkOrder(input);
  const res = await providerFetch(NAME, `${base}/v3/qrcode`, {
    form: {
      token: requireCredential(ctx, 'secret', 'token'),
      amount: toMajorString(input.order.amount),
      referenceNo: input.reference,
      backgroundUrl: input.callbackUrl,
      detail: input.order.description.slice(0, 250),
    },
  });
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('image/png') || res.bytes.length === 0) throw gbpError('QR create', res);
  return {
    providerRef: input.reference,
    action: {
      type: 'qr',
      image: `data:image/png;base64,${res.bytes.toString('base64')}`,
      // GBPrimePay answers the PNG alone, with no expiry: Rian shows none rather than invent one.
      expiresAt: null,
      ...(ctx.mode === 'sandbox' ? { sandboxUrl: `${base}/qr/${encodeURIComponent(input.reference)}` } : {}),
    },
  };
}

export function createGbprimepayProvider(ctx: ProviderContext): PaymentProvider {
  const base = ctx.baseUrl.replace(/\/+$/, '');

  const start: PaymentProvider['start'] = async (input) => {
    if (input.methodId === METHOD.gbprimepayCard) return startCard(ctx, base, input);
    if (input.methodId === METHOD.gbprimepayPromptPay) return startQr(ctx, base, input);
    throw new ProviderError(NAME, `method ${input.methodId} is not GBPrimePay's`);
  };

  const fetchStatus: PaymentProvider['fetchStatus'] = async (providerRef, methodId) => {
    if (methodId !== METHOD.gbprimepayCard && methodId !== METHOD.gbprimepayPromptPay)
      throw new ProviderError(NAME, `method ${methodId} is not GBPrimePay's`);
    const res = await providerFetch(NAME, `${base}/v1/check_status_txn`, {
      headers: { authorization: basicAuth(requireCredential(ctx, 'secret', 'secretKey')) },
      json: { referenceNo: providerRef },
    });
    const body = (typeof res.json === 'object' && res.json !== null ? res.json : {}) as { resultCode?: unknown; txn?: unknown };
    if (res.status === 200 && body.resultCode === '02') {
      // Not (yet) known to GBPrimePay: the buyer has not reached the payment step.
      return { providerRef, status: 'pending', transactionId: null, amount: 0, currency: 'THB', reference: providerRef };
    }
    if (res.status !== 200 || body.resultCode !== '00' || typeof body.txn !== 'object' || body.txn === null) {
      throw gbpError('status', res);
    }
    const txn = body.txn as Record<string, unknown>;
    const status = readTxnStatus(txn.status);
    const amount = typeof txn.amount === 'number' || typeof txn.amount === 'string' ? fromMajor(txn.amount) : null;
    const currency = currencyFromNumeric(String(txn.currencyCode ?? ''));
    if (!status || amount === null || !currency) throw new ProviderError(NAME, 'status: unreadable transaction');
    if (typeof txn.referenceNo === 'string' && txn.referenceNo !== providerRef)
      throw new ProviderError(NAME, 'status: another referenceNo');
    const gbpReferenceNo = typeof txn.gbpReferenceNo === 'string' && txn.gbpReferenceNo !== '' ? txn.gbpReferenceNo : null;
    // A paid result needs the provider's transaction id: it is what makes a repeated callback harmless.
    if (status === 'paid' && !gbpReferenceNo) throw new ProviderError(NAME, 'status: paid without gbpReferenceNo');
    return {
      providerRef,
      status,
      transactionId: status === 'paid' ? gbpReferenceNo : null,
      amount,
      currency,
      reference: typeof txn.referenceNo === 'string' ? txn.referenceNo : providerRef,
      ...(status === 'failed' ? { failureMessage: txn.status === 'V' ? 'voided' : 'declined' } : {}),
    };
  };

  return {
    name: NAME,
    methodIds: providerMethodIds(NAME),
    start,
    parseCallback,
    fetchStatus,
    // The browser's return (referenceNo, resultCode in the query) proves nothing: ask GBPrimePay.
    complete: (providerRef, methodId) => fetchStatus(providerRef, methodId),
  };
}
