// The 2C2P client (payments.md §3): method 3 by the SecurePayment 9.9 form hand-off (the card is
// encrypted before it reaches Rian; Rian signs the request on the server, never in the browser), methods
// 10 and 15 by the PGW 4.3 payment token API, every status through 4.3 paymentInquiry, and refunds
// through the Payment Action API (protocol.ts: signed and encrypted with the exchanged keys).
import { METHOD, providerMethodIds } from '@rian/domain/payment-methods';
import { CallbackRefused, ProviderError } from '../errors.ts';
import { providerFetch } from '../http.ts';
import { NUMERIC_CURRENCY, currencyFromNumeric, fromMajor, toMajorString } from '../money.ts';
import type {
  CallbackOutcome,
  Currency,
  PaymentProvider,
  PaymentResult,
  PaymentStatus,
  ProviderContext,
  RefundInput,
  RefundResult,
  StartInput,
  StartedPayment,
} from '../types.ts';
import {
  ACTION_VERSION,
  CODE_43,
  CODE_99,
  PATHS,
  PRODUCTION_PAYMENT_ACTION_URL,
  PRODUCTION_SECURE_PAYMENT_URL,
  TEST_PAYMENT_ACTION_URL,
  TEST_SECURE_PAYMENT_URL,
  PROVIDER,
  actionStamp,
  buildXml,
  envelopeSignedBy,
  fromAmt12,
  openAction,
  openEnvelope,
  parseXml,
  sealAction,
  sealEnvelope,
  signJwt,
  str,
  toAmt12,
  verifyJwt,
} from './protocol.ts';

const CHANNEL = { [METHOD.twoc2pInstallment]: 'IPP', [METHOD.twoc2pQr]: 'QR' } as const;
type TokenMethodId = keyof typeof CHANNEL;
/** '2002' is the sandbox's "no such invoice yet" (a 9.9 buyer may still be on the card page): not a failure. */
const PENDING_43 = new Set([CODE_43.pending, CODE_43.inProgress, '2002']);

function status43(respCode: string): PaymentStatus {
  if (respCode === CODE_43.success) return 'paid';
  return PENDING_43.has(respCode) ? 'pending' : 'failed';
}

function status99(respCode: string): PaymentStatus {
  if (respCode === CODE_99.approved) return 'paid';
  return respCode === CODE_99.pending ? 'pending' : 'failed';
}

function currency43(code: string): Currency | null {
  if (code === 'THB' || code === 'USD') return code;
  return currencyFromNumeric(code);
}

/** A reference 2C2P accepts as uniqueTransactionCode / invoiceNo (≤ 20, new per attempt). */
function checkReference(reference: string): void {
  if (!/^[A-Za-z0-9]{1,20}$/.test(reference)) throw new ProviderError(PROVIDER, 'reference must be 1–20 letters or digits');
}

/** The merchant's credentials and the API base a 2C2P call needs. */
interface Keys {
  merchantID: string;
  secretKey: string;
  base: string;
}

/** One PGW 4.3 call: a signed JWT in, a JWT out that must carry the same merchant's signature. */
async function call43(keys: Keys, path: string, claims: Record<string, unknown>): Promise<Record<string, unknown>> {
  const payload = await signJwt(claims, keys.secretKey);
  const res = await providerFetch(PROVIDER, keys.base + path, { json: { payload } });
  const body = res.json;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.payload === 'string') {
      const answer = await verifyJwt(b.payload, keys.secretKey);
      if (!answer) throw new ProviderError(PROVIDER, 'response signature does not verify');
      return answer;
    }
    // 4.3 answers request/authentication errors as plain JSON {respCode, respDesc}.
    if (typeof b.respCode === 'string') throw new ProviderError(PROVIDER, str(b.respDesc) || 'request refused', b.respCode);
  }
  throw new ProviderError(PROVIDER, `unexpected answer (HTTP ${res.status})`);
}

