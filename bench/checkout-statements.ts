// bench/checkout-statements: where one order's time goes. The same order as bench/checkout (course
// 5, coupon SAVE10, book 1 by EMS, a new buyer each time), placed one after the other through the
// app in this process on a fresh PostgreSQL database, with every statement the pool sends timed
// (from the call to its answer). Prints the statements of one order in the order they run, each
// with its mean round trip, then the request's mean time and the share of it spent waiting on
// the database, and the CPU time an order costs the server and the PostgreSQL backends (what bounds
// the throughput of a busy 2-core machine, where round trips themselves vary with the load). Sequential on purpose: it counts round trips and their cost without queueing.
// Usage: BENCH_DB=postgres TEST_DATABASE_URL=... npx tsx bench/checkout-statements.ts [orders]
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestDb } from '@rian/db/testing';
import { buildBenchApp } from './bench-app.ts';
import { benchOrder } from './bench-order.ts';
import { makeBuyers } from './buyers.ts';

const orders = Number(process.argv[2] ?? 200);
if (process.env.BENCH_DB !== 'postgres')
  throw new Error('bench/checkout-statements counts PostgreSQL round trips: set BENCH_DB=postgres');

// Every pool connection is a pg.Client: time each query from the call to its answer.
const trace: { text: string; ms: number }[] = [];
let tracing = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '?');
  const t0 = performance.now();
  const done = (failed: boolean) => trace.push({ text: failed ? `(failed) ${text}` : text, ms: performance.now() - t0 });
  // The pool's own query() passes a callback; drizzle's transactions await a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (tracing && typeof callback === 'function') {
    args[last] = (err: unknown, res: unknown) => {
      done(Boolean(err));
      (callback as (e: unknown, r: unknown) => void)(err, res);
    };
  }
  const out = query.apply(this, args);
  if (tracing && typeof callback !== 'function' && out && typeof (out as Promise<unknown>).then === 'function') {
    void (out as Promise<unknown>).then(
      () => done(false),
      () => done(true),
    );
  }
  return out;
} as typeof pg.Client.prototype.query;

const db = await createTestDb({ kind: 'postgres', poolSize: 10 });
const app = await buildBenchApp(db, { logLevel: 'warn', cacheMs: 10_000 });
const buyers = await makeBuyers(db.handle.db, orders + 20);

function order(i: number) {
  return app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { 'content-type': 'application/json', cookie: buyers[i]!.cookie },
    payload: benchOrder(buyers[i]!),
  });
}

// Warm-up (caches filled, code compiled), untraced.
for (let i = 0; i < 20; i++) if ((await order(orders + i)).statusCode !== 200) throw new Error('warm-up order refused');

// CPU time of the order's two sides: this process (the server; the inject client is a small
// part) and the PostgreSQL backends of the benchmark's database, from /proc (Linux clock ticks).
const backendPids = async () => {
  const res = (await db.handle.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  )) as unknown as { rows: { pid: number }[] };
  return res.rows.map((r) => r.pid);
};
const ticksOf = async (pids: number[]) => {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime
  }
  return out;
};
const ticks0 = await ticksOf(await backendPids());
const cpu0 = process.cpuUsage();

tracing = true;
let requestMs = 0;
const perOrder: { text: string; ms: number }[][] = [];
for (let i = 0; i < orders; i++) {
  const from = trace.length;
  const t0 = performance.now();
  const res = await order(i);
  requestMs += performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`order ${i}: ${res.statusCode} ${res.body}`);
  await new Promise((r) => setImmediate(r));
  perOrder.push(trace.slice(from));
}
tracing = false;
const cpu = process.cpuUsage(cpu0);
const serverCpuMs = (cpu.user + cpu.system) / 1000 / orders;
// A connection opened during the run counts from its start.
const ticks1 = await ticksOf(await backendPids());
const postgresCpuMs = ([...ticks1].reduce((sum, [pid, t]) => sum + t - (ticks0.get(pid) ?? 0), 0) * 10) / orders;

// By statement (in the order each first ran): how many an order sends, and their mean round trip.
// A cache refreshed during the run (settings, methods, promotions: 10 s) shows as a fraction.
const short = (t: string) => t.replace(/\s+/g, ' ').trim().slice(0, 80).replace(/\|/g, '\\|');
const byText = new Map<string, { count: number; ms: number }>();
for (const s of perOrder.flat()) {
  const k = short(s.text);
  const e = byText.get(k) ?? { count: 0, ms: 0 };
  e.count += 1;
  e.ms += s.ms;
  byText.set(k, e);
}
console.log(`bench/checkout-statements: ${orders} orders one after the other, database PostgreSQL`);
console.log('| statement | per order | mean ms |');
console.log('| --- | ---: | ---: |');
let dbMs = 0;
let statements = 0;
for (const [k, e] of byText) {
  dbMs += e.ms / orders;
  statements += e.count / orders;
  console.log(`| \`${k}\` | ${(e.count / orders).toFixed(2)} | ${(e.ms / e.count).toFixed(2)} |`);
}
const req = requestMs / orders;
console.log(
  `CPU per order: server ${serverCpuMs.toFixed(2)} ms, PostgreSQL backends ${postgresCpuMs.toFixed(2)} ms (${ticks1.size} connections)`,
);
console.log(
  `statements per order: ${statements.toFixed(2)}; request ${req.toFixed(2)} ms, of which waiting on PostgreSQL ${dbMs.toFixed(2)} ms (${((dbMs / req) * 100).toFixed(0)} %)`,
);

await app.close();
await db.cleanup();
