// Table tests for order validation (spec §5 Order and Coupon, §8 order codes): one row per rule, each
// with a passing and a failing case.
import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupons.ts';
import { makeCoupon, makePromotion } from './deal-fixtures.test-helpers.ts';
import { makePlanRow } from './plan-fixtures.test-helpers.ts';
import { validateOrder, type OrderContext, type OrderCourse, type OrderRequest } from './order-validation.ts';
import type { PlanRow } from './plans.ts';
import type { Promotion } from './promotions.ts';

const day = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');

const course = (id: number, over: Partial<OrderCourse> = {}): OrderCourse => ({
  id,
  title: `Course ${id}`,
  start_reg_date: null,
  end_reg_date: null,
  seat: null,
  seats_taken: 0,
  ...over,
});

const plan = (id: number, courseId: number, over: Partial<PlanRow> = {}): PlanRow =>
  makePlanRow({ id, course_id: courseId, price_usd: 4500, is_default: 1, ...over });

const coupon: Coupon = makeCoupon({
  id: 50,
  code: 'SAVE',
  payment_method: [1],
  discount_amont: 10000,
  discount_amount_usd: 300,
  usage_limit: 5,
});

const promotion: Promotion = makePromotion({ id: 70, courses: [2] });

const request = (over: Partial<OrderRequest> = {}): OrderRequest => ({
  currency: 'THB',
  courses: [{ course_id: 1, pricingplan_id: 11 }],
  products: [],
  payment_method_id: 1,
  coupon_ids: [],
  promotion_id: null,
  shipping_address_id: null,
  shipping_fee_id: null,
  is_withholding: false,
  withholding_percent: null,
  ...over,
});

const context = (over: Partial<OrderContext> = {}): OrderContext => ({
  now,
  viewer: { loggedIn: true, isStudent: true, ownedCourseIds: new Set() },
  courses: [course(1), course(2), course(3, { seat: 10, seats_taken: 10 }), course(4, { end_reg_date: new Date(+now - day) })],
  plans: [
    plan(11, 1),
    plan(12, 1, { pricing_type: 'renew', is_default: 0, price: 90000 }),
    plan(13, 1, { price_usd: null }),
    plan(14, 1, { is_for_member: 1 }),
    plan(15, 1, { status_show: 0 }),
    plan(21, 2),
    plan(31, 3),
    plan(32, 3, { pricing_type: 'renew', is_default: 0 }),
    plan(41, 4),
  ],
  products: [
    { id: 5, title: 'Workbook', price: 35000, price_usd: null },
    { id: 6, title: 'Pen', price: 5000, price_usd: 150 },
  ],
  shippingFees: [
    { id: 8, price: 5000, price_usd: 200 },
    { id: 9, price: 3000, price_usd: null },
  ],
  coupons: [coupon],
  promotions: [promotion],
  settings: { coupon_one_per_order: 1, coupon_promotion_exclusive: 1, vat_rate_bp: 700, vat_included: 1 },
  profile: { tax_person_type: 'normal_person', is_require_tax_invoice: 0 },
  ...over,
});

const owner = (...ids: number[]) => ({ viewer: { loggedIn: true, isStudent: true, ownedCourseIds: new Set(ids) } });
const visitor = { viewer: { loggedIn: false, isStudent: false, ownedCourseIds: new Set<number>() } };
const withProduct = { products: [{ product_id: 6, quantity: 2 }], shipping_address_id: 3, shipping_fee_id: 8 };

const codes = (req: OrderRequest, ctx: OrderContext) => {
  const r = validateOrder(req, ctx);
  return r.ok ? [] : r.failures.map((f) => f.code);
};