async function startSecurePayment(keys: Keys, securePaymentUrl: string, input: StartInput): Promise<StartedPayment> {
  const encCardData = input.browser.encryptedCardInfo ?? '';
  if (encCardData === '') throw new ProviderError(PROVIDER, 'encryptedCardInfo is required for a card payment');
  const inner = buildXml('PaymentRequest', {
    merchantID: keys.merchantID,
    uniqueTransactionCode: input.reference,
    desc: input.order.description.slice(0, 255),
    amt: toAmt12(input.order.amount),
    currencyCode: NUMERIC_CURRENCY[input.order.currency],
    panCountry: 'TH',
    cardholderName: (input.browser.cardholderName ?? input.order.buyerName).slice(0, 255),
    encCardData,
    userDefined1: String(input.order.orderId),
    // Real 9.9 takes its result URLs from the merchant's 2C2P configuration; the sandbox reads these.
    frontendReturnUrl: input.returnUrl,
    backendReturnUrl: input.callbackUrl,
  });
  const paymentRequest = sealEnvelope('PaymentRequest', inner, keys.secretKey);
  return { providerRef: input.reference, action: { type: 'form', url: securePaymentUrl, fields: { paymentRequest } } };
}

async function startPaymentToken(keys: Keys, input: StartInput, methodId: TokenMethodId): Promise<StartedPayment> {
  // IPP and the PromptPay QR are baht-only at 2C2P Thailand.
  if (input.order.currency !== 'THB') throw new ProviderError(PROVIDER, 'installment and QR payments are in THB only');
  const answer = await call43(keys, PATHS.paymentToken, {
    merchantID: keys.merchantID,
    invoiceNo: input.reference,
    description: input.order.description.slice(0, 250),
    amount: input.order.amount / 100,
    currencyCode: 'THB',
    paymentChannel: [CHANNEL[methodId]],
    userDefined1: String(input.order.orderId),
    frontendReturnUrl: input.returnUrl,
    backendReturnUrl: input.callbackUrl,
  });
  const respCode = str(answer.respCode);
  if (respCode !== CODE_43.success)
    throw new ProviderError(PROVIDER, str(answer.respDesc) || 'payment token refused', respCode || null);
  const url = str(answer.webPaymentUrl);
  if (!/^https?:\/\//.test(url)) throw new ProviderError(PROVIDER, 'payment token answer has no webPaymentUrl');
  return { providerRef: input.reference, action: { type: 'redirect', url } };
}

/** A 2C2P answer as a PaymentResult: an empty tranRef is no transaction id, a failure with no reason names its respCode. */
function twoc2pResult(
  found: Omit<PaymentResult, 'transactionId' | 'failureMessage'>,
  tranRef: string,
  respCode: string,
  failReason: string,
): PaymentResult {
  const { providerRef, status, amount, currency, reference } = found;
  const result: PaymentResult = {
    providerRef,
    status,
    transactionId: tranRef === '' ? null : tranRef,
    amount,
    currency,
    reference,
  };
  if (status === 'failed') result.failureMessage = failReason || `respCode ${respCode}`;
  return result;
}

function resultFrom99(merchantID: string, fields: Record<string, string>): CallbackOutcome {
  if (fields.merchantID !== merchantID) throw new CallbackRefused(PROVIDER, 'merchantID does not match');
  const ref = fields.uniqueTransactionCode ?? '';
  const respCode = fields.respCode ?? '';
  const amount = fromAmt12(fields.amt);
  const currency = currencyFromNumeric(fields.currencyCode ?? '');
  if (ref === '' || respCode === '' || amount === null || currency === null)
    throw new CallbackRefused(PROVIDER, 'incomplete payment response');
  const tranRef = fields.tranRef ?? '';
  const found = { providerRef: ref, status: status99(respCode), amount, currency, reference: ref };
  const result = twoc2pResult(found, tranRef, respCode, fields.failReason ?? '');
  // The code is part of the id: a pending notice and the final one for one tranRef are two events.
  return { kind: 'result', eventId: `${tranRef || ref}:${respCode}`, result };
}

async function resultFrom43(keys: Keys, token: string): Promise<CallbackOutcome> {
  const claims = await verifyJwt(token, keys.secretKey);
  if (!claims) throw new CallbackRefused(PROVIDER, 'payload signature does not verify');
  if (str(claims.merchantID) !== keys.merchantID) throw new CallbackRefused(PROVIDER, 'merchantID does not match');
  const invoiceNo = str(claims.invoiceNo);
  const respCode = str(claims.respCode);
  const amount = fromMajor(str(claims.amount));
  const currency = currency43(str(claims.currencyCode));
  if (invoiceNo === '' || respCode === '' || amount === null || currency === null)
    throw new CallbackRefused(PROVIDER, 'incomplete notification');
  const tranRef = str(claims.tranRef);
  const found = { providerRef: invoiceNo, status: status43(respCode), amount, currency, reference: invoiceNo };
  const result = twoc2pResult(found, tranRef, respCode, str(claims.respDesc));
  return { kind: 'result', eventId: `${tranRef || invoiceNo}:${respCode}`, result };
}

/** The 4.3 frontend return: unsigned base64 JSON ("2000": ask paymentInquiry). */
function lookupFromFrontend(value: string): CallbackOutcome {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    throw new CallbackRefused(PROVIDER, 'unreadable paymentResponse');
  }
  const invoiceNo = data && typeof data === 'object' ? str((data as Record<string, unknown>).invoiceNo) : '';
  if (!/^[A-Za-z0-9]{1,20}$/.test(invoiceNo)) throw new CallbackRefused(PROVIDER, 'paymentResponse has no invoiceNo');
  const respCode = str((data as Record<string, unknown>).respCode);
  return { kind: 'lookup', providerRef: invoiceNo, eventId: `${invoiceNo}:${respCode}` };
}

