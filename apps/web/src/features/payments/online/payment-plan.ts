// Pure decisions of the online payment step (spec §2 method ids, §4 action flags and redirects, §8
// payment failures, §9 delays): which call starts each method, what its answer asks the browser to do,
// where the buyer goes afterwards. The components and hooks beside this file only carry them out.
import type { PaymentActionView } from '@rian/contracts/payments';
import {
  isOnlineMethodId,
  METHOD,
  PAYMENT_METHODS,
  type OnlineMethod,
  type OnlineMethodId,
  type PaymentMethodKind,
} from '@rian/domain/payment-methods';

/** spec §2 "Member order list". */
export const ORDER_LIST_PATH = '/myaccount/student/order';
/** The card hand-off screen's "application state" (spec §2): the order being paid, kept for the return. */
export const PAYMENT_ORDER_KEY = 'rian.payment.orderId';
/** spec §9. */
export const POLL_MS = 6000;
export const THANK_YOU_DELAY_MS = 500;
export const ORDER_LIST_DELAY_MS = 1000;
/** spec §9 "Notifications 5 s". */
export const NOTICE_MS = 5000;
/** spec §9 "QR image width 300". */
export const QR_WIDTH = 300;

export { ONLINE_METHOD_IDS, type OnlineMethodId } from '@rian/domain/payment-methods';

export function isOnlineMethod(id: number | null): id is OnlineMethodId {
  return isOnlineMethodId(id);
}

/** The online methods started by one call; the Omise card tokenises first (omiseCardCall). */
export type StartedMethodId = Exclude<OnlineMethodId, typeof METHOD.omiseCard>;

/** The server call that starts a method, and how its body names the order. */
export interface StartCall {
  method: 'GET' | 'POST';
  path: string;
  /** POST body; GET calls carry the order in the query string. */
  body: Record<string, number> | undefined;
  /** Which response schema reads the answer (payment-calls.ts). */
  answer: 'paypal' | 'twoc2pSettings' | 'scb' | 'omisePromptPay' | 'twoc2pLink' | 'gbprime' | 'paySolutions';
}

type PostCall = { path: string; orderField: 'orderId' | 'order_id'; answer: StartCall['answer'] };

/** The POST start calls (packages/contracts/src/payments.ts), by method. */
const POST_CALLS: Record<Exclude<StartedMethodId, typeof METHOD.twoc2pCard>, PostCall> = {
  [METHOD.paypal]: { path: '/api/paypal/order', orderField: 'orderId', answer: 'paypal' },
  [METHOD.scbQr]: { path: '/api/payment/scb/qrcode/create', orderField: 'orderId', answer: 'scb' },
  [METHOD.omisePromptPay]: { path: '/api/omise/promptpay', orderField: 'orderId', answer: 'omisePromptPay' },
  [METHOD.twoc2pInstallment]: { path: '/api/payment/2c2p/payment/link', orderField: 'orderId', answer: 'twoc2pLink' },
  [METHOD.gbprimepayCard]: { path: '/api/gbprime', orderField: 'orderId', answer: 'gbprime' },
  [METHOD.gbprimepayPromptPay]: { path: '/api/gbprime/promptpay', orderField: 'orderId', answer: 'gbprime' },
  [METHOD.paysolutions]: { path: '/api/pay-solutions', orderField: 'order_id', answer: 'paySolutions' },
  [METHOD.twoc2pQr]: { path: '/api/payment/2c2p/qr-code/link', orderField: 'order_id', answer: 'twoc2pLink' },
};

/**
 * Method id → start call (packages/contracts/src/payments.ts). The Omise card is absent: its card form
 * tokenises first and then calls POST /api/omise/creditcard with the token (omiseCardCall).
 */
