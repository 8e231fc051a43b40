// After an order the cart no longer holds what was ordered, and a buyer cannot hold two unpaid orders
// of the same course or product (spec §4 purchase flow: an order already made for the cart reuses its
// payment step; §8 ORDER_AWAITING_PAYMENT). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL,
// where the two simultaneous submissions really run side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { schema } from '@rian/db';
import { sweepOverdueOrders } from '../src/jobs/auto-cancel.ts';
import { aCourse, aProduct, FREE_PLAN, aShippingAddress, aShippingFee, aStudent, type MadeCourse } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { orderPayload } from './order-payload.ts';

let t: TestApp;
const db = () => t.db.handle.db;

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Line = { course_id?: number; pricing_plan_id?: number; product_id?: number; quantity?: number };

function putCart(cookie: string, items: Line[]) {
  return t.app.inject({ method: 'PUT', url: '/private/cart', headers: { cookie }, payload: { items } });
}

async function cartOf(cookie: string): Promise<Line[]> {
  const res = await t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Line[]).map((l) => ({ course_id: l.course_id, product_id: l.product_id }));
}

function order(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { cookie },
    payload: orderPayload(null, body),
  });
}

const courseBody = (...cs: MadeCourse[]) => ({ course_id: cs.map((c) => c.id), pricingplan_id: cs.map((c) => c.plan.id) });

function awaiting(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/private/cart/awaiting', headers: { cookie } });
}

/** Moves these orders' cancel_at a minute into the past: overdue, not yet swept. */
async function makeOverdue(where: SQL) {
  await db()
    .update(schema.orders)
    .set({ cancel_at: sql`now() - interval '1 minute'` })
    .where(where);
}

async function seatsTaken(courseId: number): Promise<number> {
  const [row] = await db().select({ n: schema.courses.seats_taken }).from(schema.courses).where(eq(schema.courses.id, courseId));
  return row!.n;
}

async function ordersOf(userId: number) {
  return db()
    .select({ id: schema.orders.id, status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.user_id, userId))
    .orderBy(schema.orders.id);
}

describe('the order leaves the cart', () => {
  it('takes its own lines out of the cart, and leaves the rest', async () => {
    const b = await aStudent(db());
    const [bought, kept] = [await aCourse(db()), await aCourse(db())];
    expect(
      (await putCart(b.cookie, [{ course_id: bought.id, pricing_plan_id: bought.plan.id }, { course_id: kept.id }])).statusCode,
    ).toBe(200);

    const res = await order(b.cookie, courseBody(bought));
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartOf(b.cookie)).toEqual([{ course_id: kept.id, product_id: null }]);
  });

  it('a free order takes only its own lines too, and leaves the rest', async () => {
    const b = await aStudent(db());
    const [free, kept] = [await aCourse(db(), { plans: [FREE_PLAN] }), await aCourse(db())];
    await putCart(b.cookie, [{ course_id: free.id, pricing_plan_id: free.plan.id }, { course_id: kept.id }]);
    const res = await order(b.cookie, courseBody(free));
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartOf(b.cookie)).toEqual([{ course_id: kept.id, product_id: null }]);
  });

  it('in the order’s own transaction: a refused order leaves the cart as it was', async () => {
    const b = await aStudent(db());
    const full = await aCourse(db(), { seat: 1, seats_taken: 1 });
    await putCart(b.cookie, [{ course_id: full.id, pricing_plan_id: full.plan.id }]);
    const res = await order(b.cookie, courseBody(full));
    expect(res.json().error?.code, res.body).toBe('NO_MORE_SEAT');
    expect(await cartOf(b.cookie)).toEqual([{ course_id: full.id, product_id: null }]);
  });

  it('a product ordered leaves the cart too', async () => {
    const b = await aStudent(db());
    const address = await aShippingAddress(db(), b.id);
    const fee = await aShippingFee(db());
    const product = await aProduct(db(), { available_qty: 5 });
    await putCart(b.cookie, [{ product_id: product.id, quantity: 2 }]);
    const res = await order(b.cookie, {
      products: [{ product_id: product.id, quantity: 2 }],
      shipping_address_id: address.id,
      shipping_fee_id: fee.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartOf(b.cookie)).toEqual([]);
  });
});