/** What paymentInquiry says of one invoice (payments.md §3). */
function inquiryResult(keys: Keys, providerRef: string, answer: Record<string, unknown>, respCode: string): PaymentResult {
  const status = status43(respCode);
  const echoed = str(answer.invoiceNo);
  if (str(answer.merchantID) !== keys.merchantID || (echoed !== '' && echoed !== providerRef)) {
    throw new ProviderError(PROVIDER, 'inquiry answer is for another merchant or invoice');
  }
  const amount = fromMajor(str(answer.amount));
  const currency = currency43(str(answer.currencyCode));
  if (status === 'paid' && (amount === null || currency === null))
    throw new ProviderError(PROVIDER, 'inquiry answer has no amount');
  const tranRef = str(answer.tranRef);
  const found = { providerRef, status, amount: amount ?? 0, currency: currency ?? 'THB', reference: echoed || providerRef };
  return twoc2pResult(found, tranRef, respCode, str(answer.respDesc));
}

/** Refund statuses of the Payment Action answer: RF refunded, RP / RR refund pending (alternative payments). */
const REFUND_STATUS: Readonly<Record<string, RefundResult['status']>> = { RF: 'succeeded', RP: 'pending', RR: 'pending' };

/** A refund answer believed only for this invoice, this amount, success, and a known status. */
function refundResult(fields: Record<string, string>, input: RefundInput): RefundResult {
  if (fields.respCode !== '00') throw new ProviderError(PROVIDER, fields.respDesc || 'refund refused', fields.respCode);
  if (fields.processType !== 'R' || fields.invoiceNo !== input.providerRef) {
    throw new ProviderError(PROVIDER, 'refund answer is for another invoice or action');
  }
  if (fromMajor(fields.amount ?? '') !== input.amount) throw new ProviderError(PROVIDER, 'refund answer has another amount');
  const status = REFUND_STATUS[fields.status ?? ''];
  if (!status) throw new ProviderError(PROVIDER, `refund answer has an unknown status ${fields.status ?? ''}`);
  // The answer carries no currency: a refund is always in the payment's own currency.
  return {
    refundId: fields.refundReferenceNo || fields.referenceNo || input.reference,
    amount: input.amount,
    currency: input.currency,
    status,
  };
}

