// The checkout's pure state (spec §4 transitions, §5 rules): one case per rule.
import { describe, expect, it } from 'vitest';
import type { PublicCoupon } from '@rian/contracts/checkout';
import type { PlanRow } from '@rian/domain/plans';
import { makePlanRow } from '@rian/domain/plan-fixtures.test-helpers';
import type { DealSettings } from '@rian/domain/deal-discount';
import type { CheckoutLine } from '../../lib/cart-lines.ts';
import { checkoutReducer, initialChoices, type CheckoutChoices } from './checkout-choices.ts';
import {
  buildOrderBody,
  checkoutGate,
  couponFailures,
  orderKey,
  summarizeCheckout,
  type CheckoutLookups,
} from './checkout-state.ts';
import type { CheckoutPromotion } from './domain-adapters.ts';

const NOW = new Date('2026-03-01T05:00:00Z');
const OPEN: DealSettings = { coupon_one_per_order: 0, coupon_promotion_exclusive: 0 };
const EXCLUSIVE: DealSettings = { coupon_one_per_order: 0, coupon_promotion_exclusive: 1 };

function plan(id: number, courseId: number, price: number, extra: Partial<PlanRow> = {}): PlanRow {
  return makePlanRow({ id, course_id: courseId, price, sort: id, ...extra });
}

function promotion(id: number, amount: number, extra: Partial<CheckoutPromotion> = {}): CheckoutPromotion {
  return {
    id,
    title: `โปร ${id}`,
    title_en: null,
    description: '',
    promotion_type: 'P1',
    courses: [],
    number_of_course: 1,
    discount_type: 'amount',
    discount_amont: amount,
    discount_amount_usd: null,
    start_at: null,
    end_at: null,
    is_active: true,
    ...extra,
  };
}

function coupon(id: number, code: string, extra: Partial<PublicCoupon> = {}): PublicCoupon {
  return {
    id,
    code,
    name: code,
    products: [],
    courses: [],
    payment_method: [],
    coupon_type: 'P1',
    number_of_course: 1,
    discount_type: 'amount',
    discount_amont: 10_000,
    discount_amount_usd: null,
    start_at: null,
    end_at: null,
    ...extra,
  };
}

function lookups(over: Partial<CheckoutLookups> = {}): CheckoutLookups {
  return {
    settings: { ...OPEN, vat_rate_bp: 700, vat_included: 1 },
    viewer: { loggedIn: true, isStudent: true, ownedCourseIds: new Set() },
    courses: [
      { id: 1, title: 'คอร์ส A', start_reg_date: null, end_reg_date: null, seat: null, seats_taken: 0 },
      { id: 2, title: 'คอร์ส B', start_reg_date: null, end_reg_date: null, seat: null, seats_taken: 0 },
    ],
    plans: [plan(11, 1, 490_000), plan(21, 2, 150_000)],
    products: [{ id: 7, title: 'หนังสือ', price: 35_000, price_usd: null }],
    promotions: [],
    profile: { tax_person_type: null, is_require_tax_invoice: 0 },
    ...over,
  };
}

const courseA: CheckoutLine = { kind: 'course', course_id: 1, plan_id: 11 };
const book: CheckoutLine = { kind: 'product', product_id: 7, quantity: 2 };

function choices(over: Partial<CheckoutChoices> = {}): CheckoutChoices {
  return { ...initialChoices('THB'), paymentMethodId: 1, paymentMethodSet: true, ...over };
}

describe('payment method preselection (spec §9)', () => {
  it('takes the server’s first method', () => {
    const s = checkoutReducer(initialChoices('THB'), {
      type: 'presetPaymentMethod',
      methodIds: [1, 2],
      selected: 1,
      unavailable: [],
    });
    expect(s.paymentMethodId).toBe(1);
  });

  it('skips bank transfer when it cannot be used and runs only once', () => {
    let s = checkoutReducer(initialChoices('THB'), {
      type: 'presetPaymentMethod',
      methodIds: [1, 8],
      selected: 1,
      unavailable: [1],
    });
    expect(s.paymentMethodId).toBe(8);
    s = checkoutReducer(s, { type: 'presetPaymentMethod', methodIds: [2], selected: 2, unavailable: [] });
    expect(s.paymentMethodId).toBe(8);
  });

  it('leaves none chosen when no method is enabled', () => {
    const s = checkoutReducer(initialChoices('THB'), {
      type: 'presetPaymentMethod',
      methodIds: [],
      selected: 1,
      unavailable: [],
    });
    expect(s.paymentMethodId).toBeNull();
  });
});

