// Concurrent buyers never oversell (issue 5: seats, coupon uses and stock are taken atomically).
// Meaningful on PostgreSQL (the integration-postgres project, many connections); on PGlite the same
// requests are serialised by its single connection and the counts must hold all the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { SessionService } from '../src/modules/auth/session.service.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const db = () => t.db.handle.db;

/** n fresh students, each with a session cookie and a shipping address. */
async function buyers(n: number, prefix: string): Promise<{ id: number; cookie: string; addressId: number }[]> {
  const users = await db()
    .insert(schema.users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `${prefix}${i}`,
        email: `${prefix}${i}@buyers.example`,
        firstname: 'ผู้ซื้อ',
        lastname: String(i),
      })),
    )
    .returning({ id: schema.users.id });
  const sessions = new SessionService(db());
  return Promise.all(
    users.map(async (u) => {
      const { token } = await sessions.create(u.id, 'concurrency test');
      const [addr] = await db()
        .insert(schema.shippingAddresses)
        .values({ user_id: u.id, name: 'ผู้ซื้อ', tel: '0812345678', address: 'กรุงเทพฯ', postcode: '10110' })
        .returning({ id: schema.shippingAddresses.id });
      return { id: u.id, cookie: `rian_session=${token}`, addressId: addr!.id };
    }),
  );
}

function order(cookie: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { cookie },
    payload: { payment_method_id: 1, currency_code: 'THB', is_withholding: 0, coupon_id: [], ...body },
  });
}

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('concurrent buyers', () => {
  it('100 simultaneous buyers of a 10-seat course leave exactly 10 orders', async () => {
    // Course 5 (plan 12, 4,200 THB) becomes a 10-seat class.
    await db().update(schema.courses).set({ seat: 10, seats_taken: 0 }).where(eq(schema.courses.id, 5));
    const people = await buyers(100, 'seat');
    const results = await Promise.all(people.map((b) => order(b.cookie, { course_id: [5], pricingplan_id: [12] })));
    const ok = results.filter((r) => r.statusCode === 200);
    const full = results.filter((r) => r.statusCode === 409 && r.json().error.code === 'NO_MORE_SEAT');
    expect(ok, results[0]!.body).toHaveLength(10);
    expect(full).toHaveLength(90);
    const [course] = await db().select().from(schema.courses).where(eq(schema.courses.id, 5));
    expect(course!.seats_taken).toBe(10);
    const [lines] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orderCourses)
      .where(eq(schema.orderCourses.course_id, 5));
    expect(lines!.n).toBe(10);
  }, 120_000);

  it('50 simultaneous uses of a 5-use coupon leave exactly 5 orders with it', async () => {
    // SAVE10 (coupon 2, 10 % off every course) gets five uses.
    await db().update(schema.coupons).set({ usage_limit: 5, used_count: 0 }).where(eq(schema.coupons.id, 2));
    const people = await buyers(50, 'coupon');
    const results = await Promise.all(
      people.map((b) => order(b.cookie, { course_id: [8], pricingplan_id: [18], coupon_id: [2] })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const spent = results.filter((r) => r.statusCode === 409 && r.json().error.code === 'COUPON_NOT_AVAILABLE');
    expect(ok).toHaveLength(5);
    expect(spent).toHaveLength(45);
    const [coupon] = await db().select().from(schema.coupons).where(eq(schema.coupons.id, 2));
    expect(coupon!.used_count).toBe(5);
    const withCoupon = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(sql`${schema.orders.coupon_ids} @> '[2]'::jsonb`);
    expect(withCoupon[0]!.n).toBe(5);
  }, 120_000);

  it('20 simultaneous buyers of a product with 3 in stock leave exactly 3 orders', async () => {
    await db().update(schema.products).set({ available_qty: 3 }).where(eq(schema.products.id, 2));
    const people = await buyers(20, 'stock');
    const results = await Promise.all(
      people.map((b) =>
        order(b.cookie, { products: [{ product_id: 2, quantity: 1 }], shipping_address_id: b.addressId, shipping_fee_id: 1 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409 && r.json().error.code === 'OUT_OF_STOCK')).toHaveLength(17);
    const [p] = await db().select().from(schema.products).where(eq(schema.products.id, 2));
    expect(p!.available_qty).toBe(0);
  }, 120_000);

  it('one buyer submitting the same cart 10 times at once gets one order', async () => {
    const [b] = await buyers(1, 'twice');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(b!.cookie, { course_id: [8], pricingplan_id: [18] })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
  }, 120_000);
});
