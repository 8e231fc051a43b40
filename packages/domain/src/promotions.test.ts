// Table tests for promotions (spec §3 Promotion, §4 auto-selection once and coupon/promotion
// exclusivity, §5 "a promotion must be chosen when a combinable promotion exists").
import { describe, expect, it } from 'vitest';
import type { CourseLine, DealSettings } from './deal-discount.ts';
import {
  autoSelectPromotion,
  checkPromotionChoice,
  chooseDeal,
  findBestPromotion,
  findDealConflict,
  isPromotionRunning,
  listEligiblePromotions,
  type DealSelection,
  type EligiblePromotion,
  type Promotion,
} from './promotions.ts';
import { makePromotion } from './deal-fixtures.test-helpers.ts';

const day = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');
const exclusive: DealSettings = { coupon_one_per_order: 1, coupon_promotion_exclusive: 1 };
const combinable: DealSettings = { coupon_one_per_order: 1, coupon_promotion_exclusive: 0 };

const promo = (over: Partial<Promotion> = {}): Promotion => makePromotion({ title: 'Back to school', ...over });

const lines: CourseLine[] = [
  { course_id: 1, price: 300000 },
  { course_id: 2, price: 100000 },
];

describe('eligible promotions (spec §3, §5)', () => {
  it.each([
    ['running P1 percent', promo(), 'THB', 40000],
    ['P1 amount on matching courses', promo({ discount_type: 'amount', discount_amont: 20000, courses: [2] }), 'THB', 20000],
    [
      'P2 with enough courses',
      promo({ promotion_type: 'P2', number_of_course: 2, discount_type: 'amount', discount_amont: 50000 }),
      'THB',
      50000,
    ],
    ['P2 with too few courses', promo({ promotion_type: 'P2', number_of_course: 3 }), 'THB', null],
    ['no matching course', promo({ courses: [9] }), 'THB', null],
    ['inactive', promo({ is_active: false }), 'THB', null],
    ['not started', promo({ start_at: new Date(+now + day) }), 'THB', null],
    ['ended', promo({ end_at: new Date(+now - day) }), 'THB', null],
    ['amount promotion without USD amount in USD', promo({ discount_type: 'amount', discount_amont: 100 }), 'USD', null],
    [
      'amount promotion with USD amount in USD',
      promo({ discount_type: 'amount', discount_amont: 100, discount_amount_usd: 500 }),
      'USD',
      1000,
    ],
    ['a zero discount is not eligible', promo({ discount_amont: 0 }), 'THB', null],
  ] as const)('%s → %s', (_n, p, currency, discount) => {
    const e = listEligiblePromotions([p], lines, currency, now);
    expect(e[0]?.discount ?? null).toBe(discount);
  });

  it('runs only when active and in its dates', () => {
    expect(isPromotionRunning(promo({ start_at: now, end_at: now }), now)).toBe(true);
    expect(isPromotionRunning(promo({ is_active: false }), now)).toBe(false);
  });
});

describe('auto-selection once (spec §4)', () => {
  const eligible: EligiblePromotion[] = [
    { promotion: promo({ id: 1 }), discount: 10000 },
    { promotion: promo({ id: 2 }), discount: 30000 },
    { promotion: promo({ id: 3 }), discount: 30000 },
  ];
  it.each([
    [
      'selects the highest discount, the earlier on a tie',
      { promotionId: null, alreadyAutoSelected: false },
      eligible,
      false,
      { promotionId: 2, alreadyAutoSelected: true },
    ],
    [
      'does nothing after the one time, even if the buyer cleared it',
      { promotionId: null, alreadyAutoSelected: true },
      eligible,
      false,
      { promotionId: null, alreadyAutoSelected: true },
    ],
    [
      'keeps the buyer’s changed choice',
      { promotionId: 1, alreadyAutoSelected: true },
      eligible,
      false,
      { promotionId: 1, alreadyAutoSelected: true },
    ],
    [
      'keeps a choice made before, and stops',
      { promotionId: 1, alreadyAutoSelected: false },
      eligible,
      false,
      { promotionId: 1, alreadyAutoSelected: true },
    ],
    [
      'waits while nothing is eligible',
      { promotionId: null, alreadyAutoSelected: false },
      [],
      false,
      { promotionId: null, alreadyAutoSelected: false },
    ],
    [
      'waits while an exclusive coupon is applied',
      { promotionId: null, alreadyAutoSelected: false },
      eligible,
      true,
      { promotionId: null, alreadyAutoSelected: false },
    ],
  ] as const)('%s', (_n, state, e, blocked, expected) => expect(autoSelectPromotion(state, e, blocked)).toEqual(expected));

  it('the UI cannot re-select: feeding the result back changes nothing', () => {
    const first = autoSelectPromotion({ promotionId: null, alreadyAutoSelected: false }, eligible, false);
    const userCleared = { ...first, promotionId: null };
    expect(autoSelectPromotion(userCleared, eligible, false)).toEqual(userCleared);
    expect(findBestPromotion([])).toBeNull();
  });
});