describe('no second unpaid order', () => {
  it('two simultaneous submissions of one cart give one order and take one seat', async () => {
    const b = await aStudent(db());
    const course = await aCourse(db(), { seat: 5 });
    const [one, two] = await Promise.all([order(b.cookie, courseBody(course)), order(b.cookie, courseBody(course))]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(one.json().orderId).toBe(two.json().orderId);
    expect(await ordersOf(b.id)).toHaveLength(1);
    expect(await seatsTaken(course.id)).toBe(1);
  });

  it('two simultaneous submissions of different carts sharing a course give one order; the other is refused', async () => {
    const b = await aStudent(db());
    const [shared, other] = [await aCourse(db(), { seat: 5 }), await aCourse(db())];
    const results = await Promise.all([order(b.cookie, courseBody(shared)), order(b.cookie, courseBody(shared, other))]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error.code)).sort();
    expect(codes).toEqual(['ORDER_AWAITING_PAYMENT', 'ok']);
    expect(await ordersOf(b.id)).toHaveLength(1);
    expect(await seatsTaken(shared.id)).toBe(1);
  });

  it('another cart with a course of an unpaid order is refused with ORDER_AWAITING_PAYMENT (409)', async () => {
    const b = await aStudent(db());
    const [first, second] = [await aCourse(db(), { seat: 5 }), await aCourse(db())];
    const placed = await order(b.cookie, courseBody(first));
    expect(placed.statusCode, placed.body).toBe(200);

    await putCart(b.cookie, [{ course_id: first.id, pricing_plan_id: first.plan.id }, { course_id: second.id }]);
    const again = await order(b.cookie, courseBody(first, second));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_AWAITING_PAYMENT');
    expect(again.json().error.details).toMatchObject({ orderIds: [placed.json().orderId] });
    expect(await seatsTaken(first.id)).toBe(1);
    // Nothing of the refused order happened: the cart keeps both lines.
    expect(await cartOf(b.cookie)).toHaveLength(2);
    // The same cart as the unpaid order still answers that order (its payment step again).
    const same = await order(b.cookie, courseBody(first));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ orderId: placed.json().orderId, reused: true });
    // A cart without anything of the unpaid order is ordered as usual.
    const apart = await order(b.cookie, courseBody(second));
    expect(apart.statusCode, apart.body).toBe(200);
    expect(await ordersOf(b.id)).toHaveLength(2);
  });

  it('a product of an unpaid order blocks another cart with that product', async () => {
    const b = await aStudent(db());
    const address = await aShippingAddress(db(), b.id);
    const fee = await aShippingFee(db());
    const product = await aProduct(db(), { available_qty: 5 });
    const course = await aCourse(db());
    const shipping = { shipping_address_id: address.id, shipping_fee_id: fee.id };
    const placed = await order(b.cookie, { products: [{ product_id: product.id, quantity: 1 }], ...shipping });
    expect(placed.statusCode, placed.body).toBe(200);
    const again = await order(b.cookie, {
      ...courseBody(course),
      products: [{ product_id: product.id, quantity: 2 }],
      ...shipping,
    });
    expect(again.json().error?.code, again.body).toBe('ORDER_AWAITING_PAYMENT');
    const [p] = await db().select().from(schema.products).where(eq(schema.products.id, product.id));
    expect(p!.available_qty).toBe(4);
  });

  it('a cancelled unpaid order does not block: the buyer adds the course again and orders', async () => {
    const b = await aStudent(db());
    const course = await aCourse(db(), { seat: 5 });
    const placed = await order(b.cookie, courseBody(course));
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      headers: { cookie: b.cookie },
      payload: { order_id: placed.json().orderId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await putCart(b.cookie, [{ course_id: course.id, pricing_plan_id: course.plan.id }]);
    const again = await order(b.cookie, courseBody(course));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).not.toBe(placed.json().orderId);
    expect(await cartOf(b.cookie)).toEqual([]);
    expect(await seatsTaken(course.id)).toBe(1);
  });

  it('an overdue unpaid order is cancelled on the spot, its seat given back once, and does not block', async () => {
    const b = await aStudent(db());
    const [first, second] = [await aCourse(db(), { seat: 5 }), await aCourse(db())];
    const placed = await order(b.cookie, courseBody(first));
    const overdueId = placed.json().orderId as number;
    await makeOverdue(eq(schema.orders.id, overdueId));

    const fresh = await order(b.cookie, courseBody(first, second));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await ordersOf(b.id)).toEqual([
      { id: overdueId, status: 'cancelled' },
      { id: fresh.json().orderId, status: 'notYetReceived' },
    ]);
    // The overdue order's seat came back and the new order took one: one seat in all.
    expect(await seatsTaken(first.id)).toBe(1);
    // The sweep finds nothing more to give back.
    expect(await sweepOverdueOrders(db(), new Date())).not.toContain(overdueId);
    expect(await seatsTaken(first.id)).toBe(1);
  });

  it('an overdue order whose payment is under way is left alone, and still holds its course', async () => {
    const [b, first, second] = [await aStudent(db()), await aCourse(db(), { seat: 5 }), await aCourse(db())];
    const payingId = (await order(b.cookie, courseBody(first))).json().orderId as number;
    // Another order of the buyer has an attempt under way: it says nothing about this one.
    const apart = await order(b.cookie, courseBody(second));
    const attempt = (orderId: number) => ({
      order_id: orderId,
      user_id: b.id,
      payment_method_id: 3,
      provider: 'twoc2p',
      reference: `RPAY${orderId}`,
      provider_ref: `RPAY${orderId}`,
      status: 'pending',
      amount: 100_000,
      currency_code: 'THB',
    });
    await db().insert(schema.paymentAttempts).values(attempt(payingId));
    await db().insert(schema.paymentAttempts).values(attempt(apart.json().orderId));
    await makeOverdue(eq(schema.orders.user_id, b.id));

    const again = await order(b.cookie, courseBody(first, await aCourse(db())));
    expect(again.json().error?.code, again.body).toBe('ORDER_AWAITING_PAYMENT');
    expect(again.json().error.details).toEqual({ orderIds: [payingId] });
    expect(await sweepOverdueOrders(db(), new Date())).toEqual([]);
    expect(await seatsTaken(first.id)).toBe(1);
  });
});

describe('GET /private/cart/awaiting', () => {
  it('lists the buyer’s unpaid orders still within their time, with their courses and products', async () => {
    const b = await aStudent(db());
    const [first, second] = [await aCourse(db()), await aCourse(db())];
    const placed = await order(b.cookie, courseBody(first));
    const late = await order(b.cookie, courseBody(second));
    await makeOverdue(eq(schema.orders.id, late.json().orderId));

    const res = await awaiting(b.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().data).toEqual([
      { order_id: placed.json().orderId, course_ids: [first.id], product_ids: [], cancel_at: expect.any(String) },
    ]);
    const other = await aStudent(db());
    expect((await awaiting(other.cookie)).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/private/cart/awaiting' })).statusCode).toBe(401);
  });
});