export function startCall(methodId: StartedMethodId, orderId: number): StartCall {
  if (methodId === METHOD.twoc2pCard) {
    const path = `/api/payments/methods/${methodId}?orderId=${orderId}`;
    return { method: 'GET', path, body: undefined, answer: 'twoc2pSettings' };
  }
  const call = POST_CALLS[methodId];
  return { method: 'POST', path: call.path, body: { [call.orderField]: orderId }, answer: call.answer };
}

/**
 * What a failed start does (spec §8): most methods show the error and reset the action flag so the
 * buyer can try again; SCB shows its own "Try again" state (§4); the 2C2P installment link sends the
 * buyer silently to the order list (§7 "redirect there, otherwise to the order list").
 */
export type FailureMode = 'retry' | 'scbRetry' | 'toOrders';

export function failureMode(methodId: OnlineMethodId): FailureMode {
  if (methodId === METHOD.scbQr) return 'scbRetry';
  if (methodId === METHOD.twoc2pInstallment) return 'toOrders';
  return 'retry';
}

/** How the step's button reads and what it promises (one primary action per method). */
export type MethodKind = Exclude<PaymentMethodKind, 'transfer'>;

/** The table's row of an online method (packages/domain/src/payment-methods.ts). */
export function onlineMethod(methodId: OnlineMethodId): OnlineMethod {
  return PAYMENT_METHODS.find((m) => m.id === methodId) as OnlineMethod;
}

export function methodKind(methodId: OnlineMethodId): MethodKind {
  return onlineMethod(methodId).kind;
}

/** A base64 PNG (SCB's data.qrImage) as an image source; URLs and data URIs pass unchanged. */
export function qrImageSrc(image: string): string {
  const trimmed = image.trim();
  if (/^(https?:|data:|\/)/i.test(trimmed)) return trimmed;
  return `data:image/png;base64,${trimmed}`;
}

/** The start answers' fields that can stand for the action when `action` itself is unusable. */
export interface StartFallbacks {
  /** 2C2P links: result.webPaymentUrl; method 3: cardPageUrl; GBPrimePay card: data.invoice_url. */
  redirectUrl?: string | null;
  /** Omise PromptPay: QrcodeUrl.image.download_uri; SCB: data.qrImage. */
  qrImage?: string | null;
  /** SCB: data.csExtExpiryTime. */
  expiresAt?: string | null;
}

/**
 * The action the browser performs. The server's `action` wins; the spec's own fields (§7) stand in
 * when it says nothing the method can use, so an answer carrying only those still works. Null: the
 * answer gives the browser nothing to do, which the step treats as a failure.
 */
export function resolveAction(
  methodId: OnlineMethodId,
  action: PaymentActionView | null | undefined,
  fallbacks: StartFallbacks = {},
): PaymentActionView | null {
  const kind = methodKind(methodId);
  if (action) {
    if (action.type === 'qr' && action.image.trim() !== '') {
      return { ...action, image: qrImageSrc(action.image), expiresAt: action.expiresAt ?? fallbacks.expiresAt ?? null };
    }
    if ((action.type === 'redirect' || action.type === 'form') && action.url.trim() !== '') return action;
    // 'none' is a finished payment: only a charge (Omise card without 3-D Secure) can mean it.
    if (action.type === 'none' && kind === 'card') return action;
  }
  if (kind === 'qr' && fallbacks.qrImage) {
    return { type: 'qr', image: qrImageSrc(fallbacks.qrImage), expiresAt: fallbacks.expiresAt ?? null };
  }
  if (fallbacks.redirectUrl) return { type: 'redirect', url: fallbacks.redirectUrl };
  return null;
}

/**
 * Only web addresses leave the page: a `javascript:` or other scheme from a tampered answer is refused.
 * Relative addresses (the sandbox pages) resolve against the page's origin.
 */
