// spec §7 POST /api/chulabook/cart: a cart handed over for checkout becomes the buyer's own unpaid
// order, priced by the server; the browser's figures are compared, and the location is this site's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, aStudent, type Person } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let buyer: Person;
let buyerId = 0;
/** A course whose default plan costs 4,200 THB. */
let courseId = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  buyer = await aStudent(t.db.handle.db);
  buyerId = buyer.id;
  courseId = (await aCourse(t.db.handle.db, { plans: [{ price: 420_000 }] })).id;
});
afterAll(() => t.close());

const handOff = async (payload: Record<string, unknown>, who: Person | null = buyer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chulabook/cart',
    headers: who ? { cookie: who.cookie } : {},
    payload,
  });

describe('POST /api/chulabook/cart', () => {
  it('refuses figures that are not the server’s, and writes nothing', async () => {
    const res = await handOff({ user_id: buyerId, course_id: [courseId], price: 100, totalPrice: 100, discount: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');
    expect(await t.db.handle.db.select().from(schema.orders).where(eq(schema.orders.user_id, buyerId))).toEqual([]);
  });

  it('makes the buyer’s unpaid order at the server’s price and answers where to pay it', async () => {
    const res = await handOff({
      user_id: buyerId,
      course_id: [courseId],
      price: 420_000,
      totalPrice: 1,
      discount: 0,
      cancel_at: '2099-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().location).toBe('/myaccount/student/order');
    const [order] = await t.db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().orderId));
    expect(order).toMatchObject({ user_id: buyerId, status: 'notYetReceived', total: 420_000 });
    // The cancel time is the site's auto_cancel, not the browser's.
    expect(order!.cancel_at.getFullYear()).toBeLessThan(2099);
    // The same hand-off again reuses the unpaid order.
    const again = await handOff({ user_id: buyerId, course_id: [courseId] });
    expect(again.json().orderId).toBe(res.json().orderId);
  });

  it('refuses another buyer’s cart and a visitor', async () => {
    expect((await handOff({ user_id: buyerId, course_id: [courseId] }, await aStudent(t.db.handle.db))).statusCode).toBe(403);
    expect((await handOff({ user_id: buyerId, course_id: [courseId] }, null)).statusCode).toBe(401);
  });
});
