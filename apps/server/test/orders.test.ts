// Order creation and the order calls (spec §3 order payload, §4 purchase flow and free reports, §5
// order rules, §8 codes, §9 auto_cancel), through buildApp() + inject() on a database with the site
// defaults only: each test builds the courses, plans, coupons, products and buyers it orders.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { sweepOverdueOrders } from '../src/jobs/auto-cancel.ts';
import {
  aCoupon,
  aCourse,
  anAdmin,
  anInstructor,
  aProduct,
  aPromotion,
  aShippingAddress,
  aShippingFee,
  aStudent,
  aUserGroup,
  FREE_PLAN,
  grantAccess,
  type MadeCourse,
  type Person,
} from './factories/index.ts';
import { cookieOf, createTestApp, rebuild, type TestApp } from './helpers.ts';
import { deleteOrders } from './order-cleanup.ts';
import { orderPayload } from './order-payload.ts';

let t: TestApp;
const db = () => t.db.handle.db;

type Body = Record<string, unknown>;
/** An order of `course` at its first plan (or `plans`), by bank transfer, in baht, without discounts. */
const base = (course: MadeCourse | null, over: Body = {}): Body => orderPayload(course, { withholding_percent: 3, ...over });

function order(body: Body, buyer: Person) {
  return t.app.inject({ method: 'POST', url: '/private/cart/order', payload: body, headers: { cookie: buyer.cookie } });
}

async function counts() {
  const [o] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.orders);
  const [l] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.orderCourses);
  return { orders: o!.n, lines: l!.n };
}

const courseRow = async (id: number) => (await db().select().from(schema.courses).where(eq(schema.courses.id, id)))[0]!;
const couponRow = async (id: number) => (await db().select().from(schema.coupons).where(eq(schema.coupons.id, id)))[0]!;
const productRow = async (id: number) => (await db().select().from(schema.products).where(eq(schema.products.id, id)))[0]!;

/** 4,200 THB (129 USD) and a member-only plan: the plain course most tests order. */
const aPlainCourse = () =>
  aCourse(db(), {
    plans: [
      { price: 420_000, price_usd: 12_900 },
      { price: 390_000, is_for_member: 1 },
    ],
  });
/** A running promotion on the courses; the app is rebuilt because it keeps the running ones in memory. */
async function aRunningPromotion(courses: MadeCourse[], discount: number) {
  const promotion = await aPromotion(db(), { courses: courses.map((c) => c.id), discount_amont: discount });
  await rebuild(t);
  return promotion;
}
/** A 30-seat class with 3 seats left. */
const aClass = (price = 490_000) => aCourse(db(), { seat: 30, seats_taken: 27, plans: [{ price }] });

const JURISTIC_TAX = {
  tax_person_type: 'juristic_person',
  tax_name_one: 'บริษัท ตัวอย่าง จำกัด',
  tax_name_two: '00000',
  tax_payer_identification_no: '0105551234567',
  tax_address: 'กรุงเทพฯ',
  tax_postcode: '10110',
};