describe('promotion auto-selection (spec §4)', () => {
  const eligible = [
    { promotion: promotion(1, 20_000), discount: 20_000 },
    { promotion: promotion(2, 50_000), discount: 50_000 },
  ];

  it('selects the highest discount once, and never again after the buyer changes it', () => {
    let s = checkoutReducer(choices(), { type: 'autoSelectPromotion', eligible, settings: OPEN });
    expect(s.promotion).toEqual({ promotionId: 2, alreadyAutoSelected: true });
    s = checkoutReducer(s, { type: 'choosePromotion', promotionId: 1, settings: OPEN });
    s = checkoutReducer(s, { type: 'autoSelectPromotion', eligible, settings: OPEN });
    expect(s.promotion.promotionId).toBe(1);
  });

  it('waits while nothing is eligible', () => {
    const s = checkoutReducer(choices(), { type: 'autoSelectPromotion', eligible: [], settings: OPEN });
    expect(s.promotion).toEqual({ promotionId: null, alreadyAutoSelected: false });
  });

  it('does not drop an exclusive coupon the buyer applied', () => {
    const s = checkoutReducer(choices({ coupons: [coupon(5, 'SAVE')] }), {
      type: 'autoSelectPromotion',
      eligible,
      settings: EXCLUSIVE,
    });
    expect(s.promotion.promotionId).toBeNull();
    expect(s.coupons).toHaveLength(1);
  });
});

describe('coupon and promotion switch (spec §4)', () => {
  it('asks before a coupon replaces the chosen promotion, then drops the promotion', () => {
    const start = choices({ promotion: { promotionId: 2, alreadyAutoSelected: true } });
    const asked = checkoutReducer(start, { type: 'addCoupon', coupon: coupon(5, 'SAVE'), settings: EXCLUSIVE });
    expect(asked.pendingSwitch).toMatchObject({ side: 'coupon', drops: 'promotion' });
    expect(asked.coupons).toHaveLength(0);
    const done = checkoutReducer(asked, { type: 'confirmSwitch', settings: EXCLUSIVE });
    expect(done.coupons.map((c) => c.code)).toEqual(['SAVE']);
    expect(done.promotion.promotionId).toBeNull();
    expect(done.pendingSwitch).toBeNull();
  });

  it('asks before a promotion replaces the coupons; cancelling keeps everything', () => {
    const start = choices({ coupons: [coupon(5, 'SAVE')], promotion: { promotionId: null, alreadyAutoSelected: true } });
    const asked = checkoutReducer(start, { type: 'choosePromotion', promotionId: 3, settings: EXCLUSIVE });
    expect(asked.pendingSwitch).toMatchObject({ side: 'promotion', promotionId: 3, drops: 'coupon' });
    const kept = checkoutReducer(asked, { type: 'cancelSwitch' });
    expect(kept.coupons).toHaveLength(1);
    expect(kept.promotion.promotionId).toBeNull();
    const switched = checkoutReducer(asked, { type: 'confirmSwitch', settings: EXCLUSIVE });
    expect(switched.coupons).toHaveLength(0);
    expect(switched.promotion.promotionId).toBe(3);
  });

  it('combines both without asking when the setting is off', () => {
    const start = choices({ promotion: { promotionId: 2, alreadyAutoSelected: true } });
    const s = checkoutReducer(start, { type: 'addCoupon', coupon: coupon(5, 'SAVE'), settings: OPEN });
    expect(s.pendingSwitch).toBeNull();
    expect(s.coupons).toHaveLength(1);
    expect(s.promotion.promotionId).toBe(2);
  });
});

describe('payment method change (spec §4)', () => {
  it('removes a coupon that does not fit the new method, with a notice', () => {
    const start = choices({ paymentMethodId: 8, coupons: [coupon(5, 'CARDONLY', { payment_method: [8] }), coupon(6, 'ANY')] });
    const s = checkoutReducer(start, { type: 'setPaymentMethod', id: 1 });
    expect(s.coupons.map((c) => c.code)).toEqual(['ANY']);
    expect(s.notices).toHaveLength(1);
    expect(s.notices[0]?.failure).toMatchObject({ code: 'COUPON_PAYMENT_METHOD', details: { code: 'CARDONLY' } });
    const dismissed = checkoutReducer(s, { type: 'dismissNotice', id: s.notices[0]!.id });
    expect(dismissed.notices).toHaveLength(0);
  });
});

