// Order creation and the order calls (spec §3 order payload, §4 purchase flow and free reports, §5
// order rules, §8 codes, §9 auto_cancel), through buildApp() + inject() on a seeded database.
// Seed facts used here: course 5 (plan 12: 4,200 THB / 129 USD; plan 13 member-only), course 1
// (plans 1, 2, renew 3; in promotion 1), course 2 (3 of
// 30 seats left; plan 5 member-only), course 3 owned by `student` (renew plan 8), course 7 closed
// for registration, course 10 full, course 11 for user group 2 only, course 13 free (plan 26),
// course 14 free plan 27 needs approval; coupons WELCOME500 (1), SAVE10 (2), TRANSFER5 (5, method 1
// only), LIMITED5 (6, 4 of 5 used), PYTHON20 (8, courses 3–4); promotion 1 (500 off courses 1, 2, 14).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { sweepOverdueOrders } from '../src/jobs/auto-cancel.ts';
import { createTestApp, demoSessions, type TestApp } from './helpers.ts';

let t: TestApp;
const db = () => t.db.handle.db;

const as = demoSessions(() => t.app);

type Body = Record<string, unknown>;
const base = (over: Body = {}): Body => ({
  course_id: [5],
  pricingplan_id: [12],
  payment_method_id: 1,
  coupon_id: [],
  promotion_id: null,
  currency_code: 'THB',
  is_withholding: 0,
  withholding_percent: 3,
  status: 'notYetReceived',
  ...over,
});

async function order(body: Body, user = 'partner') {
  return t.app.inject({ method: 'POST', url: '/private/cart/order', payload: body, headers: { cookie: await as(user) } });
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

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts without orders and with the seeded counters.
  // Access granted by orders goes with them (before the orders: the link would be set to null).
  await db()
    .delete(schema.courseAccess)
    .where(sql`${schema.courseAccess.order_id} is not null`);
  await db().delete(schema.paymentReports);
  await db().delete(schema.orders);
  await db()
    .update(schema.coupons)
    .set({ used_count: 0 })
    .where(sql`${schema.coupons.id} <> 6`);
  await db().update(schema.coupons).set({ used_count: 4 }).where(eq(schema.coupons.id, 6));
  await db().update(schema.courses).set({ seats_taken: 27 }).where(eq(schema.courses.id, 2));
  await db()
    .update(schema.courses)
    .set({ seats_taken: 0 })
    .where(sql`${schema.courses.seat} is null`);
  await db().update(schema.products).set({ available_qty: 120 }).where(eq(schema.products.id, 1));
  await db()
    .delete(schema.courseAccess)
    .where(sql`${schema.courseAccess.order_id} is not null`);
});