beforeAll(async () => {
  // spec §6: both switches on, so that a course restricted to a user group is.
  t = await createTestApp({ seed: 'defaults', settings: { course_access_rights: 1, user_group_enabled: 1 } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts without orders (the auto-cancel sweep looks at every order); access granted
  // by orders goes with them (before the orders: the link would be set to null).
  await deleteOrders(db());
});

describe('POST /private/cart/order: a valid order', () => {
  it('creates an unpaid order with the server’s own figures, cancel_at from auto_cancel, a taken seat', async () => {
    const buyer = await aStudent(db());
    const course = await aClass(490_000);
    const promotion = await aRunningPromotion([course], 50_000);
    const before = Date.now();
    const res = await order(base(course, { price: 490000, discount: 50000, promotion_id: promotion.id }), buyer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.reused).toBe(false);
    const d = body.order_detail;
    expect(d).toMatchObject({
      id: body.orderId,
      status: 'notYetReceived',
      payment_status: 'pending',
      payment_method_id: 1,
      currency_code: 'THB',
      price: 490000,
      discount: 50000,
      shipping_fee: 0,
      withholding_price: 0,
      total: 440000,
      email: buyer.user.email,
      course_ids: [course.id],
      free_report: null,
    });
    expect(d.order_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(d.courses[0]).toMatchObject({ course_id: course.id, pricing_plan_id: course.plan.id, price: 490000, discount: 50000 });
    // spec §9: cancel_at = order time + auto_cancel hours (48 in the site defaults).
    const cancelAt = Date.parse(d.cancel_at);
    expect(cancelAt - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(cancelAt - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
    expect((await courseRow(course.id)).seats_taken).toBe(28);
  });

  it('ignores the status and cancel_at the browser sends', async () => {
    const res = await order(
      base(await aPlainCourse(), { status: 'approved', cancel_at: '2099-01-01T00:00:00Z' }),
      await aStudent(db()),
    );
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    expect(d.status).toBe('notYetReceived');
    expect(d.payment_status).toBe('pending');
    expect(d.cancel_at.startsWith('2099')).toBe(false);
  });

  it('reuses the unpaid order of the same cart for the payment step, taking the newly chosen method', async () => {
    const buyer = await aStudent(db());
    const course = await aPlainCourse();
    const first = (await order(base(course), buyer)).json();
    const again = await order(base(course, { payment_method_id: 4 }), buyer);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ orderId: first.orderId, reused: true });
    expect(again.json().order_detail.payment_method_id).toBe(4);
    expect((await counts()).orders).toBe(1);
    // A different cart is a different order.
    const other = await order(base(course, { pricingplan_id: [course.plans[1]!.id] }), buyer);
    expect(other.json().orderId).not.toBe(first.orderId);
  });

  it('prices in USD when asked, and refuses a course without a USD price (NO_USD_PRICE)', async () => {
    const buyer = await aStudent(db());
    const usd = await order(base(await aPlainCourse(), { currency_code: 'USD', price: 12900 }), buyer);
    expect(usd.statusCode).toBe(200);
    expect(usd.json().order_detail).toMatchObject({ currency_code: 'USD', price: 12900, total: 12900 });
    const bahtOnly = await aCourse(db(), { plans: [{ price: 450_000, price_usd: null }] });
    const none = await order(base(bahtOnly, { currency_code: 'USD' }), buyer);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('NO_USD_PRICE');
  });

  it('applies a coupon, counts its use, and splits the discount per course (spec §3 courses)', async () => {
    const a = await aCourse(db(), { plans: [{ price: 290_000 }] });
    const b = await aCourse(db(), { plans: [{ price: 99_000 }] });
    const tenPercent = await aCoupon(db(), { discount_type: 'percent', discount_amont: 10 });
    const res = await order(
      base(a, { course_id: [a.id, b.id], pricingplan_id: [a.plan.id, b.plan.id], coupon_id: [tenPercent.id] }),
      await aStudent(db()),
    );
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    expect(d.price).toBe(290000 + 99000);
    // 10 % of each course.
    expect(d.discount).toBe(29000 + 9900);
    expect(d.courses.map((c: { discount: number }) => c.discount)).toEqual([29000, 9900]);
    expect((await couponRow(tenPercent.id)).used_count).toBe(1);
  });

  it('sells a product with shipping: address snapshot, fee, stock held', async () => {
    const buyer = await aStudent(db());
    const product = await aProduct(db(), { price: 35_000, available_qty: 120 });
    const fee = await aShippingFee(db(), { price: 5_000 });
    const addr = await aShippingAddress(db(), buyer.id, { postcode: '10110' });
    const res = await order(
      base(null, {
        products: [{ product_id: product.id, quantity: 2 }],
        shipping_address_id: addr.id,
        shipping_fee_id: fee.id,
        price: 70000,
        shipping_fee: 5000,
      }),
      buyer,
    );
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    expect(d).toMatchObject({ price: 70000, shipping_fee: 5000, total: 75000 });
    expect(d.products).toEqual([expect.objectContaining({ product_id: product.id, price: 35000, quantity: 2 })]);
    expect(d.shipping_address).toMatchObject({ postcode: '10110' });
    expect((await productRow(product.id)).available_qty).toBe(118);
  });
});

describe('POST /private/cart/order: free orders (spec §4)', () => {
  it('a free plan is AutoFree: approved at once, access granted, cart cleared', async () => {
    const buyer = await aStudent(db());
    const free = await aCourse(db(), { plans: [FREE_PLAN] });
    await db().insert(schema.cartItems).values({ user_id: buyer.id, course_id: free.id, pricing_plan_id: free.plan.id });
    const res = await order(base(free, { price: 0 }), buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json().order_detail).toMatchObject({
      status: 'approved',
      payment_status: 'approved',
      total: 0,
      free_report: 'AutoFree',
    });
    const access = await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.user_id, buyer.id));
    expect(access.map((a) => a.course_id)).toContain(free.id);
    // spec §4: Free plans are unlimited.
    expect(access.find((a) => a.course_id === free.id)!.expires_at).toBeNull();
    expect(await db().select().from(schema.cartItems).where(eq(schema.cartItems.user_id, buyer.id))).toHaveLength(0);
  });

  it('a free plan that needs approval is NeedApprovedFree: pending, no access yet', async () => {
    const buyer = await aStudent(db());
    const course = await aCourse(db(), { plans: [{ ...FREE_PLAN, need_approval: 1 }, { price: 150_000 }] });
    const res = await order(base(course), buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json().order_detail).toMatchObject({
      status: 'pendingApproved',
      payment_status: 'pending',
      free_report: 'NeedApprovedFree',
    });
    const access = await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.course_id, course.id));
    expect(access).toHaveLength(0);
    const reports = await db().select().from(schema.paymentReports);
    expect(reports).toEqual([expect.objectContaining({ report_type: 'NeedApprovedFree', status: 'pending' })]);
    // While it waits, buying the course again is a duplicate (spec §8 COURSE_DUPLICATE).
    const again = await order(base(course, { pricingplan_id: [course.plans[1]!.id] }), buyer);
    expect(again.json().error.code).toBe('COURSE_DUPLICATE');
  });
});

