// bench/checkout: orders created per second by concurrent buyers, and the p99 latency of
// POST /private/cart/order (goal in docs/benchmarks.md: 200 orders/s or more on PostgreSQL on a 2-core machine).
// Each of BENCH_BUYERS buyers (20) is one connection. Every order is new: each request changes the
// quantity of a book in the cart, so the "reuse the unpaid order of the same cart" rule (spec §4)
// never short-cuts it. Each order is the whole path: session check, every rule of
// packages/domain validateOrder, and the transaction that inserts the order and its lines and takes
// a seat of the same course, a coupon use and stock of the same book (the hottest rows a real
// launch would have).
// Usage: npx tsx bench/checkout.ts [seconds]   (BENCH_DB=postgres with TEST_DATABASE_URL for PostgreSQL)
import autocannon from 'autocannon';
import { startBenchServer } from './start-server.ts';

const seconds = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 10);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 20);

const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const { child, base, buyers } = await startBenchServer({ BENCH_BUYERS: String(buyerCount), BENCH_PATHS: '{}' }, profile);

// Course 5 (plan 12, 4,200 THB, unlimited seats), coupon SAVE10 (10 % off, unlimited uses),
// book 1 (350 THB) with EMS shipping: a course-and-product order paid by bank transfer.
let next = 0;
const sequence = new Map<number, number>();
function orderBody(buyer: number): string {
  const n = (sequence.get(buyer) ?? 0) + 1;
  sequence.set(buyer, n);
  return JSON.stringify({
    course_id: [5],
    pricingplan_id: [12],
    products: [{ product_id: 1, quantity: ((n - 1) % 999) + 1 }],
    payment_method_id: 1,
    coupon_id: [2],
    promotion_id: null,
    currency_code: 'THB',
    shipping_address_id: buyers[buyer]!.addressId,
    shipping_fee_id: 1,
    is_withholding: 0,
    status: 'notYetReceived',
  });
}

async function run(duration: number) {
  return autocannon({
    url: `${base}/private/cart/order`,
    connections: buyerCount,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context: { buyer?: number }) => {
          context.buyer ??= next++ % buyerCount;
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', cookie: buyers[context.buyer]!.cookie },
            body: orderBody(context.buyer),
          };
        },
      },
    ],
  });
}

await run(2); // warm-up
const r = await run(seconds);
const db = process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(`bench/checkout: ${buyerCount} concurrent buyers, ${seconds} s, database ${db}`);
console.log('| database | orders/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
console.log(`| ${db} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} |`);
if (db === 'PostgreSQL') console.log(`ratio to the goal of 200 orders/s: ${(r.requests.average / 200).toFixed(2)}`);
child.kill('SIGTERM');
