// The server under benchmark, in its own process so that the load generator does not share its
// event loop: the seeded demo academy on PGlite (or PostgreSQL with BENCH_DB=postgres and
// TEST_DATABASE_URL), listening on a free loopback port that it prints as JSON on stdout.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { analyzeTables, schema } from '@rian/db';
import { createTestDb } from '@rian/db/testing';
import { buildBenchApp } from './bench-app.ts';
import { makeBuyers } from './buyers.ts';

// The production pool size (packages/db createDb's default of 10 connections).
const db = await createTestDb({ kind: process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite', poolSize: 10 });
// As a started server finds its database: the start that migrated and seeded it gathered the
// planner's statistics (apps/server start/prepare-database.ts).
await analyzeTables(db.handle);
const app = await buildBenchApp(db, {
  logLevel: 'warn',
  cacheMs: Number(process.env.CATALOGUE_CACHE_MS ?? 10_000),
  sessionCacheMs: Number(process.env.SESSION_CACHE_MS ?? 2_000),
});
// The floor of any read that asks the database: one prepared, indexed read of one row, answering the
// body a catalogue read gave (`floors` below). No read that goes to the database can be faster than this
// on this machine; bench/catalogue prints it beside each read and its ceiling.
const bodies = new Map<string, string>();
const oneRow = db.handle.db
  .select({ id: schema.siteSettings.id })
  .from(schema.siteSettings)
  .where(eq(schema.siteSettings.id, sql.placeholder('id')))
  .prepare('bench_one_row');
app.get<{ Params: { name: string } }>('/bench/one-read/:name', async (req, reply) => {
  const body = bodies.get(req.params.name);
  if (body === undefined) return reply.code(404).send();
  await oneRow.execute({ id: 1 });
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

// The ceiling: the same server answering static JSON files of the same size as each catalogue
// read, written into the public upload folder that @fastify/static serves.
const ceilings: Record<string, string> = {};
const floors: Record<string, string> = {};
for (const [name, path] of Object.entries(JSON.parse(process.env.BENCH_PATHS ?? '{}') as Record<string, string>)) {
  const body = await (await fetch(`${base}${path}`)).text();
  const file = `ceiling-${name}.json`;
  await writeFile(join(db.uploadDir, file), body);
  ceilings[name] = `/uploads/${file}`;
  bodies.set(name, body);
  floors[name] = `/bench/one-read/${name}`;
}
// Buyers for bench/checkout (buyers.ts): one per order.
const buyerCount = Number(process.env.BENCH_BUYERS ?? 0);
const buyers = buyerCount > 0 ? await makeBuyers(db.handle.db, buyerCount) : [];
// Paid-order notifications for bench/payments: BENCH_PAYMENTS unpaid orders, each of its own buyer
// (as in a real launch: one order per person), each with a pending 2C2P attempt awaiting its
// notification. Made directly in the database: the benchmark measures the callback path only.
const payments: { reference: string; amount: number }[] = [];
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 0);
if (paymentCount > 0) {
  const d = db.handle.db;
  for (let i = 0; i < paymentCount; i++) {
    const [u] = await d
      .insert(schema.users)
      .values({ username: `payer${i}`, email: `payer${i}@bench.example`, firstname: 'Payer', lastname: String(i) })
      .returning({ id: schema.users.id });
    const [o] = await d
      .insert(schema.orders)
      .values({
        order_token: `bench-order-${i}`,
        user_id: u!.id,
        payment_method_id: 10,
        price: 420000,
        total: 420000,
        email: `payer${i}@bench.example`,
        cart_signature: `bench-${i}`,
        cancel_at: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: schema.orders.id });
    await d.insert(schema.orderCourses).values({ order_id: o!.id, course_id: 5, pricing_plan_id: 12, price: 420000 });
    const reference = `BENCH${i}`;
    await d.insert(schema.paymentAttempts).values({
      order_id: o!.id,
      user_id: u!.id,
      payment_method_id: 10,
      provider: 'twoc2p',
      reference,
      provider_ref: reference,
      status: 'pending',
      amount: 420000,
      currency_code: 'THB',
    });
    payments.push({ reference, amount: 420000 });
  }
}
process.stdout.write(JSON.stringify({ base, ceilings, floors, buyers, payments }) + '\n');

const stop = async () => {
  await app.close();
  await db.cleanup();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