describe('live summary (validateOrder on the server’s inputs)', () => {
  it('prices a course with the chosen promotion and VAT included', () => {
    const l = lookups({ promotions: [promotion(1, 40_000)] });
    const s = summarizeCheckout([courseA], choices({ promotion: { promotionId: 1, alreadyAutoSelected: true } }), l, NOW);
    expect(s.failures).toEqual([]);
    expect(s.cart).toMatchObject({
      amount: 490_000,
      promotionDiscount: 40_000,
      discount: 40_000,
      total: 450_000,
      vatIncluded: true,
    });
    expect(s.cart?.vat).toBe(29_439); // 450000 × 700 / 10700
  });

  it('requires a promotion when one is eligible and none is chosen (spec §5)', () => {
    const s = summarizeCheckout([courseA], choices(), lookups({ promotions: [promotion(1, 40_000)] }), NOW);
    expect(s.eligible.map((e) => e.promotion.id)).toEqual([1]);
    expect(s.failures.map((f) => f.code)).toContain('PROMOTION_REQUIRED');
  });

  it('leaves out a chosen promotion the cart can no longer take', () => {
    const l = lookups({ promotions: [promotion(1, 40_000, { courses: [2] })] });
    const s = summarizeCheckout([courseA], choices({ promotion: { promotionId: 1, alreadyAutoSelected: true } }), l, NOW);
    expect(s.request.promotion_id).toBeNull();
    expect(s.failures).toEqual([]);
  });

  it('needs a plan for every course', () => {
    const s = summarizeCheckout([{ kind: 'course', course_id: 1, plan_id: null }], choices(), lookups(), NOW);
    expect(s.cart).toBeNull();
    expect(s.failures.map((f) => f.code)).toEqual(['NO_PRICING_PLAN']);
  });

  it('asks for the shipping address and fee when the cart has products (spec §5 notices)', () => {
    const s = summarizeCheckout([courseA, book], choices(), lookups(), NOW);
    expect(s.failures.map((f) => f.code)).toEqual(['SHIPPING_REQUIRED', 'SHIPPING_FEE_REQUIRED']);
  });

  it('adds the chosen shipping fee for products', () => {
    const s = summarizeCheckout([book], choices({ shipping: { addressId: 3, feeId: 4, feePrice: 5_000 } }), lookups(), NOW);
    expect(s.failures).toEqual([]);
    expect(s.cart).toMatchObject({
      amount: 70_000,
      shippingFeePrice: 5_000,
      shippingFeeId: 4,
      shippingAddressId: 3,
      total: 75_000,
    });
  });

  it('shows MIN_AMOUNT for Omise methods under 20 baht (spec §5)', () => {
    const l = lookups({ plans: [plan(11, 1, 1_500)] });
    const s = summarizeCheckout([courseA], choices({ paymentMethodId: 8 }), l, NOW);
    expect(s.failures.map((f) => f.code)).toEqual(['MIN_AMOUNT']);
    const bank = summarizeCheckout([courseA], choices({ paymentMethodId: 1 }), l, NOW);
    expect(bank.failures).toEqual([]);
  });

  it('refuses a second coupon when the site allows one per order', () => {
    const l = lookups({
      settings: { coupon_one_per_order: 1, coupon_promotion_exclusive: 0, vat_rate_bp: 700, vat_included: 1 },
    });
    const s = summarizeCheckout([courseA], choices({ coupons: [coupon(5, 'A'), coupon(6, 'B')] }), l, NOW);
    expect(s.failures.map((f) => f.code)).toEqual(['COUPON_ONE_PER_ORDER']);
  });

  it('ties a coupon failure to its chip', () => {
    const l = lookups();
    const s = summarizeCheckout([courseA], choices({ coupons: [coupon(5, 'ONLY2', { courses: [2] })] }), l, NOW);
    expect(couponFailures(s.failures, { id: 5, code: 'ONLY2' }).map((f) => f.code)).toEqual(['COUPON_NOT_APPLICABLE']);
  });

  it('withholds 3 % of the service value excluding VAT for a juristic person with a tax invoice', () => {
    const l = lookups({ profile: { tax_person_type: 'juristic_person', is_require_tax_invoice: 1 } });
    const s = summarizeCheckout([courseA], choices({ withholding: { checked: true, percent: 3 } }), l, NOW);
    // 4,900.00 incl. 7 % VAT → 4,579.44 excl. VAT; 3 % is 137.38.
    expect(s.withholdingBase).toBe(457_944);
    expect(s.cart).toMatchObject({ withholdingPercent: 3, withholdingPrice: 13_738, total: 476_262 });
  });

  it('flags a default plan of an owned course as already owned', () => {
    const l = lookups({ viewer: { loggedIn: true, isStudent: true, ownedCourseIds: new Set([1]) } });
    const s = summarizeCheckout([courseA], choices(), l, NOW);
    expect(s.failures).toEqual([{ code: 'COURSE_DUPLICATE', details: { courseIds: [1], names: ['คอร์ส A'] } }]);
  });
});

