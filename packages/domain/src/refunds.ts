// What a refund gives back (the back office: "refund a paid order, whole or by line … partial refunds
// never exceed what was paid"). The server and the back office's refund dialog both compute it here,
// from the order's rows, never from a figure a form sent.
//
// A line's refundable amount is its share of what the buyer paid: the order's total spread over the
// lines in proportion to what each line cost after its own discounts (a course's price less its share
// of the coupons and promotion; a product's price × quantity). Whatever the order adds or takes away
// as a whole — an order-level discount, shipping, VAT added on top, withholding kept back — is spread
// the same way. Integer minor units, rounded down on every line but the last, which takes the
// remainder, so the lines always add up to exactly what was paid.
import type { OrderEvent } from './lifecycles/order.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import { ruleFailure, type RuleFailure } from './rule-failure.ts';

export type RefundLineKind = 'course' | 'product';

/** A line as the refund API names it: `course-12`, `product-3` (the two kinds have their own ids). */
export type RefundLineKey = `${RefundLineKind}-${number}`;

export const REFUND_LINE_KEY = /^(course|product)-([1-9]\d{0,9})$/;

export function refundLineKey(kind: RefundLineKind, id: number): RefundLineKey {
  return `${kind}-${id}`;
}

export interface RefundableLine {
  key: RefundLineKey;
  /** What the line cost after its own discounts, minor units. */
  net: number;
  /** Already given back by an earlier refund: a line is refunded at most once. */
  refunded: boolean;
}

/** A course line's cost after its discounts; a product line's price × quantity. */
export function lineNet(line: { price: number; discount?: number; quantity?: number }): number {
  return Math.max(0, line.price * (line.quantity ?? 1) - (line.discount ?? 0));
}

/**
 * Each line's share of `paid`, in the lines' order: proportional to its net, rounded down, the last
 * line taking the remainder so that the shares add up to `paid`. Lines that cost nothing get nothing
 * unless every line cost nothing (then the last line carries it all, e.g. a shipping-only total).
 */
export function refundableAmounts(
  lines: readonly Pick<RefundableLine, 'key' | 'net'>[],
  paid: number,
): Map<RefundLineKey, number> {
  if (!Number.isSafeInteger(paid) || paid < 0) throw new RangeError(`paid must be a non-negative integer: ${paid}`);
  const shares = new Map<RefundLineKey, number>();
  const base = lines.reduce((sum, l) => sum + l.net, 0);
  let given = 0;
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    const share = last ? paid - given : base === 0 ? 0 : Math.floor((line.net * paid) / base);
    shares.set(line.key, share);
    given += share;
  });
  return shares;
}

export interface RefundPlan {
  /** What goes back to the buyer, minor units. */
  amount: number;
  /** The lines refunded now. */
  keys: RefundLineKey[];
  /** 'refund' when nothing is left to refund afterwards, 'partRefund' otherwise (the order lifecycle). */
  event: Extract<OrderEvent, 'refund' | 'partRefund'>;
}

export interface RefundRequest {
  lines: readonly RefundableLine[];
  /** The order's total payable, as paid. */
  paid: number;
  /** Given back by earlier refunds of the order. */
  alreadyRefunded: number;
  /** The lines asked for; null or empty: every line not yet refunded. */
  chosen: readonly string[] | null;
}

/**
 * The refund of the chosen lines, or why there is none: a line the order does not hold
 * (REFUND_LINE_UNKNOWN), one refunded before (REFUND_LINE_REFUNDED), nothing left to refund
 * (REFUND_NOTHING_LEFT), or a total past what was paid (REFUND_TOO_LARGE, which the shares rule out
 * unless the rows were changed by hand).
 */
export function planRefund(req: RefundRequest): RefundPlan | RuleFailure {
  const byKey = new Map(req.lines.map((l) => [l.key as string, l]));
  const open = req.lines.filter((l) => !l.refunded);
  const wanted = req.chosen && req.chosen.length > 0 ? [...new Set(req.chosen)] : open.map((l) => l.key);
  for (const key of wanted) {
    const line = byKey.get(key);
    if (!line) return ruleFailure('REFUND_LINE_UNKNOWN', { line: key });
    if (line.refunded) return ruleFailure('REFUND_LINE_REFUNDED', { line: key });
  }
  if (wanted.length === 0) return ruleFailure('REFUND_NOTHING_LEFT');
  const shares = refundableAmounts(req.lines, req.paid);
  const amount = wanted.reduce((sum, key) => sum + (shares.get(key as RefundLineKey) ?? 0), 0);
  if (amount + req.alreadyRefunded > req.paid) {
    return ruleFailure('REFUND_TOO_LARGE', { amount, alreadyRefunded: req.alreadyRefunded, paid: req.paid });
  }
  const event = wanted.length === open.length ? 'refund' : 'partRefund';
  // The lines in the order's order, whatever order they were asked in.
  const keys = req.lines.filter((l) => wanted.includes(l.key)).map((l) => l.key);
  return { amount, keys, event };
}

export function isRefundPlan(x: RefundPlan | RuleFailure): x is RefundPlan {
  return 'keys' in x;
}

/**
 * The methods whose provider gives money back through its refund API, as the one method table says
 * (payment-methods.ts `refund`: Omise `POST /charges/{id}/refunds`, PayPal
 * `POST /v2/payments/captures/{id}/refund`, 2C2P's Payment Action refund of a card payment). Every
 * other method — a bank transfer, a PromptPay or SCB QR, 2C2P installments and QR, GBPrimePay,
 * PaySolutions — is refunded by hand: the administrator transfers the money back and records the slip.
 */
export const PROVIDER_REFUND_METHODS: readonly number[] = PAYMENT_METHODS.filter((m) => m.refund === 'provider').map((m) => m.id);

export function refundsThroughProvider(methodId: number | null): boolean {
  return methodId !== null && PROVIDER_REFUND_METHODS.includes(methodId);
}