describe('validateOrder (spec §5)', () => {
  it.each([
    ['a valid one-course order', request(), context(), []],
    // at least one course or product
    ['an empty cart', request({ courses: [] }), context(), ['CART_EMPTY']],
    ['a product-only cart', request({ courses: [], ...withProduct }), context(), []],
    // no duplicate course
    [
      'a course twice',
      request({
        courses: [
          { course_id: 1, pricingplan_id: 11 },
          { course_id: 1, pricingplan_id: 11 },
        ],
      }),
      context(),
      ['CART_DUPLICATE_COURSE'],
    ],
    [
      'two different courses',
      request({
        courses: [
          { course_id: 1, pricingplan_id: 11 },
          { course_id: 2, pricingplan_id: 21 },
        ],
        promotion_id: 70,
      }),
      context(),
      [],
    ],
    // a plan for every course
    ['no plan chosen', request({ courses: [{ course_id: 1, pricingplan_id: null }] }), context(), ['NO_PRICING_PLAN']],
    ['another course’s plan', request({ courses: [{ course_id: 1, pricingplan_id: 21 }] }), context(), ['NO_PRICING_PLAN']],
    ['a hidden plan', request({ courses: [{ course_id: 1, pricingplan_id: 15 }] }), context(), ['NO_PRICING_PLAN']],
    [
      'a member-only plan for a visitor',
      request({ courses: [{ course_id: 1, pricingplan_id: 14 }] }),
      context(visitor),
      ['NO_PRICING_PLAN'],
    ],
    ['a member-only plan for a member', request({ courses: [{ course_id: 1, pricingplan_id: 14 }] }), context(), []],
    ['a renew plan for a newcomer', request({ courses: [{ course_id: 1, pricingplan_id: 12 }] }), context(), ['NO_PRICING_PLAN']],
    // owned courses
    ['re-buying an owned course with a default plan', request(), context(owner(1)), ['COURSE_DUPLICATE']],
    ['renewing an owned course', request({ courses: [{ course_id: 1, pricingplan_id: 12 }] }), context(owner(1)), []],
    ['owning another course', request(), context(owner(2)), []],
    // payment method
    ['no payment method', request({ payment_method_id: null }), context(), ['NO_PAYMENT_METHOD']],
    // shipping for products
    [
      'a product without shipping address',
      request({ ...withProduct, shipping_address_id: null }),
      context(),
      ['SHIPPING_REQUIRED'],
    ],
    ['a product without shipping fee', request({ ...withProduct, shipping_fee_id: null }), context(), ['SHIPPING_FEE_REQUIRED']],
    [
      'a product with an unknown shipping fee',
      request({ ...withProduct, shipping_fee_id: 99 }),
      context(),
      ['SHIPPING_FEE_REQUIRED'],
    ],
    ['a course without shipping', request({ shipping_address_id: null, shipping_fee_id: null }), context(), []],
    // USD prices
    ['USD with USD prices everywhere', request({ currency: 'USD', ...withProduct }), context(), []],
    [
      'USD plan without USD price',
      request({ currency: 'USD', courses: [{ course_id: 1, pricingplan_id: 13 }] }),
      context(),
      ['NO_USD_PRICE'],
    ],
    [
      'USD product without USD price',
      request({ currency: 'USD', ...withProduct, products: [{ product_id: 5, quantity: 1 }] }),
      context(),
      ['NO_USD_PRICE'],
    ],
    [
      'USD shipping fee without USD price',
      request({ currency: 'USD', ...withProduct, shipping_fee_id: 9 }),
      context(),
      ['NO_USD_PRICE'],
    ],
    // seats and registration window
    ['a full class', request({ courses: [{ course_id: 3, pricingplan_id: 31 }] }), context(), ['NO_MORE_SEAT']],
    ['a full class renewed by its owner', request({ courses: [{ course_id: 3, pricingplan_id: 32 }] }), context(owner(3)), []],
    ['registration closed', request({ courses: [{ course_id: 4, pricingplan_id: 41 }] }), context(), ['TIME_LEFT']],
    // unknown rows
    ['an unknown course', request({ courses: [{ course_id: 99, pricingplan_id: 11 }] }), context(), ['NOT_FOUND']],
    ['an unknown product', request({ ...withProduct, products: [{ product_id: 99, quantity: 1 }] }), context(), ['NOT_FOUND']],
  ] as const)('%s → %j', (_n, req, ctx, expected) => expect(codes(req, ctx)).toEqual(expected));
});

