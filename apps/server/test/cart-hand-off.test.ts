// spec §7 POST /api/chulabook/cart: a cart handed over for checkout becomes the buyer's own unpaid
// order, priced by the server; the browser's figures are compared, and the location is this site's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { createTestApp, demoSessions, type TestApp } from './helpers.ts';

let t: TestApp;
let session: (username: string) => Promise<string>;
let partnerId = 0;

beforeAll(async () => {
  t = await createTestApp();
  session = demoSessions(() => t.app);
  const [partner] = await t.db.handle.db.select().from(schema.users).where(eq(schema.users.username, 'partner'));
  partnerId = partner!.id;
});
afterAll(() => t.close());

const handOff = async (payload: Record<string, unknown>, username: string | null = 'partner') =>
  t.app.inject({
    method: 'POST',
    url: '/api/chulabook/cart',
    headers: username ? { cookie: await session(username) } : {},
    payload,
  });

describe('POST /api/chulabook/cart', () => {
  it('refuses figures that are not the server’s, and writes nothing', async () => {
    const res = await handOff({ user_id: partnerId, course_id: [5], price: 100, totalPrice: 100, discount: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');
    expect(await t.db.handle.db.select().from(schema.orders).where(eq(schema.orders.user_id, partnerId))).toEqual([]);
  });

  it('makes the buyer’s unpaid order at the server’s price and answers where to pay it', async () => {
    const res = await handOff({
      user_id: partnerId,
      course_id: [5],
      price: 420_000,
      totalPrice: 1,
      discount: 0,
      cancel_at: '2099-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().location).toBe('/myaccount/student/order');
    const [order] = await t.db.handle.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().orderId));
    expect(order).toMatchObject({ user_id: partnerId, status: 'notYetReceived', total: 420_000 });
    // The cancel time is the site's auto_cancel, not the browser's.
    expect(order!.cancel_at.getFullYear()).toBeLessThan(2099);
    // The same hand-off again reuses the unpaid order.
    const again = await handOff({ user_id: partnerId, course_id: [5] });
    expect(again.json().orderId).toBe(res.json().orderId);
  });

  it('refuses another buyer’s cart and a visitor', async () => {
    expect((await handOff({ user_id: partnerId, course_id: [5] }, 'student')).statusCode).toBe(403);
    expect((await handOff({ user_id: partnerId, course_id: [5] }, null)).statusCode).toBe(401);
  });
});
