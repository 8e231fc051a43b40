// Several instances on one database and one Redis (architecture.md "Scale"), for what other files do
// not already show (admin-content: a text override on A shows on B; login-throttle: an account's
// failures count on both; startup: instances starting together): an approval on A reaches a page
// connected to B; a text override, a plan's price or a promotion saved on A counts on B's very next
// request (the write answers once every instance forgot its memo), and so does a log-out or an
// account disabled on A, though B kept the session in memory; per-address rate limits count
// across both; the auto-cancel sweep on both cancels and releases once; and kill -9 of one instance
// during a burst of checkouts leaves no half-written order.
// Needs PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL), as CI has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { createDb, schema } from '@rian/db';
import { ORDER_STATUS_EVENT } from '@rian/contracts/payments';
import { TEN_PERCENT_TERMS } from '@rian/domain/deal-fixtures.test-helpers';
import { sweepOverdueOrders } from '../src/jobs/auto-cancel.ts';
import { anAdmin, anOrder, aCourse, aProduct, aPromotion, aShippingAddress, aShippingFee, aStudent } from './factories/index.ts';
import { anotherApp, createTestApp, type TestApp, withTwoInstances } from './helpers.ts';
import { orderPayload } from './order-payload.ts';
import { approveTransfer } from './approve-transfer.ts';
import { freshDatabase } from './fresh-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