describe('coupon and promotion exclusivity (spec §4)', () => {
  const both: DealSelection = { couponIds: [5], promotionId: null };
  it.each([
    ['coupon over a chosen promotion, exclusive', { couponIds: [], promotionId: 1 }, 'coupon', exclusive, 'promotion'],
    ['promotion over applied coupons, exclusive', both, 'promotion', exclusive, 'coupon'],
    ['coupon with no promotion chosen', { couponIds: [], promotionId: null }, 'coupon', exclusive, null],
    ['promotion with no coupon', { couponIds: [], promotionId: 1 }, 'promotion', exclusive, null],
    ['setting off', { couponIds: [5], promotionId: 1 }, 'coupon', combinable, null],
  ] as const)('%s → drops %s', (_n, sel, side, settings, dropped) => expect(findDealConflict(sel, side, settings)).toBe(dropped));

  it('switching to a coupon drops the promotion, switching back drops the coupons', () => {
    const toCoupon = chooseDeal({ couponIds: [], promotionId: 1 }, { side: 'coupon', couponId: 5 }, exclusive);
    expect(toCoupon).toEqual({ selection: { couponIds: [5], promotionId: null }, dropped: 'promotion' });
    const back = chooseDeal(toCoupon.selection, { side: 'promotion', promotionId: 2 }, exclusive);
    expect(back).toEqual({ selection: { couponIds: [], promotionId: 2 }, dropped: 'coupon' });
  });

  it('keeps both sides when the setting is off, and does not repeat a coupon', () => {
    const r = chooseDeal({ couponIds: [5], promotionId: 1 }, { side: 'coupon', couponId: 5 }, combinable);
    expect(r).toEqual({ selection: { couponIds: [5], promotionId: 1 }, dropped: null });
    expect(chooseDeal({ couponIds: [5], promotionId: 1 }, { side: 'promotion', promotionId: 3 }, combinable).selection).toEqual({
      couponIds: [5],
      promotionId: 3,
    });
  });
});

describe('the promotion choice of an order (spec §4, §5)', () => {
  const eligible: EligiblePromotion[] = [{ promotion: promo({ id: 1 }), discount: 40000 }];
  it.each([
    ['an eligible promotion is chosen', { couponIds: [], promotionId: 1 }, eligible, exclusive, null],
    ['none chosen while one is eligible', { couponIds: [], promotionId: null }, eligible, exclusive, 'PROMOTION_REQUIRED'],
    ['none chosen, nothing eligible', { couponIds: [], promotionId: null }, [], exclusive, null],
    ['none chosen, an exclusive coupon stands in', { couponIds: [5], promotionId: null }, eligible, exclusive, null],
    [
      'none chosen, a combinable coupon does not stand in',
      { couponIds: [5], promotionId: null },
      eligible,
      combinable,
      'PROMOTION_REQUIRED',
    ],
    ['both chosen, exclusive', { couponIds: [5], promotionId: 1 }, eligible, exclusive, 'COUPON_PROMOTION_EXCLUSIVE'],
    ['both chosen, combinable', { couponIds: [5], promotionId: 1 }, eligible, combinable, null],
    [
      'a chosen promotion the cart cannot take',
      { couponIds: [], promotionId: 9 },
      eligible,
      exclusive,
      'PROMOTION_NOT_APPLICABLE',
    ],
  ] as const)('%s → %s', (_n, sel, e, settings, code) => expect(checkPromotionChoice(sel, e, settings)?.code ?? null).toBe(code));
});