/** Payment Action processType R for the payment's invoice (protocol.ts); the answer verified and decrypted first. */
async function refundByAction(
  call: { merchantID: string; url: string; ours: string; theirs: string; now: Date },
  input: RefundInput,
): Promise<RefundResult> {
  if (call.ours === '' || call.theirs === '') {
    throw new ProviderError(PROVIDER, 'actionPrivateKey and actionPublicKey are required for refunds');
  }
  const xml = buildXml('PaymentProcessRequest', {
    version: ACTION_VERSION,
    timeStamp: actionStamp(call.now),
    merchantID: call.merchantID,
    processType: 'R',
    invoiceNo: input.providerRef,
    actionAmount: toMajorString(input.amount),
  });
  const token = await sealAction(xml, call.ours, call.theirs);
  const res = await providerFetch(PROVIDER, call.url, { text: token, headers: { accept: 'text/plain' } });
  const answer = await openAction(res.text, call.theirs, call.ours);
  if (answer === null) throw new ProviderError(PROVIDER, `refund answer does not verify (HTTP ${res.status})`);
  const fields = parseXml(answer, 'PaymentProcessResponse');
  if (!fields) throw new ProviderError(PROVIDER, 'refund answer is not a PaymentProcessResponse');
  return refundResult(fields, input);
}

export function createTwoc2pProvider(ctx: ProviderContext): PaymentProvider {
  const merchantID = ctx.credentials.public.merchantId ?? '';
  const secretKey = ctx.credentials.secret.secretKey ?? '';
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const test = ctx.environment === 'test';
  const securePaymentUrl =
    ctx.mode === 'production' ? (test ? TEST_SECURE_PAYMENT_URL : PRODUCTION_SECURE_PAYMENT_URL) : base + PATHS.securePayment;
  const keys: Keys = { merchantID, secretKey, base };
  const actionUrl =
    ctx.mode === 'production' ? (test ? TEST_PAYMENT_ACTION_URL : PRODUCTION_PAYMENT_ACTION_URL) : base + PATHS.paymentAction;
  const actionKeys = {
    ours: ctx.credentials.secret.actionPrivateKey ?? '',
    theirs: ctx.credentials.public.actionPublicKey ?? '',
  };
  const clock = ctx.clock ?? (() => new Date());

  function requireCredentials(): void {
    if (merchantID === '' || secretKey === '') throw new ProviderError(PROVIDER, 'merchantId and secretKey are required');
  }

  function fromPaymentResponse(value: string): CallbackOutcome {
    const env = openEnvelope('PaymentResponse', value);
    if (env) {
      if (!envelopeSignedBy(env, secretKey)) throw new CallbackRefused(PROVIDER, 'signature does not verify');
      return resultFrom99(merchantID, env.fields);
    }
    return lookupFromFrontend(value);
  }

  return {
    name: PROVIDER,
    methodIds: providerMethodIds(PROVIDER),

    async start(input) {
      requireCredentials();
      checkReference(input.reference);
      if (input.methodId === METHOD.twoc2pCard) return startSecurePayment(keys, securePaymentUrl, input);
      if (input.methodId === METHOD.twoc2pInstallment || input.methodId === METHOD.twoc2pQr)
        return startPaymentToken(keys, input, input.methodId);
      throw new ProviderError(PROVIDER, `method ${input.methodId} is not a 2C2P method`);
    },

    async parseCallback(req) {
      const raw = req.rawBody.trim();
      if (raw.startsWith('{')) {
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new CallbackRefused(PROVIDER, 'unreadable JSON');
        }
        const payload = body && typeof body === 'object' ? (body as Record<string, unknown>).payload : undefined;
        if (typeof payload !== 'string') throw new CallbackRefused(PROVIDER, 'no signed payload');
        return resultFrom43(keys, payload);
      }
      const form = new URLSearchParams(raw);
      const fromForm = form.get('paymentResponse');
      if (fromForm) return fromPaymentResponse(fromForm);
      const fromQuery = req.query.paymentResponse;
      if (fromQuery) return fromPaymentResponse(fromQuery);
      throw new CallbackRefused(PROVIDER, 'no paymentResponse or payload');
    },

    async fetchStatus(providerRef) {
      requireCredentials();
      // The 9.9 card payments are looked up by their uniqueTransactionCode as invoiceNo, like 4.3 ones.
      const answer = await call43(keys, PATHS.paymentInquiry, { merchantID, invoiceNo: providerRef, locale: 'th' });
      const respCode = str(answer.respCode);
      if (respCode === '') throw new ProviderError(PROVIDER, 'inquiry answer has no respCode');
      return inquiryResult(keys, providerRef, answer, respCode);
    },

    async refund(input) {
      requireCredentials();
      return refundByAction({ merchantID, url: actionUrl, ...actionKeys, now: clock() }, input);
    },
  };
}
