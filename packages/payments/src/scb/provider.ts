// SCB QR payment, method 4 (payments.md §4; spec §4, §7, §8). The server creates a Thai QR (tag 30 bill
// payment) for Rian's biller id; SCB posts an unsigned confirmation for successful payments only, so
// nothing is believed until the bill-payment inquiry, made with an OAuth token, lists the transaction.
import { METHOD, providerMethodIds } from '@rian/domain/payment-methods';
import { randomUUID } from 'node:crypto';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { providerFetch, type ProviderResponse } from '../http.ts';
import { currencyFromNumeric, fromMajor, toMajorString } from '../money.ts';
import type { PaymentProvider, PaymentResult, ProviderContext } from '../types.ts';
import { readScbStatus, SCB_EVENT_CODE, SCB_REF, SCB_SUCCESS, thaiDate } from './common.ts';

const NAME = 'scb';
/** Renew the token a minute before SCB says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** A confirmation may still arrive shortly after the QR's expiry (SCB retries 12 s apart). */
const EXPIRY_GRACE_MS = 60_000;

interface CachedToken {
  accessToken: string;
  expiresAtMs: number;
}

function requireCredential(ctx: ProviderContext, kind: 'public' | 'secret', key: string): string {
  const value = ctx.credentials[kind][key];
  if (!value) throw new ProviderError(NAME, `missing ${kind} credential ${key}`);
  return value;
}

function scbError(what: string, res: ProviderResponse): ProviderError {
  const status = readScbStatus(res.json);
  if (status) return new ProviderError(NAME, `${what} refused: ${status.code} ${status.description}`.trim(), String(status.code));
  return new ProviderError(NAME, `${what}: unexpected answer (HTTP ${res.status})`, String(res.status));
}

/**
 * csExtExpiryTime is read defensively (payments.md marks the field's format as unconfirmed): a number
 * of minutes from now, or a date-time; anything else gives no expiry.
 */
export function readExpiry(value: unknown, now: Date): Date | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return new Date(now.getTime() + value * 60_000);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d{1,4}$/.test(text)) return Number(text) > 0 ? new Date(now.getTime() + Number(text) * 60_000) : null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
}

const parseCallback: PaymentProvider['parseCallback'] = async (req) => {
  // payments.md §4: the confirmation carries no signature; it only tells us which bill to look up.
  let body: unknown;
  try {
    body = JSON.parse(req.rawBody);
  } catch {
    throw new CallbackRefused(NAME, 'body is not JSON');
  }
  if (typeof body !== 'object' || body === null) throw new CallbackRefused(NAME, 'body is not an object');
  const { billPaymentRef1, transactionId } = body as { billPaymentRef1?: unknown; transactionId?: unknown };
  if (typeof billPaymentRef1 !== 'string' || !SCB_REF.test(billPaymentRef1))
    throw new CallbackRefused(NAME, 'no billPaymentRef1');
  if (typeof transactionId !== 'string' || transactionId === '') throw new CallbackRefused(NAME, 'no transactionId');
  return { kind: 'lookup', providerRef: billPaymentRef1, eventId: transactionId };
};

/** A bill payment the inquiry found: paid, with SCB's transaction id. */
function paidResult(providerRef: string, txn: Record<string, unknown>): PaymentResult {
  const transactionId = typeof txn.transactionId === 'string' ? txn.transactionId : null;
  const amount =
    typeof txn.amount === 'string' || typeof txn.amount === 'number' ? fromMajor(txn.amount) : (null as number | null);
  const currency = currencyFromNumeric(String(txn.currencyCode ?? '764'));
  if (!transactionId || amount === null || !currency)
    throw new ProviderError(NAME, 'bill payment inquiry: unreadable transaction');
  return { providerRef, status: 'paid', transactionId, amount, currency, reference: providerRef };
}

