// Concurrent buyers never oversell (spec §5 order rules, §8 NO_MORE_SEAT: seats, coupon uses and stock are taken atomically).
// Meaningful on PostgreSQL (the integration-postgres project, many connections); on PGlite the same
// requests are serialised by its single connection and the counts must hold all the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCoupon, aCourse, aProduct, aShippingAddress, aShippingFee, aStudent } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const db = () => t.db.handle.db;

/** n fresh students, each with a session cookie and a shipping address. */
async function buyers(n: number): Promise<{ id: number; cookie: string; addressId: number }[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const b = await aStudent(db());
      return { id: b.id, cookie: b.cookie, addressId: (await aShippingAddress(db(), b.id)).id };
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
  t = await createTestApp({ seed: 'defaults' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('concurrent buyers', () => {
  it('100 simultaneous buyers of a 10-seat course leave exactly 10 orders', async () => {
    const course = await aCourse(db(), { seat: 10, plans: [{ price: 420_000 }] });
    const people = await buyers(100);
    const results = await Promise.all(
      people.map((b) => order(b.cookie, { course_id: [course.id], pricingplan_id: [course.plan.id] })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const full = results.filter((r) => r.statusCode === 409 && r.json().error.code === 'NO_MORE_SEAT');
    expect(ok, results[0]!.body).toHaveLength(10);
    expect(full).toHaveLength(90);
    const [row] = await db().select().from(schema.courses).where(eq(schema.courses.id, course.id));
    expect(row!.seats_taken).toBe(10);
    const [lines] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orderCourses)
      .where(eq(schema.orderCourses.course_id, course.id));
    expect(lines!.n).toBe(10);
  }, 120_000);

  it('50 simultaneous uses of a 5-use coupon leave exactly 5 orders with it', async () => {
    const coupon = await aCoupon(db(), { discount_type: 'percent', discount_amont: 10, usage_limit: 5 });
    const course = await aCourse(db());
    const people = await buyers(50);
    const results = await Promise.all(
      people.map((b) => order(b.cookie, { course_id: [course.id], pricingplan_id: [course.plan.id], coupon_id: [coupon.id] })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const spent = results.filter((r) => r.statusCode === 409 && r.json().error.code === 'COUPON_NOT_AVAILABLE');
    expect(ok).toHaveLength(5);
    expect(spent).toHaveLength(45);
    const [row] = await db().select().from(schema.coupons).where(eq(schema.coupons.id, coupon.id));
    expect(row!.used_count).toBe(5);
    const withCoupon = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(sql`${schema.orders.coupon_ids} @> ${JSON.stringify([coupon.id])}::jsonb`);
    expect(withCoupon[0]!.n).toBe(5);
  }, 120_000);

  it('20 simultaneous buyers of a product with 3 in stock leave exactly 3 orders', async () => {
    const product = await aProduct(db(), { available_qty: 3 });
    const fee = await aShippingFee(db());
    const people = await buyers(20);
    const results = await Promise.all(
      people.map((b) =>
        order(b.cookie, {
          products: [{ product_id: product.id, quantity: 1 }],
          shipping_address_id: b.addressId,
          shipping_fee_id: fee.id,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409 && r.json().error.code === 'OUT_OF_STOCK')).toHaveLength(17);
    const [p] = await db().select().from(schema.products).where(eq(schema.products.id, product.id));
    expect(p!.available_qty).toBe(0);
  }, 120_000);

  it('one buyer submitting the same cart 10 times at once gets one order', async () => {
    const [b] = await buyers(1);
    const course = await aCourse(db());
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(b!.cookie, { course_id: [course.id], pricingplan_id: [course.plan.id] })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.json().orderId)).size).toBe(1);
  }, 120_000);
});