export function safeUrl(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The outcome of POST /api/omise/creditcard (spec §4 Omise card charge: successful, failed, pending). */
export type CardOutcome = 'paid' | 'failed' | 'authorize' | 'waiting';

export function omiseCardOutcome(answer: {
  status: string;
  charges: { status: string; authorize_uri: string | null };
  action: PaymentActionView;
}): CardOutcome {
  // 3-D Secure: the charge waits for the bank's page (§4 "pending (redirect to authorise URL)").
  if (answer.action.type === 'redirect' || (answer.charges.status === 'pending' && answer.charges.authorize_uri)) {
    return 'authorize';
  }
  if (answer.charges.status === 'successful' || answer.status === 'paid') return 'paid';
  if (answer.charges.status === 'failed' || answer.status === 'failed' || answer.status === 'mismatch') return 'failed';
  // Pending without a page to visit: the webhook decides; the step waits for the order like a QR.
  return 'waiting';
}

/** Where the buyer goes once the order is settled (spec §4 payment_status, §9 delays). Null: stay. */
export interface AfterPayment {
  to: string;
  delayMs: number;
}

export function afterPayment(
  status: 'approved' | 'rejected',
  orderToken: string | null,
  options: { thankYouPage: boolean; layoutFour?: boolean },
): AfterPayment | null {
  if (status === 'rejected') return { to: ORDER_LIST_PATH, delayMs: ORDER_LIST_DELAY_MS };
  if (options.thankYouPage && orderToken) {
    return { to: `/thankyou?orderId=${encodeURIComponent(orderToken)}`, delayMs: THANK_YOU_DELAY_MS };
  }
  // spec §4 (bank transfer report): layout four's buyer is not sent to the order list; the step says paid.
  if (options.layoutFour) return null;
  return { to: ORDER_LIST_PATH, delayMs: ORDER_LIST_DELAY_MS };
}

/** spec §4 payment_status: approved and rejected end the waiting (and the polling). */
export function settledStatus(paymentStatus: string | null | undefined): 'approved' | 'rejected' | null {
  return paymentStatus === 'approved' || paymentStatus === 'rejected' ? paymentStatus : null;
}

/** The result page's attempt (GET /private/payments/attempts/{ref}) in the three states it shows. */
export function attemptPhase(status: string): 'waiting' | 'paid' | 'failed' {
  if (status === 'paid') return 'paid';
  if (status === 'failed' || status === 'mismatch') return 'failed';
  return 'waiting';
}

/** A positive 32-bit integer order id, or null (spec §5 "order id from path must parse as an integer"). */
export function parseOrderId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= 2_147_483_647 ? n : null;
}

/** spec §2 card hand-off: the path's order id when it is a number, else the one in application state. */
export function handOffOrderId(pathSegment: string | undefined, stored: string | null): number | null {
  return parseOrderId(pathSegment) ?? parseOrderId(stored);
}

/** The hand-off's query string (spec §2); null when encryptedCardInfo is absent: nothing to submit. */
export interface CardHandOff {
  encryptedCardInfo: string;
  maskedCardInfo?: string;
  expMonthCardInfo?: string;
  expYearCardInfo?: string;
}

export function readCardHandOff(search: URLSearchParams): CardHandOff | null {
  const encrypted = search.get('encryptedCardInfo')?.trim();
  if (!encrypted) return null;
  const out: CardHandOff = { encryptedCardInfo: encrypted };
  const masked = search.get('maskedCardInfo');
  const month = search.get('expMonthCardInfo');
  const year = search.get('expYearCardInfo');
  if (masked) out.maskedCardInfo = masked;
  if (month) out.expMonthCardInfo = month;
  if (year) out.expYearCardInfo = year;
  return out;
}

/** A result page reference as providers send it back; null when absent or malformed. */
export function parseReference(value: string | null): string | null {
  if (value === null) return null;
  const v = value.trim();
  return /^[A-Za-z0-9_.:-]{1,128}$/.test(v) ? v : null;
}

/** Milliseconds left until an ISO time; null without a valid time. */
export function remainingMs(expiresAt: string | null | undefined, now: number): number | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

/** "m:ss" (or "h:mm:ss") for a countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