describe('POST /private/cart/order: bad input gets its §8 code and writes nothing', () => {
  /** What the refusals below order: built once, since none of them writes anything. */
  interface World {
    buyer: Person;
    owner: Person;
    other: Person;
    course: MadeCourse;
    elsewhere: MadeCourse;
    withHidden: MadeCourse;
    unpublished: MadeCourse;
    inPromotion: MadeCourse;
    promotionId: number;
    full: MadeCourse;
    closed: MadeCourse;
    forGroup: MadeCourse;
    owned: MadeCourse;
    coupons: { plain: number; other: number; elsewhere: number; transferOnly: number; expired: number };
    productId: number;
  }
  let w: World;
  beforeAll(async () => {
    const [buyer, owner, other] = [await aStudent(db()), await aStudent(db()), await aStudent(db())];
    const course = await aPlainCourse();
    const elsewhere = await aCourse(db());
    const inPromotion = await aCourse(db(), { plans: [{ price: 450_000 }] });
    const owned = await aCourse(db(), { plans: [{}, { pricing_type: 'renew' }] });
    await grantAccess(db(), owner.id, owned.id);
    const past = (days: number) => new Date(Date.now() - days * 86_400_000);
    w = {
      buyer,
      owner,
      other,
      course,
      elsewhere,
      withHidden: await aCourse(db(), { plans: [{}, { status_show: 0 }] }),
      unpublished: await aCourse(db(), { is_published: false }),
      inPromotion,
      promotionId: (await aRunningPromotion([inPromotion], 50_000)).id,
      full: await aCourse(db(), { seat: 20, seats_taken: 20 }),
      closed: await aCourse(db(), { start_reg_date: past(30), end_reg_date: past(1) }),
      forGroup: await aCourse(db(), { course_for_user_group: [await aUserGroup(db(), [other.id])] }),
      owned,
      coupons: {
        plain: (await aCoupon(db())).id,
        other: (await aCoupon(db())).id,
        elsewhere: (await aCoupon(db(), { courses: [elsewhere.id] })).id,
        transferOnly: (await aCoupon(db(), { payment_method: [1] })).id,
        expired: (await aCoupon(db(), { start_at: past(30), end_at: past(1) })).id,
      },
      productId: (await aProduct(db())).id,
    };
  });

  const cases: [string, (w: World) => Body, number, string, ((w: World) => Person)?][] = [
    ['a tampered price', (w) => base(w.course, { price: 100 }), 409, 'PRICE_CHANGED'],
    ['a tampered discount', (w) => base(w.course, { discount: 290000 }), 409, 'PRICE_CHANGED'],
    ['a plan of another course', (w) => base(w.course, { pricingplan_id: [w.elsewhere.plan.id] }), 400, 'NO_PRICING_PLAN'],
    ['a course without a plan', (w) => base(w.course, { pricingplan_id: [] }), 400, 'NO_PRICING_PLAN'],
    ['a hidden plan', (w) => base(w.withHidden, { pricingplan_id: [w.withHidden.plans[1]!.id] }), 400, 'NO_PRICING_PLAN'],
    ['a course id that does not exist', (w) => base(w.course, { course_id: [999_999] }), 404, 'NOT_FOUND'],
    ['an unpublished course', (w) => base(w.unpublished), 404, 'NOT_FOUND'],
    [
      'a duplicate course',
      (w) => base(w.course, { course_id: [w.course.id, w.course.id], pricingplan_id: [w.course.plan.id, w.course.plan.id] }),
      400,
      'CART_DUPLICATE_COURSE',
    ],
    ['an empty cart', () => base(null), 400, 'CART_EMPTY'],
    ['no payment method', (w) => base(w.course, { payment_method_id: null }), 400, 'NO_PAYMENT_METHOD'],
    ['a coupon of another course', (w) => base(w.course, { coupon_id: [w.coupons.elsewhere] }), 400, 'COUPON_NOT_APPLICABLE'],
    [
      'a coupon for another payment method',
      (w) => base(w.course, { coupon_id: [w.coupons.transferOnly], payment_method_id: 4 }),
      400,
      'COUPON_PAYMENT_METHOD',
    ],
    [
      'a second coupon when only one is allowed',
      (w) => base(w.course, { coupon_id: [w.coupons.plain, w.coupons.other] }),
      400,
      'COUPON_ONE_PER_ORDER',
    ],
    ['the same coupon twice', (w) => base(w.course, { coupon_id: [w.coupons.plain, w.coupons.plain] }), 400, 'COUPON_DUPLICATE'],
    ['an expired coupon', (w) => base(w.course, { coupon_id: [w.coupons.expired] }), 409, 'COUPON_NOT_AVAILABLE'],
    ['an unknown coupon', (w) => base(w.course, { coupon_id: [999_999] }), 404, 'NOT_FOUND'],
    [
      'a coupon with a promotion under the exclusive setting',
      (w) => base(w.inPromotion, { coupon_id: [w.coupons.plain], promotion_id: w.promotionId }),
      400,
      'COUPON_PROMOTION_EXCLUSIVE',
    ],
    ['no promotion when one applies', (w) => base(w.inPromotion), 400, 'PROMOTION_REQUIRED'],
    ['a full class', (w) => base(w.full), 409, 'NO_MORE_SEAT'],
    ['outside the registration window', (w) => base(w.closed), 409, 'TIME_LEFT'],
    ['a group-restricted course', (w) => base(w.forGroup), 403, 'ACCESS_DENIED_GROUP'],
    ['an owned course through a default plan', (w) => base(w.owned), 409, 'COURSE_DUPLICATE', (w) => w.owner],
    [
      'a renew plan for a course not owned',
      (w) => base(w.owned, { pricingplan_id: [w.owned.plans[1]!.id] }),
      400,
      'NO_PRICING_PLAN',
    ],
    ['withholding without a juristic tax invoice', (w) => base(w.course, { is_withholding: 1 }), 400, 'WITHHOLDING_NOT_ALLOWED'],
    [
      'products without shipping',
      (w) => base(null, { products: [{ product_id: w.productId, quantity: 1 }] }),
      400,
      'SHIPPING_REQUIRED',
    ],
    ['another buyer’s user id', (w) => base(w.course, { user_id: w.other.id }), 403, 'FORBIDDEN'],
    ['a negative quantity', (w) => base(w.course, { products: [{ product_id: w.productId, quantity: -1 }] }), 400, 'INPUT_ERROR'],
    [
      'a fractional quantity',
      (w) => base(w.course, { products: [{ product_id: w.productId, quantity: 1.5 }] }),
      400,
      'INPUT_ERROR',
    ],
    ['a fractional price', (w) => base(w.course, { price: 2900.5 }), 400, 'INPUT_ERROR'],
    ['an unknown currency', (w) => base(w.course, { currency_code: 'EUR' }), 400, 'INPUT_ERROR'],
  ];
  it.each(cases)('%s', async (_name, body, status, code, who) => {
    const before = await counts();
    const res = await order(body(w), who ? who(w) : w.buyer);
    expect(res.json().error?.code, res.body).toBe(code);
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toMatch(/stack|at [A-Za-z]+ \(/);
    expect(await counts()).toEqual(before);
  });

  it('a product out of stock is OUT_OF_STOCK and nothing is written', async () => {
    const buyer = await aStudent(db());
    const course = await aClass();
    const soldOut = await aProduct(db(), { available_qty: 0 });
    const addr = await aShippingAddress(db(), buyer.id);
    const before = await counts();
    const res = await order(
      base(course, {
        products: [{ product_id: soldOut.id, quantity: 1 }],
        shipping_address_id: addr.id,
        shipping_fee_id: (await aShippingFee(db())).id,
      }),
      buyer,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('OUT_OF_STOCK');
    expect(await counts()).toEqual(before);
    // The seat taken before the refusal was rolled back with the order.
    expect((await courseRow(course.id)).seats_taken).toBe(27);
  });

  it('Omise methods 8 and 9 need at least 20 baht (MIN_AMOUNT)', async () => {
    const buyer = await aStudent(db());
    const cheap = await aCourse(db(), { plans: [{ price: 1500 }] });
    for (const method of [8, 9]) {
      const res = await order(base(cheap, { payment_method_id: method }), buyer);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('MIN_AMOUNT');
    }
    expect((await order(base(cheap, { payment_method_id: 1 }), buyer)).statusCode).toBe(200);
  });

  it('COURSE_DUPLICATE and NO_MORE_SEAT name the courses (spec §8)', async () => {
    const owner = await aStudent(db());
    const owned = await aCourse(db(), { title: 'Python สำหรับผู้เริ่มต้น' });
    await grantAccess(db(), owner.id, owned.id);
    const res = await order(base(owned), owner);
    expect(res.json().error.details.names).toEqual([expect.stringContaining('Python')]);
  });

  it('a renewal is open to the owner and takes no seat', async () => {
    const owner = await aStudent(db());
    const owned = await aCourse(db(), { seat: 30, seats_taken: 10, plans: [{}, { pricing_type: 'renew' }] });
    await grantAccess(db(), owner.id, owned.id);
    const res = await order(base(owned, { pricingplan_id: [owned.plans[1]!.id] }), owner);
    expect(res.statusCode).toBe(200);
    const lines = await db().select().from(schema.orderCourses);
    expect(lines[0]!.seat_taken).toBe(false);
    expect((await courseRow(owned.id)).seats_taken).toBe(10);
  });

  it('an instructor who is not a student cannot order (STUDENT_ONLY)', async () => {
    const res = await order(base(await aPlainCourse()), await anInstructor(db()));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STUDENT_ONLY');
  });

  it('a visitor gets PERMISSION_DENIED', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/private/cart/order', payload: base(await aPlainCourse()) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
  });

  it('the last use of a coupon goes to one order; the next is COUPON_NOT_AVAILABLE', async () => {
    const buyer = await aStudent(db());
    const lastUse = await aCoupon(db(), { usage_limit: 5, used_count: 4 });
    const first = await order(base(await aCourse(db()), { coupon_id: [lastUse.id] }), buyer);
    expect(first.statusCode).toBe(200);
    const second = await order(base(await aCourse(db()), { coupon_id: [lastUse.id] }), buyer);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('COUPON_NOT_AVAILABLE');
  });

  it('another buyer’s shipping address is not used', async () => {
    const someoneElse = await aStudent(db());
    const addr = await aShippingAddress(db(), someoneElse.id);
    const res = await order(
      base(null, {
        products: [{ product_id: (await aProduct(db())).id, quantity: 1 }],
        shipping_address_id: addr.id,
        shipping_fee_id: (await aShippingFee(db())).id,
      }),
      await aStudent(db()),
    );
    expect(res.json().error.code).toBe('SHIPPING_REQUIRED');
  });
});

describe('withholding (spec §5, §9)', () => {
  it('a juristic person with a tax invoice withholds 3 % (or 1 %) of the service value excluding VAT', async () => {
    const company = await aStudent(db(), JURISTIC_TAX);
    const res = await order(base(await aPlainCourse(), { is_withholding: 1, withholding_percent: 1 }), company);
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    // 4,200 THB including 7 % VAT → 3,925.23 before VAT → 1 % = 39.25.
    expect(d).toMatchObject({ is_withholding: 1, withholding_percent: 1, withholding_price: 3925 });
    expect(d.total).toBe(420000 - 3925);
    const [o] = await db().select().from(schema.orders).where(eq(schema.orders.id, d.id));
    expect(o!.tax_invoice).toMatchObject({ tax_person_type: 'juristic_person', tax_payer_identification_no: '0105551234567' });
  });
});

describe('withholding by a company that registers and orders in one step (spec §2 layout four, §4)', () => {
  it('the tax invoice it registered with lets it withhold on its first order', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/public/students/course-detail-page',
      payload: {
        firstname: 'สมชาย',
        lastname: 'บัญชีดี',
        email: 'accounts@siamsoft.co.th',
        tel: '0898765432',
        username: 'siamsoft',
        password: 'Siamsoft-2026',
        is_registration_layout_four: 1,
        is_require_tax_invoice: 1,
        ...JURISTIC_TAX,
        tax_is_delivery_by_tax_address: 1,
      },
    });
    expect(reg.statusCode).toBe(200);
    const buyer = { cookie: cookieOf(reg) } as Person;
    const res = await order(base(await aPlainCourse(), { is_withholding: 1 }), buyer);
    expect(res.statusCode).toBe(200);
    // 4,200 THB including 7 % VAT → 3,925.23 before VAT → 3 % = 117.76.
    expect(res.json().order_detail).toMatchObject({ is_withholding: 1, withholding_percent: 3, withholding_price: 11776 });
  });
});