describe.runIf(shared)('two instances', () => {
  let t: TestApp;
  const db = () => t.db.handle.db;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'defaults' });
  });
  afterAll(() => t?.close());

  it('an approval on A reaches the buyer’s page connected to B', async () => {
    await withTwoInstances(t, async (a, b) => {
      const buyer = await aStudent(db());
      const admin = await anAdmin(db());
      const course = await aCourse(db());
      const order = await anOrder(db(), { buyer, courses: [course], state: 'underReview' });

      await b.listen({ port: 0, host: '127.0.0.1' });
      const { port } = b.server.address() as { port: number };
      const socket = io(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        extraHeaders: { cookie: buyer.cookie },
        reconnection: false,
      });
      try {
        await new Promise<void>((done, fail) => (socket.once('connect', () => done()), socket.once('connect_error', fail)));
        const heard = new Promise<unknown>((done) => socket.once(ORDER_STATUS_EVENT, done));
        const approved = await approveTransfer(a, db(), admin.cookie, order);
        expect(approved.statusCode, approved.body).toBe(200);
        expect(await heard).toEqual({ orderId: order.id, orderToken: order.order_token, paymentStatus: 'approved' });
      } finally {
        socket.close();
      }
    });
  });

  it('a text override saved on A shows on B at the next request', async () => {
    await withTwoInstances(t, async (a, b) => {
      const admin = await anAdmin(db());
      const texts = async () => (await b.inject({ url: '/public/i18n/th' })).json().data as Record<string, string>;
      expect((await texts())['footer.contact']).toBeUndefined(); // B now holds the texts in its memo
      const saved = await a.inject({
        method: 'PUT',
        url: '/private/admin/texts/footer.contact',
        headers: { cookie: admin.cookie },
        payload: { th: 'ติดต่อสถาบัน', en: 'Contact the academy' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // No wait and no retry: A's answer comes after every instance was told.
      expect((await texts())['footer.contact']).toBe('ติดต่อสถาบัน');
    });
  });

  it('a plan price changed on A shows on B’s course read at the next request, catalogue memo on', async () => {
    await withTwoInstances(t, async (a, b) => {
      const admin = await anAdmin(db());
      const course = await aCourse(db(), { plans: [{ price: 150_000 }] });
      const price = async () => {
        const res = await b.inject({ url: `/public/course/url/${course.id}` });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data.priceDetail as { id: number; price: number }[]).find((p) => p.id === course.plan.id)!.price;
      };
      expect(await price()).toBe(150_000); // B memoises the visitor's read (CATALOGUE_CACHE_MS, 10 s)
      const saved = await a.inject({
        method: 'PATCH',
        url: `/private/admin/plans/${course.plan.id}`,
        headers: { cookie: admin.cookie },
        payload: { price: 129_000 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await price()).toBe(129_000);
    });
  });

  it('a promotion switched off on A no longer discounts B’s next order', async () => {
    await withTwoInstances(t, async (a, b) => {
      const admin = await anAdmin(db());
      const course = await aCourse(db(), { plans: [{ price: 150_000 }] });
      const promotion = await aPromotion(db(), { courses: [course.id], discount_amont: 10_000 });
      const orderOnB = async (over: Record<string, unknown>) =>
        b.inject({
          method: 'POST',
          url: '/private/cart/order',
          headers: { cookie: (await aStudent(db())).cookie },
          payload: orderPayload(course, over),
        });
      // B now holds the running promotions in its memo.
      const discounted = await orderOnB({ price: 150_000, discount: 10_000, promotion_id: promotion.id });
      expect(discounted.statusCode, discounted.body).toBe(200);
      const off = await a.inject({
        method: 'PUT',
        url: `/private/admin/promotions/${promotion.id}/rules`,
        headers: { cookie: admin.cookie },
        payload: { ...TEN_PERCENT_TERMS, courses: [course.id], products: [], promotion_type: 'P1', is_active: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      const full = await orderOnB({ price: 150_000, discount: 0 });
      expect(full.statusCode, full.body).toBe(200);
      expect(full.json().order_detail).toMatchObject({ discount: 0, total: 150_000 });
    });
  });

  it('a log-out on A refuses the same cookie at B’s very next request, though B kept the session in memory', async () => {
    await withTwoInstances(t, async (a, b) => {
      const member = await aStudent(db());
      const onB = (url: string) => b.inject({ url, headers: { cookie: member.cookie } });
      expect((await onB('/public/auth/session')).json().status).toBe('valid'); // B keeps it (SESSION_CACHE_MS, 2 s)
      expect((await onB('/private/students')).statusCode).toBe(200);
      const out = await a.inject({ method: 'POST', url: '/public/auth/logout', headers: { cookie: member.cookie } });
      expect(out.statusCode).toBe(200);
      // No wait and no retry: A's answer comes after every instance forgot the sessions it kept.
      expect((await onB('/private/students')).statusCode).toBe(401);
      expect((await onB('/public/auth/session')).json().status).toBe('expired');
    });
  });

  it('an account disabled on A is refused at B’s very next request', async () => {
    await withTwoInstances(t, async (a, b) => {
      const admin = await anAdmin(db());
      const member = await aStudent(db());
      const onB = () => b.inject({ url: '/private/students', headers: { cookie: member.cookie } });
      expect((await onB()).statusCode).toBe(200);
      const off = await a.inject({
        method: 'POST',
        url: `/private/admin/users/${member.id}/disable`,
        headers: { cookie: admin.cookie },
        payload: { reason: 'บัญชีถูกแชร์' },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await onB()).statusCode).toBe(401);
    });
  });

  it('per-address rate limits count requests on both instances together', async () => {
    const config = { redisUrl: process.env.REDIS_URL, rateLimit: true };
    const [a, b] = await Promise.all([anotherApp(t, config), anotherApp(t, config)]);
    const forgot = (app: FastifyInstance, address: string) =>
      app.inject({
        method: 'POST',
        url: '/public/auth/forgot',
        payload: { email: 'nobody@example.com' },
        remoteAddress: address,
      });
    try {
      // A new address each run: counters live in the shared Redis for 15 minutes.
      const address = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
      // Five a quarter-hour (LIMITS.forgot): three on A and two on B stay within either's own count.
      for (let i = 0; i < 5; i++) expect((await forgot(i % 2 ? b : a, address)).statusCode).toBe(200);
      const sixth = await forgot(b, address);
      expect([sixth.statusCode, sixth.json().error.code]).toEqual([429, 'RATE_LIMITED']);
      expect((await forgot(a, address)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the auto-cancel sweep running on both cancels each order once and gives each seat back once', async () => {
    // Each instance with its own pool, as two processes have (PGlite: the one connection).
    const other = t.db.url ? await createDb({ databaseUrl: t.db.url, poolSize: 5 }) : t.db.handle;
    try {
      const course = await aCourse(db(), { seat: 100, plans: [{ price: 150_000 }] });
      const people = await Promise.all(Array.from({ length: 30 }, () => aStudent(db())));
      const placed = await Promise.all(
        people.map((p) =>
          t.app.inject({
            method: 'POST',
            url: '/private/cart/order',
            headers: { cookie: p.cookie },
            payload: orderPayload(course),
          }),
        ),
      );
      const ids = placed.map((r) => (expect(r.statusCode, r.body).toBe(200), r.json().order_detail.id as number));
      const seats = async () =>
        (await db().select().from(schema.courses).where(eq(schema.courses.id, course.id)))[0]!.seats_taken;
      expect(await seats()).toBe(30);
      await db()
        .update(schema.orders)
        .set({ cancel_at: new Date(Date.now() - 60_000) })
        .where(inArray(schema.orders.id, ids));

      const now = new Date();
      const [onA, onB] = await Promise.all([sweepOverdueOrders(db(), now, 7), sweepOverdueOrders(other.db, now, 7)]);
      expect([...onA, ...onB].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      expect(await seats()).toBe(0);
      const rows = await db().select().from(schema.orders).where(inArray(schema.orders.id, ids));
      expect(rows.every((o) => o.status === 'cancelled')).toBe(true);
    } finally {
      if (other !== t.db.handle) await other.close();
    }
  });
});

/** What must hold whatever happened to the processes: every order whole, seats and stock accounted for. */
async function expectConsistent(
  handle: Awaited<ReturnType<typeof createDb>>,
  courseId: number,
  productId: number,
  stock: number,
) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await handle.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const open = sql`o.status not in ('cancelled', 'rejected')`;
  expect(
    await one(sql`select count(*) as n from orders o where not exists (select 1 from order_courses l where l.order_id = o.id)`),
  ).toBe(0);
  expect(
    await one(sql`select count(*) as n from orders o where not exists (select 1 from order_products l where l.order_id = o.id)`),
  ).toBe(0);
  const seatsHeld = await one(
    sql`select count(*) as n from order_courses l join orders o on o.id = l.order_id where l.course_id = ${courseId} and l.seat_taken and ${open}`,
  );
  const [course] = await handle.db.select().from(schema.courses).where(eq(schema.courses.id, courseId));
  expect(course!.seats_taken).toBe(seatsHeld);
  const held = await one(
    sql`select coalesce(sum(l.quantity), 0) as n from order_products l join orders o on o.id = l.order_id where l.product_id = ${productId} and ${open}`,
  );
  const [product] = await handle.db.select().from(schema.products).where(eq(schema.products.id, productId));
  expect(product!.available_qty + held).toBe(stock);
  return seatsHeld;
}

describe.runIf(shared && process.env.RIAN_TEST_DB === 'postgres')('two server processes', () => {
  it('kill -9 of one during a burst of checkouts on both leaves no half-written order', async () => {
    const database = await freshDatabase();
    const servers: ServerProcess[] = [];
    let handle: Awaited<ReturnType<typeof createDb>> | undefined;
    try {
      const env = { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL!, RIAN_DEMO: '0', LOG_LEVEL: 'warn' };
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      handle = await createDb({ databaseUrl: database.url, poolSize: 5 });
      const STOCK = 1_000;
      const course = await aCourse(handle.db, { seat: 500, plans: [{ price: 150_000 }] });
      const product = await aProduct(handle.db, { available_qty: STOCK });
      const fee = await aShippingFee(handle.db);
      const people = await Promise.all(
        Array.from({ length: 80 }, async () => {
          const p = await aStudent(handle!.db);
          return { cookie: p.cookie, address: (await aShippingAddress(handle!.db, p.id)).id };
        }),
      );

      let answeredByA = 0;
      const killed = new Promise<void>((done) => {
        const check = setInterval(() => {
          if (answeredByA < 5) return;
          clearInterval(check);
          a.child.kill('SIGKILL');
          done();
        }, 2);
      });
      const results = await Promise.allSettled(
        people.map(async (p, i) => {
          await new Promise((r) => setTimeout(r, i * 8)); // a burst spread over ~650 ms
          const target = i % 2 ? b : a;
          const res = await fetch(`${target.url}/private/cart/order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: p.cookie, origin: target.url },
            body: JSON.stringify(
              orderPayload(course, {
                products: [{ product_id: product.id, quantity: 2 }],
                shipping_address_id: p.address,
                shipping_fee_id: fee.id,
              }),
            ),
          });
          if (target === a) answeredByA += 1;
          return { on: target === a ? 'A' : 'B', status: res.status, body: await res.text() };
        }),
      );
      await killed;
      expect((await a.exited).signal).toBe('SIGKILL');
      const lostOnA = results.filter((r, i) => i % 2 === 0 && r.status === 'rejected').length;
      expect(lostOnA, 'the kill came after the burst: nothing was cut').toBeGreaterThan(0);
      const onB = results.filter((_r, i) => i % 2 === 1);
      for (const r of onB) expect(r.status === 'fulfilled' && r.value.status, JSON.stringify(r)).toBe(200);

      const seatsHeld = await expectConsistent(handle, course.id, product.id, STOCK);
      const answered = results.filter((r) => r.status === 'fulfilled' && r.value.status === 200).length;
      // Orders A committed just before dying are whole too; none answered is missing.
      expect(seatsHeld).toBeGreaterThanOrEqual(answered);
      expect(seatsHeld).toBeLessThanOrEqual(people.length);
    } finally {
      await handle?.close();
      for (const s of servers) await s.dispose();
      await database.drop();
    }
  }, 240_000);
});
