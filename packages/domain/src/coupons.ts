// Coupon rules (spec §3 Coupon, §4 "a coupon invalid for the selected payment method is removed with
// a notice", §5 Coupon, §8 coupon codes). The discount arithmetic lives in deal-discount.ts.
import {
  computeDealDiscount,
  isWithinDates,
  type DealLine,
  type DealDiscount,
  type DealSettings,
  type DealTerms,
  type DealType,
} from './deal-discount.ts';
import type { Currency } from './money.ts';
import { ruleFailure, type RuleFailure } from './rule-failure.ts';

export interface Coupon extends DealTerms {
  id: number;
  code: string;
  /** Payment method ids the coupon is valid for (spec §2 method ids); empty means every method. */
  payment_method: readonly number[];
  coupon_type: DealType;
  /** Total uses allowed; null means unlimited. */
  usage_limit: number | null;
  used_count: number;
  start_at: Date | null;
  end_at: Date | null;
  is_active: boolean;
}

/** What a coupon is checked against: the cart as it stands before the coupon is added. */
export interface CouponContext {
  now: Date;
  currency: Currency;
  /** The cart's courses, then its products (unit price × quantity), as deals see them. */
  courses: readonly DealLine[];
  /** The chosen payment method; null while none is chosen (the method check then waits for one). */
  paymentMethodId: number | null;
  /** Coupons already applied to the order, before this one. */
  appliedCoupons: readonly Pick<Coupon, 'id'>[];
  /** The chosen promotion, for the exclusive setting; null when none. */
  promotionId: number | null;
  settings: DealSettings;
}

export type CouponCheck = { ok: true; discount: DealDiscount } | { ok: false; failure: RuleFailure };

/** Coupon codes are matched trimmed and case-insensitively (the store keeps them unique by upper(code)). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a coupon cannot be used at all right now, or null: switched off, outside its dates, or used up. */
export function couponUnavailableReason(
  coupon: Pick<Coupon, 'is_active' | 'start_at' | 'end_at' | 'usage_limit' | 'used_count'>,
  now: Date,
): 'inactive' | 'outside_dates' | 'used_up' | null {
  if (!coupon.is_active) return 'inactive';
  if (!isWithinDates(coupon, now)) return 'outside_dates';
  // spec §8: COUPON_NOT_AVAILABLE covers the coupon-full text: uses spent when used_count reaches the limit.
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return 'used_up';
  return null;
}

/** spec §5: a coupon must fit the payment method; an empty list fits every method. */
export function fitsPaymentMethod(coupon: Pick<Coupon, 'payment_method'>, paymentMethodId: number | null): boolean {
  return paymentMethodId === null || coupon.payment_method.length === 0 || coupon.payment_method.includes(paymentMethodId);
}

/**
 * Checks a coupon the buyer enters against the cart and returns its discount on the full prices, or
 * the first §8 failure. `coupon` is the result of looking the code up; null means the code is unknown.
 * The checks run from the cheapest to explain to the most specific, and the coupon/promotion
 * exclusivity comes last so that the switch confirmation (spec §4) is only offered for a coupon that
 * would otherwise apply.
 */
export function checkCoupon(coupon: Coupon | null, ctx: CouponContext): CouponCheck {
  const no = (failure: RuleFailure): CouponCheck => ({ ok: false, failure });
  // spec §8: NOT_FOUND for an unknown code.
  if (coupon === null) return no(ruleFailure('NOT_FOUND'));
  // spec §5: no duplicates.
  if (ctx.appliedCoupons.some((c) => c.id === coupon.id)) return no(ruleFailure('COUPON_DUPLICATE', { code: coupon.code }));
  // spec §5: one per order if the site setting says so.
  if (ctx.settings.coupon_one_per_order === 1 && ctx.appliedCoupons.length > 0) return no(ruleFailure('COUPON_ONE_PER_ORDER'));
  // spec §8: COUPON_NOT_AVAILABLE (inactive, outside its dates, or full).
  const unavailable = couponUnavailableReason(coupon, ctx.now);
  if (unavailable) return no(ruleFailure('COUPON_NOT_AVAILABLE', { code: coupon.code, reason: unavailable }));
  // spec §5: must fit the payment method.
  if (!fitsPaymentMethod(coupon, ctx.paymentMethodId)) {
    return no(ruleFailure('COUPON_PAYMENT_METHOD', { code: coupon.code, paymentMethodId: ctx.paymentMethodId }));
  }
  // spec §5: must fit the courses; type P2 needs at least number_of_course matching courses.
  const discount = computeDealDiscount(coupon.coupon_type, coupon, ctx.courses, ctx.currency);
  if (discount.miss !== null) return no(ruleFailure('COUPON_NOT_APPLICABLE', { code: coupon.code, reason: discount.miss }));
  // spec §4: coupon and promotion are mutually exclusive when the site setting is on.
  if (ctx.settings.coupon_promotion_exclusive === 1 && ctx.promotionId !== null) {
    return no(ruleFailure('COUPON_PROMOTION_EXCLUSIVE', { code: coupon.code, promotionId: ctx.promotionId }));
  }
  return { ok: true, discount };
}

/**
 * spec §4: when the payment method changes, a coupon that does not fit the new method is removed
 * with a notice. Returns the coupons that stay, in order, and each removed one with its notice.
 */
export function splitCouponsByPaymentMethod<C extends Pick<Coupon, 'id' | 'code' | 'payment_method'>>(
  coupons: readonly C[],
  paymentMethodId: number | null,
): { kept: C[]; removed: { coupon: C; notice: RuleFailure }[] } {
  const kept: C[] = [];
  const removed: { coupon: C; notice: RuleFailure }[] = [];
  for (const c of coupons) {
    if (fitsPaymentMethod(c, paymentMethodId)) kept.push(c);
    else removed.push({ coupon: c, notice: ruleFailure('COUPON_PAYMENT_METHOD', { code: c.code, paymentMethodId }) });
  }
  return { kept, removed };
}