describe('withholding needs complete tax invoice data', () => {
  it('a juristic person whose taxpayer id fails its check digit may not withhold', async () => {
    const company = await aStudent(db(), { ...JURISTIC_TAX, tax_payer_identification_no: '0105551234568' });
    const res = await order(base(await aPlainCourse(), { is_withholding: 1 }), company);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WITHHOLDING_NOT_ALLOWED');
  });
});

describe('order calls', () => {
  const get = (url: string, who: Person) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const deleteOrder = (orderId: number, who: Person) =>
    t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: orderId },
      headers: { cookie: who.cookie },
    });

  it('lists, reads by id and by token only the buyer’s own orders', async () => {
    const [buyer, stranger] = [await aStudent(db()), await aStudent(db())];
    const created = (await order(base(await aPlainCourse()), buyer)).json();
    expect((await get('/private/orders', buyer)).json().data.map((o: { id: number }) => o.id)).toEqual([created.orderId]);
    expect((await get('/private/orders', stranger)).json().data).toEqual([]);
    expect((await get(`/private/orders/${created.orderId}`, stranger)).statusCode).toBe(404);
    const token = created.order_detail.order_token;
    expect((await get(`/private/orders/token/${token}`, buyer)).json().data.id).toBe(created.orderId);
    expect((await get(`/private/orders/token/${token}`, stranger)).statusCode).toBe(404);
    expect((await get(`/private/orders/${created.orderId}`, await anAdmin(db()))).statusCode).toBe(200);
  });

  it('GET /private/cart/ordercourse lists the ordered courses with the order status', async () => {
    const buyer = await aStudent(db());
    const course = await aPlainCourse();
    const created = (await order(base(course), buyer)).json();
    const res = await get('/private/cart/ordercourse', buyer);
    expect(res.json().data).toEqual([{ courseID: course.id, order_id: created.orderId, status: 'notYetReceived' }]);
  });

  it('GET /private/payments/methods/order/{id} gives the method’s public fields to the buyer only', async () => {
    const buyer = await aStudent(db());
    const created = (await order(base(await aPlainCourse(), { payment_method_id: 3 }), buyer)).json();
    const res = await get(`/private/payments/methods/order/${created.orderId}`, buyer);
    expect(res.json().data).toMatchObject({ id: 3, payment_type: '2c2p' });
    expect(Object.keys(res.json().data)).not.toContain('secret_key');
    expect((await get(`/private/payments/methods/order/${created.orderId}`, await aStudent(db()))).statusCode).toBe(404);
  });

  it('POST /public/cart/deleteorder cancels the buyer’s own unpaid order and gives back seat and coupon', async () => {
    const buyer = await aStudent(db());
    const course = await aClass();
    const coupon = await aCoupon(db(), { discount_amont: 50_000 });
    const created = (await order(base(course, { coupon_id: [coupon.id] }), buyer)).json();
    expect(created.success).toBe(true);
    expect((await courseRow(course.id)).seats_taken).toBe(28);
    expect((await couponRow(coupon.id)).used_count).toBe(1);
    expect((await deleteOrder(created.orderId, await aStudent(db()))).statusCode).toBe(404);
    expect((await deleteOrder(created.orderId, buyer)).json()).toEqual({ success: true });
    expect((await courseRow(course.id)).seats_taken).toBe(27);
    expect((await couponRow(coupon.id)).used_count).toBe(0);
    const again = await deleteOrder(created.orderId, buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_CLOSED');
  });
});