/** SCB's API with its OAuth token, kept and renewed by this provider instance (payments.md §4). */
function scbClient(ctx: ProviderContext, base: string) {
  let token: CachedToken | null = null;

  function baseHeaders(): Record<string, string> {
    return { resourceOwnerId: requireCredential(ctx, 'public', 'apiKey'), requestUId: randomUUID(), 'accept-language': 'EN' };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs - TOKEN_MARGIN_MS > Date.now()) return token.accessToken;
    const apiKey = requireCredential(ctx, 'public', 'apiKey');
    const apiSecret = requireCredential(ctx, 'secret', 'apiSecret');
    const res = await providerFetch(NAME, `${base}/v1/oauth/token`, {
      headers: baseHeaders(),
      json: { applicationKey: apiKey, applicationSecret: apiSecret },
    });
    const status = readScbStatus(res.json);
    const data = (res.json as { data?: { accessToken?: unknown; expiresIn?: unknown } } | undefined)?.data;
    if (res.status !== 200 || status?.code !== SCB_SUCCESS || typeof data?.accessToken !== 'string') {
      throw scbError('token', res);
    }
    const expiresIn = typeof data.expiresIn === 'number' && data.expiresIn > 0 ? data.expiresIn : 1800;
    token = { accessToken: data.accessToken, expiresAtMs: Date.now() + expiresIn * 1000 };
    return token.accessToken;
  }

  /** A call with the bearer token; a token SCB no longer accepts (HTTP 401) is renewed once. */
  async function authed(url: string, json?: unknown): Promise<ProviderResponse> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await accessToken();
      const res = await providerFetch(NAME, url, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { ...baseHeaders(), authorization: `Bearer ${bearer}` },
        json,
      });
      if (res.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      return res;
    }
  }

  async function inquiry(reference: string, date: string): Promise<Record<string, unknown>[]> {
    const query = new URLSearchParams({
      eventCode: SCB_EVENT_CODE,
      billerId: requireCredential(ctx, 'public', 'billerId'),
      reference1: reference,
      transactionDate: date,
    });
    const res = await authed(`${base}/v1/payment/billpayment/inquiry?${query.toString()}`);
    const status = readScbStatus(res.json);
    if (status?.code !== SCB_SUCCESS) throw scbError('bill payment inquiry', res);
    const data = (res.json as { data?: unknown }).data;
    if (data === undefined || data === null) return [];
    if (!Array.isArray(data)) throw new ProviderError(NAME, 'bill payment inquiry: data is not a list');
    return data.filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null);
  }

  return { authed, inquiry };
}

export function createScbProvider(ctx: ProviderContext): PaymentProvider {
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const now = () => (ctx.clock ? ctx.clock() : new Date());
  const client = scbClient(ctx, base);
  // What this instance learnt at start(): lets fetchStatus call an expired, unpaid QR failed. Another
  // instance (or a restart) does not know it and keeps answering pending, which is safe.
  const started = new Map<string, { amount: number; expiresAt: Date | null }>();

  const start: PaymentProvider['start'] = async (input) => {
    if (input.methodId !== METHOD.scbQr) throw new ProviderError(NAME, `method ${input.methodId} is not SCB's`);
    if (input.order.currency !== 'THB') throw new ProviderError(NAME, 'SCB QR accepts THB only', 'currency');
    if (!SCB_REF.test(input.reference)) throw new ProviderError(NAME, 'reference must be [A-Z0-9], at most 20 characters');
    const ref2 = `O${input.order.orderId}`;
    if (!SCB_REF.test(ref2)) throw new ProviderError(NAME, 'order id does not fit ref2');
    const res = await client.authed(`${base}/v1/payment/qrcode/create`, {
      qrType: 'PP',
      ppType: 'BILLERID',
      ppId: requireCredential(ctx, 'public', 'billerId'),
      amount: toMajorString(input.order.amount),
      ref1: input.reference,
      ref2,
      ref3: 'RIAN',
    });
    const status = readScbStatus(res.json);
    const data = (res.json as { data?: { qrImage?: unknown; csExtExpiryTime?: unknown } } | undefined)?.data;
    // Spec §4/§8: anything but 1000 is the "Try again" state.
    if (status?.code !== SCB_SUCCESS || typeof data?.qrImage !== 'string' || data.qrImage === '')
      throw scbError('QR create', res);
    const expiresAt = readExpiry(data.csExtExpiryTime, now());
    started.set(input.reference, { amount: input.order.amount, expiresAt });
    return {
      providerRef: input.reference,
      action: {
        type: 'qr',
        image: data.qrImage.startsWith('data:') ? data.qrImage : `data:image/png;base64,${data.qrImage}`,
        expiresAt: expiresAt ? expiresAt.toISOString() : null,
        ...(ctx.mode === 'sandbox' ? { sandboxUrl: `${base}/pay/${encodeURIComponent(input.reference)}` } : {}),
      },
    };
  };

  const fetchStatus: PaymentProvider['fetchStatus'] = async (providerRef, methodId) => {
    if (methodId !== METHOD.scbQr) throw new ProviderError(NAME, `method ${methodId} is not SCB's`);
    const at = now();
    // Payments are listed by their Thai date: today and yesterday cover a QR paid around midnight.
    const dates = [thaiDate(at), thaiDate(new Date(at.getTime() - 86_400_000))];
    for (const date of dates) {
      for (const txn of await client.inquiry(providerRef, date)) {
        if (txn.billPaymentRef1 !== undefined && txn.billPaymentRef1 !== providerRef) continue;
        return paidResult(providerRef, txn);
      }
    }
    const known = started.get(providerRef);
    const expired = known?.expiresAt ? at.getTime() > known.expiresAt.getTime() + EXPIRY_GRACE_MS : false;
    return {
      providerRef,
      status: expired ? 'failed' : 'pending',
      transactionId: null,
      amount: known?.amount ?? 0,
      currency: 'THB',
      reference: providerRef,
      ...(expired ? { failureMessage: 'QR expired unpaid' } : {}),
    };
  };

  return { name: NAME, methodIds: providerMethodIds(NAME), start, parseCallback, fetchStatus };
}
