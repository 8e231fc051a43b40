// bench/checkout: orders created per second by concurrent buyers, and the p99 latency of
// POST /private/cart/order (goal in docs/benchmarks.md: 200 orders/s or more on PostgreSQL on a 2-core machine).
// BENCH_CONNECTIONS (20) concurrent connections; every request is a new order of a new buyer (a
// buyer holds one unpaid order of a course or product, spec §4 and §8 ORDER_AWAITING_PAYMENT, as in a
// real launch: one order per person), so the reuse of an unpaid order never short-cuts it. Each order
// is the whole path: session check, every rule of packages/domain validateOrder, and the transaction
// that inserts the order and its lines and takes a seat of the same course, a coupon use and stock of
// the same book (the hottest rows a real launch would have). BENCH_BUYERS buyers are made beforehand
// (by default enough for 400 orders/s); a run that uses them all says so.
// Usage: npx tsx bench/checkout.ts [seconds]   (BENCH_DB=postgres with TEST_DATABASE_URL for PostgreSQL)
import autocannon from 'autocannon';
import { benchOrder } from './bench-order.ts';
import { startBenchServer } from './start-server.ts';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const buyerCount = Number(process.env.BENCH_BUYERS ?? (seconds + 2) * 400);

const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const { child, base, buyers } = await startBenchServer({ BENCH_BUYERS: String(buyerCount), BENCH_PATHS: '{}' }, profile);

let next = 0;
function orderBody(buyer: number): string {
  return JSON.stringify(benchOrder(buyers[buyer]!));
}

async function run(duration: number) {
  return autocannon({
    url: `${base}/private/cart/order`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          // The next buyer who has not ordered yet (past the last, the first again: refused, non-2xx).
          const buyer = next++ % buyerCount;
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', cookie: buyers[buyer]!.cookie },
            body: orderBody(buyer),
          };
        },
      },
    ],
  });
}

await run(2); // warm-up
const r = await run(seconds);
const db = process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(`bench/checkout: ${connections} concurrent buyers (of ${buyerCount}), ${seconds} s, database ${db}`);
if (next > buyerCount) console.log(`every buyer ordered: raise BENCH_BUYERS above ${next} for this machine`);
console.log('| database | orders/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
console.log(`| ${db} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} |`);
if (db === 'PostgreSQL') console.log(`ratio to the goal of 200 orders/s: ${(r.requests.average / 200).toFixed(2)}`);
child.kill('SIGTERM');