describe('POST /private/cart/order: a valid order', () => {
  it('creates an unpaid order with the server’s own figures, cancel_at from auto_cancel, a taken seat', async () => {
    const before = Date.now();
    const res = await order(base({ course_id: [2], pricingplan_id: [5], price: 490000, discount: 50000, promotion_id: 1 }));
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
      email: 'partner@rian-academy.example',
      course_ids: [2],
      free_report: null,
    });
    expect(d.order_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(d.courses[0]).toMatchObject({ course_id: 2, pricing_plan_id: 5, price: 490000, discount: 50000 });
    // spec §9: cancel_at = order time + auto_cancel hours (48 in the seed).
    const cancelAt = Date.parse(d.cancel_at);
    expect(cancelAt - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(cancelAt - Date.now()).toBeLessThanOrEqual(48 * 3_600_000);
    const [course] = await db().select().from(schema.courses).where(eq(schema.courses.id, 2));
    expect(course!.seats_taken).toBe(28);
  });

  it('ignores the status and cancel_at the browser sends', async () => {
    const res = await order(base({ status: 'approved', cancel_at: '2099-01-01T00:00:00Z' }));
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    expect(d.status).toBe('notYetReceived');
    expect(d.payment_status).toBe('pending');
    expect(d.cancel_at.startsWith('2099')).toBe(false);
  });

  it('reuses the unpaid order of the same cart for the payment step, taking the newly chosen method', async () => {
    const first = (await order(base())).json();
    const again = await order(base({ payment_method_id: 4 }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ orderId: first.orderId, reused: true });
    expect(again.json().order_detail.payment_method_id).toBe(4);
    expect((await counts()).orders).toBe(1);
    // A different cart is a different order.
    const other = await order(base({ pricingplan_id: [13] }));
    expect(other.json().orderId).not.toBe(first.orderId);
  });

  it('prices in USD when asked, and refuses a course without a USD price (NO_USD_PRICE)', async () => {
    const usd = await order(base({ currency_code: 'USD', price: 12900 }));
    expect(usd.statusCode).toBe(200);
    expect(usd.json().order_detail).toMatchObject({ currency_code: 'USD', price: 12900, total: 12900 });
    const none = await order(base({ currency_code: 'USD', course_id: [2], pricingplan_id: [4] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('NO_USD_PRICE');
  });

  it('applies a coupon, counts its use, and splits the discount per course (spec §3 courses)', async () => {
    const res = await order(base({ course_id: [1, 3], pricingplan_id: [1, 6], coupon_id: [2] }), 'partner');
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    expect(d.price).toBe(290000 + 99000);
    // SAVE10: 10 % of each course.
    expect(d.discount).toBe(29000 + 9900);
    expect(d.courses.map((c: { discount: number }) => c.discount)).toEqual([29000, 9900]);
    const [c] = await db().select().from(schema.coupons).where(eq(schema.coupons.id, 2));
    expect(c!.used_count).toBe(1);
  });

  it('sells a product with shipping: address snapshot, fee, stock held', async () => {
    const cookie = await as('partner');
    const addr = await db()
      .insert(schema.shippingAddresses)
      .values({ user_id: 4, name: 'สมหญิง ใจดี', tel: '0812345678', address: '99 ถนนสุขุมวิท กรุงเทพฯ', postcode: '10110' })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: '/private/cart/order',
      headers: { cookie },
      payload: base({
        course_id: [],
        pricingplan_id: [],
        products: [{ product_id: 1, quantity: 2 }],
        shipping_address_id: addr[0]!.id,
        shipping_fee_id: 1,
        price: 70000,
        shipping_fee: 5000,
      }),
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    expect(d).toMatchObject({ price: 70000, shipping_fee: 5000, total: 75000 });
    expect(d.products).toEqual([expect.objectContaining({ product_id: 1, price: 35000, quantity: 2 })]);
    expect(d.shipping_address).toMatchObject({ postcode: '10110' });
    const [p] = await db().select().from(schema.products).where(eq(schema.products.id, 1));
    expect(p!.available_qty).toBe(118);
  });
});

describe('POST /private/cart/order: free orders (spec §4)', () => {
  it('a free plan is AutoFree: approved at once, access granted, cart cleared', async () => {
    await db().insert(schema.cartItems).values({ user_id: 4, course_id: 13, pricing_plan_id: 26 });
    const res = await order(base({ course_id: [13], pricingplan_id: [26], price: 0 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().order_detail).toMatchObject({
      status: 'approved',
      payment_status: 'approved',
      total: 0,
      free_report: 'AutoFree',
    });
    const access = await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.user_id, 4));
    expect(access.map((a) => a.course_id)).toContain(13);
    // spec §4: Free plans are unlimited.
    expect(access.find((a) => a.course_id === 13)!.expires_at).toBeNull();
    expect(await db().select().from(schema.cartItems).where(eq(schema.cartItems.user_id, 4))).toHaveLength(0);
  });

  it('a free plan that needs approval is NeedApprovedFree: pending, no access yet', async () => {
    const res = await order(base({ course_id: [14], pricingplan_id: [27] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().order_detail).toMatchObject({
      status: 'pendingApproved',
      payment_status: 'pending',
      free_report: 'NeedApprovedFree',
    });
    const access = await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.course_id, 14));
    expect(access).toHaveLength(0);
    const reports = await db().select().from(schema.paymentReports);
    expect(reports).toEqual([expect.objectContaining({ report_type: 'NeedApprovedFree', status: 'pending' })]);
    // While it waits, buying the course again is a duplicate (spec §8 COURSE_DUPLICATE).
    const again = await order(base({ course_id: [14], pricingplan_id: [28] }));
    expect(again.json().error.code).toBe('COURSE_DUPLICATE');
  });
});

describe('POST /private/cart/order: bad input gets its §8 code and writes nothing', () => {
  const cases: [string, Body, number, string, string?][] = [
    ['a tampered price', base({ price: 100 }), 409, 'PRICE_CHANGED'],
    ['a tampered discount', base({ discount: 290000 }), 409, 'PRICE_CHANGED'],
    ['a plan of another course', base({ pricingplan_id: [6] }), 400, 'NO_PRICING_PLAN'],
    ['a course without a plan', base({ pricingplan_id: [] }), 400, 'NO_PRICING_PLAN'],
    ['a hidden plan', base({ course_id: [4], pricingplan_id: [11] }), 400, 'NO_PRICING_PLAN'],
    ['a course id that does not exist', base({ course_id: [9999], pricingplan_id: [1] }), 404, 'NOT_FOUND'],
    ['an unpublished course', base({ course_id: [15], pricingplan_id: [29] }), 404, 'NOT_FOUND'],
    ['a duplicate course', base({ course_id: [5, 5], pricingplan_id: [12, 12] }), 400, 'CART_DUPLICATE_COURSE'],
    ['an empty cart', base({ course_id: [], pricingplan_id: [] }), 400, 'CART_EMPTY'],
    ['no payment method', base({ payment_method_id: null }), 400, 'NO_PAYMENT_METHOD'],
    ['a coupon of another course', base({ coupon_id: [8] }), 400, 'COUPON_NOT_APPLICABLE'],
    ['a coupon for another payment method', base({ coupon_id: [5], payment_method_id: 4 }), 400, 'COUPON_PAYMENT_METHOD'],
    ['a second coupon when only one is allowed', base({ coupon_id: [1, 2] }), 400, 'COUPON_ONE_PER_ORDER'],
    ['the same coupon twice', base({ coupon_id: [2, 2] }), 400, 'COUPON_DUPLICATE'],
    ['an expired coupon', base({ coupon_id: [9] }), 409, 'COUPON_NOT_AVAILABLE'],
    ['an unknown coupon', base({ coupon_id: [999] }), 404, 'NOT_FOUND'],
    [
      'a coupon with a promotion under the exclusive setting',
      base({ course_id: [1], pricingplan_id: [1], coupon_id: [1], promotion_id: 1 }),
      400,
      'COUPON_PROMOTION_EXCLUSIVE',
    ],
    ['no promotion when one applies', base({ course_id: [2], pricingplan_id: [4] }), 400, 'PROMOTION_REQUIRED'],
    ['a full class', base({ course_id: [10], pricingplan_id: [22] }), 409, 'NO_MORE_SEAT'],
    ['outside the registration window', base({ course_id: [7], pricingplan_id: [16] }), 409, 'TIME_LEFT'],
    ['a group-restricted course', base({ course_id: [11], pricingplan_id: [23] }), 403, 'ACCESS_DENIED_GROUP', 'student'],
    ['an owned course through a default plan', base({ course_id: [3], pricingplan_id: [7] }), 409, 'COURSE_DUPLICATE', 'student'],
    ['a renew plan for a course not owned', base({ course_id: [1], pricingplan_id: [3] }), 400, 'NO_PRICING_PLAN'],
    ['withholding without a juristic tax invoice', base({ is_withholding: 1 }), 400, 'WITHHOLDING_NOT_ALLOWED'],
    [
      'products without shipping',
      base({ course_id: [], pricingplan_id: [], products: [{ product_id: 1, quantity: 1 }] }),
      400,
      'SHIPPING_REQUIRED',
    ],
    ['another buyer’s user id', base({ user_id: 3 }), 403, 'FORBIDDEN'],
    ['a negative quantity', base({ products: [{ product_id: 1, quantity: -1 }] }), 400, 'INPUT_ERROR'],
    ['a fractional quantity', base({ products: [{ product_id: 1, quantity: 1.5 }] }), 400, 'INPUT_ERROR'],
    ['a fractional price', base({ price: 2900.5 }), 400, 'INPUT_ERROR'],
    ['an unknown currency', base({ currency_code: 'EUR' }), 400, 'INPUT_ERROR'],
  ];
  it.each(cases)('%s', async (_name, body, status, code, user) => {
    const before = await counts();
    const res = await order(body, user ?? 'partner');
    expect(res.json().error?.code, res.body).toBe(code);
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toMatch(/stack|at [A-Za-z]+ \(/);
    expect(await counts()).toEqual(before);
  });

  it('a product out of stock is OUT_OF_STOCK and nothing is written', async () => {
    const addr = await db()
      .insert(schema.shippingAddresses)
      .values({ user_id: 4, name: 'สมหญิง', tel: '0812345678', address: 'กรุงเทพฯ', postcode: '10110' })
      .returning();
    const before = await counts();
    const res = await order(
      base({
        course_id: [2],
        pricingplan_id: [5],
        promotion_id: 1,
        products: [{ product_id: 4, quantity: 1 }],
        shipping_address_id: addr[0]!.id,
        shipping_fee_id: 1,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('OUT_OF_STOCK');
    expect(await counts()).toEqual(before);
    // The seat taken before the refusal was rolled back with the order.
    const [course] = await db().select().from(schema.courses).where(eq(schema.courses.id, 2));
    expect(course!.seats_taken).toBe(27);
  });

  it('Omise methods 8 and 9 need at least 20 baht (MIN_AMOUNT)', async () => {
    await db().update(schema.pricingPlans).set({ price: 1500 }).where(eq(schema.pricingPlans.id, 17));
    try {
      for (const method of [8, 9]) {
        const res = await order(base({ course_id: [8], pricingplan_id: [17], payment_method_id: method }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('MIN_AMOUNT');
      }
      expect((await order(base({ course_id: [8], pricingplan_id: [17], payment_method_id: 1 }))).statusCode).toBe(200);
    } finally {
      await db().update(schema.pricingPlans).set({ price: 9900 }).where(eq(schema.pricingPlans.id, 17));
    }
  });

  it('COURSE_DUPLICATE and NO_MORE_SEAT name the courses (spec §8)', async () => {
    const res = await order(base({ course_id: [3], pricingplan_id: [7] }), 'student');
    expect(res.json().error.details.names).toEqual([expect.stringContaining('Python')]);
  });

  it('a renewal is open to the owner and takes no seat', async () => {
    const res = await order(base({ course_id: [3], pricingplan_id: [8] }), 'student');
    expect(res.statusCode).toBe(200);
    const lines = await db().select().from(schema.orderCourses);
    expect(lines[0]!.seat_taken).toBe(false);
  });

  it('an instructor who is not a student cannot order (STUDENT_ONLY)', async () => {
    const res = await order(base(), 'teacher');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STUDENT_ONLY');
  });

  it('a visitor gets PERMISSION_DENIED', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/private/cart/order', payload: base() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
  });

  it('the last use of a coupon goes to one order; the next is COUPON_NOT_AVAILABLE', async () => {
    const first = await order(base({ course_id: [3], pricingplan_id: [6], coupon_id: [6] }));
    expect(first.statusCode).toBe(200);
    const second = await order(base({ course_id: [5], pricingplan_id: [12], coupon_id: [6] }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('COUPON_NOT_AVAILABLE');
  });

  it('another buyer’s shipping address is not used', async () => {
    const addr = await db()
      .insert(schema.shippingAddresses)
      .values({ user_id: 3, name: 'x', tel: '0812345678', address: 'y', postcode: '10110' })
      .returning();
    const res = await order(
      base({
        course_id: [],
        pricingplan_id: [],
        products: [{ product_id: 1, quantity: 1 }],
        shipping_address_id: addr[0]!.id,
        shipping_fee_id: 1,
      }),
    );
    expect(res.json().error.code).toBe('SHIPPING_REQUIRED');
  });
});

describe('withholding (spec §5, §9)', () => {
  it('a juristic person with a tax invoice withholds 3 % (or 1 %) of the service value excluding VAT', async () => {
    await db()
      .update(schema.users)
      .set({
        tax_person_type: 'juristic_person',
        tax_name_one: 'บริษัท ตัวอย่าง จำกัด',
        tax_name_two: '00000',
        tax_payer_identification_no: '0105551234567',
        tax_address: 'กรุงเทพฯ',
        tax_postcode: '10110',
      })
      .where(eq(schema.users.id, 4));
    const res = await order(base({ is_withholding: 1, withholding_percent: 1 }));
    expect(res.statusCode).toBe(200);
    const d = res.json().order_detail;
    // 4,200 THB including 7 % VAT → 3,925.23 before VAT → 1 % = 39.25.
    expect(d).toMatchObject({ is_withholding: 1, withholding_percent: 1, withholding_price: 3925 });
    expect(d.total).toBe(420000 - 3925);
    const [o] = await db().select().from(schema.orders).where(eq(schema.orders.id, d.id));
    expect(o!.tax_invoice).toMatchObject({ tax_person_type: 'juristic_person', tax_payer_identification_no: '0105551234567' });
  });
});

describe('withholding needs complete tax invoice data', () => {
  it('a juristic person whose taxpayer id fails its check digit may not withhold', async () => {
    await db()
      .update(schema.users)
      .set({
        tax_person_type: 'juristic_person',
        tax_name_one: 'บริษัท ตัวอย่าง จำกัด',
        tax_name_two: '00000',
        tax_payer_identification_no: '0105551234568',
        tax_address: 'กรุงเทพฯ',
        tax_postcode: '10110',
      })
      .where(eq(schema.users.id, 4));
    const res = await order(base({ is_withholding: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WITHHOLDING_NOT_ALLOWED');
    await db().update(schema.users).set({ tax_payer_identification_no: '0105551234567' }).where(eq(schema.users.id, 4));
  });
});

describe('order calls', () => {
  it('lists, reads by id and by token only the buyer’s own orders', async () => {
    const created = (await order(base())).json();
    const mine = await t.app.inject({ method: 'GET', url: '/private/orders', headers: { cookie: await as('partner') } });
    expect(mine.json().data.map((o: { id: number }) => o.id)).toEqual([created.orderId]);
    const theirs = await t.app.inject({ method: 'GET', url: '/private/orders', headers: { cookie: await as('student') } });
    expect(theirs.json().data).toEqual([]);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${created.orderId}`,
      headers: { cookie: await as('student') },
    });
    expect(byId.statusCode).toBe(404);
    const token = created.order_detail.order_token;
    const byToken = await t.app.inject({
      method: 'GET',
      url: `/private/orders/token/${token}`,
      headers: { cookie: await as('partner') },
    });
    expect(byToken.json().data.id).toBe(created.orderId);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/private/orders/token/${token}`,
      headers: { cookie: await as('student') },
    });
    expect(foreign.statusCode).toBe(404);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${created.orderId}`,
      headers: { cookie: await as('admin') },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('GET /private/cart/ordercourse lists the ordered courses with the order status', async () => {
    const created = (await order(base())).json();
    const res = await t.app.inject({ method: 'GET', url: '/private/cart/ordercourse', headers: { cookie: await as('partner') } });
    expect(res.json().data).toEqual([{ courseID: 5, order_id: created.orderId, status: 'notYetReceived' }]);
  });

  it('GET /private/payments/methods/order/{id} gives the method’s public fields to the buyer only', async () => {
    const created = (await order(base({ payment_method_id: 3 }))).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/private/payments/methods/order/${created.orderId}`,
      headers: { cookie: await as('partner') },
    });
    expect(res.json().data).toMatchObject({ id: 3, payment_type: '2c2p' });
    expect(Object.keys(res.json().data)).not.toContain('secret_key');
    const other = await t.app.inject({
      method: 'GET',
      url: `/private/payments/methods/order/${created.orderId}`,
      headers: { cookie: await as('student') },
    });
    expect(other.statusCode).toBe(404);
  });

  it('POST /public/cart/deleteorder cancels the buyer’s own unpaid order and gives back seat and coupon', async () => {
    const created = (await order(base({ course_id: [2], pricingplan_id: [5], coupon_id: [1] }))).json();
    expect(created.success).toBe(true);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: created.orderId },
      headers: { cookie: await as('student') },
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: created.orderId },
      headers: { cookie: await as('partner') },
    });
    expect(res.json()).toEqual({ success: true });
    const [course] = await db().select().from(schema.courses).where(eq(schema.courses.id, 2));
    expect(course!.seats_taken).toBe(27);
    const [coupon] = await db().select().from(schema.coupons).where(eq(schema.coupons.id, 1));
    expect(coupon!.used_count).toBe(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: created.orderId },
      headers: { cookie: await as('partner') },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_CLOSED');
  });
});

describe('the auto-cancel sweep (spec §9)', () => {
  it('cancels unpaid orders after cancel_at and releases seats, coupon uses and stock, once', async () => {
    const cookie = await as('partner');
    const addr = await db()
      .insert(schema.shippingAddresses)
      .values({ user_id: 4, name: 'สมหญิง', tel: '0812345678', address: 'กรุงเทพฯ', postcode: '10110' })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: '/private/cart/order',
      headers: { cookie },
      payload: base({
        course_id: [2],
        pricingplan_id: [5],
        coupon_id: [6],
        products: [{ product_id: 1, quantity: 3 }],
        shipping_address_id: addr[0]!.id,
        shipping_fee_id: 1,
      }),
    });
    expect(res.statusCode).toBe(200);
    const kept = (await order(base({ course_id: [5], pricingplan_id: [13] }))).json();
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
    const [course] = await db().select().from(schema.courses).where(eq(schema.courses.id, 2));
    expect(course!.seats_taken).toBe(27);
    const [coupon] = await db().select().from(schema.coupons).where(eq(schema.coupons.id, 6));
    expect(coupon!.used_count).toBe(4);
    const [p] = await db().select().from(schema.products).where(eq(schema.products.id, 1));
    expect(p!.available_qty).toBe(120);
    const [k] = await db().select().from(schema.orders).where(eq(schema.orders.id, kept.orderId));
    expect(k!.status).toBe('notYetReceived');
  });

  it('an overdue order of the same cart is cancelled and replaced when the buyer submits again', async () => {
    const first = (await order(base({ course_id: [2], pricingplan_id: [5], promotion_id: 1 }))).json();
    await db()
      .update(schema.orders)
      .set({ cancel_at: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.id, first.orderId));
    const second = (await order(base({ course_id: [2], pricingplan_id: [5], promotion_id: 1 }))).json();
    expect(second.reused).toBe(false);
    expect(second.orderId).not.toBe(first.orderId);
    const [course] = await db().select().from(schema.courses).where(eq(schema.courses.id, 2));
    expect(course!.seats_taken).toBe(28);
  });
});

describe('the course page after an order', () => {
  it('shows pendingApproved while a free plan awaits approval', async () => {
    expect((await order(base({ course_id: [14], pricingplan_id: [27] }))).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/public/course/url/14', headers: { cookie: await as('partner') } });
    expect(page.json().data.statusOrder).toBe('pendingApproved');
    const free = await order(base({ course_id: [13], pricingplan_id: [26] }));
    expect(free.statusCode).toBe(200);
    const owned = await t.app.inject({ method: 'GET', url: '/public/course/url/13', headers: { cookie: await as('partner') } });
    expect(owned.json().data.statusOrder).toBe('approved');
  });
});