describe('validateOrder: coupons and promotions (spec §4, §5 Coupon)', () => {
  const course2 = { courses: [{ course_id: 2, pricingplan_id: 21 }] };
  it.each([
    ['a coupon that fits', request({ coupon_ids: [50] }), context(), []],
    ['an unknown coupon', request({ coupon_ids: [51] }), context(), ['NOT_FOUND']],
    [
      'a coupon for another payment method',
      request({ coupon_ids: [50], payment_method_id: 2 }),
      context(),
      ['COUPON_PAYMENT_METHOD'],
    ],
    [
      'a used-up coupon',
      request({ coupon_ids: [50] }),
      context({ coupons: [{ ...coupon, used_count: 5 }] }),
      ['COUPON_NOT_AVAILABLE'],
    ],
    [
      'the same coupon twice',
      request({ coupon_ids: [50, 50] }),
      context({ settings: { coupon_one_per_order: 0, coupon_promotion_exclusive: 1, vat_rate_bp: 700, vat_included: 1 } }),
      ['COUPON_DUPLICATE'],
    ],
    [
      'two coupons, one per order',
      request({ coupon_ids: [50, 52] }),
      context({ coupons: [coupon, { ...coupon, id: 52, code: 'MORE' }] }),
      ['COUPON_ONE_PER_ORDER'],
    ],
    [
      'a P2 coupon with too few courses',
      request({ coupon_ids: [50] }),
      context({ coupons: [{ ...coupon, coupon_type: 'P2', number_of_course: 2 }] }),
      ['COUPON_NOT_APPLICABLE'],
    ],
    ['an eligible promotion chosen', request({ ...course2, promotion_id: 70 }), context(), []],
    ['an eligible promotion not chosen', request(course2), context(), ['PROMOTION_REQUIRED']],
    ['a coupon instead of the promotion, exclusive', request({ ...course2, coupon_ids: [50] }), context(), []],
    [
      'a coupon and the promotion, exclusive',
      request({ ...course2, coupon_ids: [50], promotion_id: 70 }),
      context(),
      ['COUPON_PROMOTION_EXCLUSIVE'],
    ],
    [
      'a coupon and the promotion, combinable',
      request({ ...course2, coupon_ids: [50], promotion_id: 70 }),
      context({ settings: { coupon_one_per_order: 1, coupon_promotion_exclusive: 0, vat_rate_bp: 700, vat_included: 1 } }),
      [],
    ],
    ['a promotion for other courses', request({ promotion_id: 70 }), context(), ['PROMOTION_NOT_APPLICABLE']],
  ] as const)('%s → %j', (_n, req, ctx, expected) => expect(codes(req, ctx)).toEqual(expected));
});

describe('validateOrder: totals (spec §5, §9)', () => {
  it('returns the cart with the discounts applied', () => {
    const r = validateOrder(
      request({ courses: [{ course_id: 2, pricingplan_id: 21 }], promotion_id: 70, ...withProduct }),
      context(),
    );
    expect(r.ok).toBe(true);
    expect(r.cart).toMatchObject({
      amount: 160000,
      discount: 15000,
      shippingFeePrice: 5000,
      shippingFeeId: 8,
      shippingAddressId: 3,
      total: 150000,
    });
  });

  it('requires 20 baht for methods 8 and 9', () => {
    const cheap = context({ plans: [plan(11, 1, { price: 1500 })] });
    expect(codes(request({ payment_method_id: 8 }), cheap)).toEqual(['MIN_AMOUNT']);
    expect(codes(request({ payment_method_id: 9 }), cheap)).toEqual(['MIN_AMOUNT']);
    expect(codes(request({ payment_method_id: 1 }), cheap)).toEqual([]);
    expect(codes(request({ payment_method_id: 8 }), context())).toEqual([]);
  });

  it('allows withholding only for a juristic person with a tax invoice', () => {
    const req = request({ is_withholding: true, withholding_percent: 3 });
    expect(codes(req, context())).toEqual(['WITHHOLDING_NOT_ALLOWED']);
    const juristic = context({ profile: { tax_person_type: 'juristic_person', is_require_tax_invoice: true } });
    const r = validateOrder(req, juristic);
    expect(r.ok && [r.cart.withholdingPercent, r.cart.withholdingPrice]).toEqual([3, 4206]);
  });

  it('reports every failure at once, with the course names', () => {
    const r = validateOrder(
      request({
        courses: [
          { course_id: 1, pricingplan_id: 11 },
          { course_id: 3, pricingplan_id: 31 },
          { course_id: 4, pricingplan_id: null },
        ],
        payment_method_id: null,
      }),
      context(owner(1)),
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.failures).toEqual([
      { code: 'NO_PRICING_PLAN', details: { courseIds: [4], names: ['Course 4'] } },
      { code: 'COURSE_DUPLICATE', details: { courseIds: [1], names: ['Course 1'] } },
      { code: 'NO_MORE_SEAT', details: { courseIds: [3], names: ['Course 3'] } },
      { code: 'NO_PAYMENT_METHOD' },
    ]);
    expect(r.cart).toBeNull();
  });
});