describe('submit gate (spec §4)', () => {
  const ok = summarizeCheckout([courseA], choices(), lookups(), NOW);

  it('is closed for an empty cart, with the empty-cart notice', () => {
    expect(checkoutGate({ lineCount: 0, loading: false, submitting: false, summary: null, extra: [] })).toEqual({
      canSubmit: false,
      notices: [{ code: 'CART_EMPTY' }],
    });
  });

  it('is closed while loading or submitting', () => {
    expect(checkoutGate({ lineCount: 1, loading: true, submitting: false, summary: ok, extra: [] }).canSubmit).toBe(false);
    expect(checkoutGate({ lineCount: 1, loading: false, submitting: true, summary: ok, extra: [] }).canSubmit).toBe(false);
    expect(checkoutGate({ lineCount: 1, loading: false, submitting: false, summary: ok, extra: [] }).canSubmit).toBe(true);
  });

  it('is closed when shipping is missing for products', () => {
    const s = summarizeCheckout([book], choices(), lookups(), NOW);
    const gate = checkoutGate({ lineCount: 1, loading: false, submitting: false, summary: s, extra: [] });
    expect(gate.canSubmit).toBe(false);
    expect(gate.notices.map((n) => n.code)).toContain('SHIPPING_REQUIRED');
  });

  it('is closed by a failure known outside the order rules', () => {
    const gate = checkoutGate({
      lineCount: 1,
      loading: false,
      submitting: false,
      summary: ok,
      extra: [{ code: 'STUDENT_ONLY' }],
    });
    expect(gate).toEqual({ canSubmit: false, notices: [{ code: 'STUDENT_ONLY' }] });
  });
});

describe('order payload (spec §3)', () => {
  it('carries the summary’s figures and per-course pricing', () => {
    const l = lookups({ promotions: [promotion(1, 40_000)] });
    const c = choices({ promotion: { promotionId: 1, alreadyAutoSelected: true }, coupons: [coupon(5, 'SAVE')] });
    const s = summarizeCheckout([courseA, book], { ...c, shipping: { addressId: 3, feeId: 4, feePrice: 5_000 } }, l, NOW);
    expect(s.cart).not.toBeNull();
    const body = buildOrderBody(s.request, s.cart!, 42, 'cart');
    expect(body).toEqual({
      user_id: 42,
      course_id: [1],
      pricingplan_id: [11],
      courses: [{ course_id: 1, price: 490_000, discount: 50_000, promotion_id: 1, coupon_ids: [5] }],
      products: [{ product_id: 7, quantity: 2 }],
      payment_method_id: 1,
      coupon_id: [5],
      promotion_id: 1,
      status: 'notYetReceived',
      price: 560_000,
      discount: 50_000,
      shipping_fee: 5_000,
      currency_code: 'THB',
      cancel_at: null,
      shipping_address_id: 3,
      shipping_fee_id: 4,
      is_withholding: 0,
      withholding_percent: null,
      source: 'cart',
    });
    // The same cart and choices give the same key, whoever sends it.
    expect(orderKey(body)).toBe(orderKey({ ...body, user_id: 7 }));
    expect(orderKey(body)).not.toBe(orderKey({ ...body, payment_method_id: 2 }));
  });
});

describe('coupon refresh after a price change', () => {
  it('drops coupons the server no longer honours, with COUPON_NOT_AVAILABLE', () => {
    const s = checkoutReducer(choices({ coupons: [coupon(5, 'A'), coupon(6, 'B')] }), {
      type: 'refreshCoupons',
      usable: [coupon(6, 'B', { discount_amont: 5_000 })],
    });
    expect(s.coupons).toEqual([coupon(6, 'B', { discount_amont: 5_000 })]);
    expect(s.notices.map((n) => n.failure)).toEqual([{ code: 'COUPON_NOT_AVAILABLE', details: { code: 'A' } }]);
  });
});