describe('the auto-cancel sweep (spec §9)', () => {
  it('cancels unpaid orders after cancel_at and releases seats, coupon uses and stock, once', async () => {
    const buyer = await aStudent(db());
    const course = await aClass();
    const lastUse = await aCoupon(db(), { usage_limit: 5, used_count: 4 });
    const product = await aProduct(db(), { available_qty: 120 });
    const addr = await aShippingAddress(db(), buyer.id);
    const res = await order(
      base(course, {
        coupon_id: [lastUse.id],
        products: [{ product_id: product.id, quantity: 3 }],
        shipping_address_id: addr.id,
        shipping_fee_id: (await aShippingFee(db())).id,
      }),
      buyer,
    );
    expect(res.statusCode).toBe(200);
    const kept = (await order(base(await aPlainCourse()), buyer)).json();
    const id = res.json().orderId;
    // Not yet due: nothing happens.
    expect(await sweepOverdueOrders(db(), new Date())).toEqual([]);
    // The kept order is due later than the other.
    await db()
      .update(schema.orders)
      .set({ cancel_at: new Date(Date.now() + 3_600_000 * 100) })
      .where(eq(schema.orders.id, kept.orderId));
    const later = new Date(Date.now() + 49 * 3_600_000);
    // Two sweeps at once (two instances) cancel it exactly once.
    const [a, b] = await Promise.all([sweepOverdueOrders(db(), later), sweepOverdueOrders(db(), later)]);
    expect([...a, ...b]).toEqual([id]);
    const [o] = await db().select().from(schema.orders).where(eq(schema.orders.id, id));
    expect(o!.status).toBe('cancelled');
    expect((await courseRow(course.id)).seats_taken).toBe(27);
    expect((await couponRow(lastUse.id)).used_count).toBe(4);
    expect((await productRow(product.id)).available_qty).toBe(120);
    const [k] = await db().select().from(schema.orders).where(eq(schema.orders.id, kept.orderId));
    expect(k!.status).toBe('notYetReceived');
  });

  it('an overdue order of the same cart is cancelled and replaced when the buyer submits again', async () => {
    const buyer = await aStudent(db());
    const course = await aClass();
    const first = (await order(base(course), buyer)).json();
    await db()
      .update(schema.orders)
      .set({ cancel_at: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.id, first.orderId));
    const second = (await order(base(course), buyer)).json();
    expect(second.reused).toBe(false);
    expect(second.orderId).not.toBe(first.orderId);
    expect((await courseRow(course.id)).seats_taken).toBe(28);
  });
});

describe('the course page after an order', () => {
  it('shows pendingApproved while a free plan awaits approval', async () => {
    const buyer = await aStudent(db());
    const page = (id: number) =>
      t.app.inject({ method: 'GET', url: `/public/course/url/${id}`, headers: { cookie: buyer.cookie } });
    const needsApproval = await aCourse(db(), { plans: [{ ...FREE_PLAN, need_approval: 1 }] });
    expect((await order(base(needsApproval), buyer)).statusCode).toBe(200);
    expect((await page(needsApproval.id)).json().data.statusOrder).toBe('pendingApproved');
    const free = await aCourse(db(), { plans: [FREE_PLAN] });
    expect((await order(base(free), buyer)).statusCode).toBe(200);
    expect((await page(free.id)).json().data.statusOrder).toBe('approved');
  });
});
