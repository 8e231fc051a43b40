// Table tests for coupons (spec §3 Coupon, §4 payment-method change, §5 Coupon, §8 coupon codes).
import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  couponUnavailableReason,
  normaliseCouponCode,
  splitCouponsByPaymentMethod,
  type Coupon,
  type CouponContext,
} from './coupons.ts';
import { COURSE_LINES, makeCoupon } from './deal-fixtures.test-helpers.ts';

const day = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');

const coupon = (over: Partial<Coupon> = {}): Coupon => makeCoupon(over);

const lines = COURSE_LINES;

const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({
  now,
  currency: 'THB',
  courses: lines,
  paymentMethodId: 1,
  appliedCoupons: [],
  promotionId: null,
  settings: { coupon_one_per_order: 1, coupon_promotion_exclusive: 1 },
  ...over,
});

describe('checkCoupon (spec §5 Coupon, §8)', () => {
  it.each([
    ['an available coupon that fits', coupon(), ctx(), null],
    ['unknown code', null, ctx(), 'NOT_FOUND'],
    [
      'already applied',
      coupon(),
      ctx({ appliedCoupons: [{ id: 1 }], settings: { coupon_one_per_order: 0, coupon_promotion_exclusive: 1 } }),
      'COUPON_DUPLICATE',
    ],
    ['a second coupon, one per order', coupon({ id: 2 }), ctx({ appliedCoupons: [{ id: 1 }] }), 'COUPON_ONE_PER_ORDER'],
    [
      'a second coupon, several allowed',
      coupon({ id: 2 }),
      ctx({ appliedCoupons: [{ id: 1 }], settings: { coupon_one_per_order: 0, coupon_promotion_exclusive: 1 } }),
      null,
    ],
    ['inactive', coupon({ is_active: false }), ctx(), 'COUPON_NOT_AVAILABLE'],
    ['not started', coupon({ start_at: new Date(+now + day) }), ctx(), 'COUPON_NOT_AVAILABLE'],
    ['ended', coupon({ end_at: new Date(+now - day) }), ctx(), 'COUPON_NOT_AVAILABLE'],
    ['inside its dates', coupon({ start_at: new Date(+now - day), end_at: new Date(+now + day) }), ctx(), null],
    ['uses spent', coupon({ usage_limit: 10, used_count: 10 }), ctx(), 'COUPON_NOT_AVAILABLE'],
    ['uses left', coupon({ usage_limit: 10, used_count: 9 }), ctx(), null],
    ['wrong payment method', coupon({ payment_method: [2, 3] }), ctx({ paymentMethodId: 1 }), 'COUPON_PAYMENT_METHOD'],
    ['listed payment method', coupon({ payment_method: [2, 3] }), ctx({ paymentMethodId: 3 }), null],
    ['no method chosen yet', coupon({ payment_method: [2] }), ctx({ paymentMethodId: null }), null],
    ['no matching course', coupon({ courses: [9] }), ctx(), 'COUPON_NOT_APPLICABLE'],
    ['P2 count not reached', coupon({ coupon_type: 'P2', number_of_course: 4 }), ctx(), 'COUPON_NOT_APPLICABLE'],
    ['P2 count reached', coupon({ coupon_type: 'P2', number_of_course: 3 }), ctx(), null],
    [
      'amount coupon without USD amount in USD',
      coupon({ discount_amount_usd: null }),
      ctx({ currency: 'USD' }),
      'COUPON_NOT_APPLICABLE',
    ],
    ['a promotion is chosen, exclusive', coupon(), ctx({ promotionId: 7 }), 'COUPON_PROMOTION_EXCLUSIVE'],
    [
      'a promotion is chosen, combinable',
      coupon(),
      ctx({ promotionId: 7, settings: { coupon_one_per_order: 1, coupon_promotion_exclusive: 0 } }),
      null,
    ],
  ] as const)('%s → %s', (_n, c, context, code) => {
    const r = checkCoupon(c, context);
    expect(r.ok ? null : r.failure.code).toBe(code);
  });

  it('gives the discount and the reason details', () => {
    const ok = checkCoupon(coupon({ courses: [1] }), ctx());
    expect(ok.ok && ok.discount.total).toBe(50000);
    const full = checkCoupon(coupon({ usage_limit: 1, used_count: 3 }), ctx());
    expect(!full.ok && full.failure.details).toEqual({ code: 'SAVE500', reason: 'used_up' });
    expect(couponUnavailableReason(coupon({ is_active: false, used_count: 5, usage_limit: 1 }), now)).toBe('inactive');
    expect(couponUnavailableReason(coupon(), now)).toBeNull();
    expect(normaliseCouponCode('  save500 ')).toBe('SAVE500');
  });
});

describe('payment method change (spec §4: an unfit coupon is removed with a notice)', () => {
  it('keeps the coupons that fit and removes the others with COUPON_PAYMENT_METHOD', () => {
    const any = coupon({ id: 1, code: 'ANY' });
    const card = coupon({ id: 2, code: 'CARD', payment_method: [8] });
    const bank = coupon({ id: 3, code: 'BANK', payment_method: [1] });
    const r = splitCouponsByPaymentMethod([any, card, bank], 8);
    expect(r.kept.map((c) => c.code)).toEqual(['ANY', 'CARD']);
    expect(r.removed).toEqual([
      { coupon: bank, notice: { code: 'COUPON_PAYMENT_METHOD', details: { code: 'BANK', paymentMethodId: 8 } } },
    ]);
    expect(splitCouponsByPaymentMethod([any, bank], 1).removed).toEqual([]);
  });
});
