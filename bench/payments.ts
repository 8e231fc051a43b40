// bench/payments: provider notifications handled per second, and their latency. Each of
// BENCH_PAYMENTS (600) orders has a pending 2C2P attempt; the benchmark posts each one's signed
// PGW 4.3 backend notification (a JWT over the payment facts) to /webhooks/twoc2p, 10 at a time, the
// way a provider's retries and a launch's payments would arrive. Each is the whole path: signature
// check, the raw event stored under its event id, the amount compared, and the one transaction that
// marks the order paid, grants access, records the report, clears the cart lines and queues the
// receipt. Then every notification is sent again: a repeat is answered without doing anything twice.
// Usage: npx tsx bench/payments.ts   (BENCH_DB=postgres with TEST_DATABASE_URL for PostgreSQL)
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import { twoc2pModule } from '@rian/payments/twoc2p/index';
import { startBenchServer } from './start-server.ts';

const count = Number(process.env.BENCH_PAYMENTS ?? 600);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);

const { child, base, payments } = await startBenchServer({ BENCH_PAYMENTS: String(count), BENCH_PATHS: '{}' });

const { merchantId } = twoc2pModule.sandboxCredentials.public;
const secret = new TextEncoder().encode(twoc2pModule.sandboxCredentials.secret.secretKey);
// Signed before the clock starts: the provider's work is not Rian's.
const bodies = await Promise.all(
  payments.map(async (p, i) =>
    JSON.stringify({
      payload: await new SignJWT({
        merchantID: merchantId,
        invoiceNo: p.reference,
        amount: (p.amount / 100).toFixed(2),
        currencyCode: 'THB',
        tranRef: `T${i}`,
        respCode: '0000',
        respDesc: 'Success',
        channelCode: 'IPP',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(secret),
    }),
  ),
);

async function deliver(
  label: string,
): Promise<{ label: string; perSecond: number; p50: number; p99: number; outcomes: Record<string, number> }> {
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < bodies.length; i = next++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/webhooks/twoc2p`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bodies[i],
        });
        const json = (await res.json()) as { outcome?: string };
        latencies.push(performance.now() - t0);
        const key = res.status === 200 ? (json.outcome ?? 'ok') : `http ${res.status}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { label, perSecond: bodies.length / seconds, p50: at(0.5), p99: at(0.99), outcomes };
}

const fresh = await deliver('first delivery (order paid)');
const again = await deliver('repeat (duplicate)');
const dbName = process.env.BENCH_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(`bench/payments: ${count} signed notifications, ${concurrency} at a time, database ${dbName}`);
console.log('| delivery | notifications/s | p50 ms | p99 ms | outcomes |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const r of [fresh, again]) {
  console.log(
    `| ${r.label} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${JSON.stringify(r.outcomes)} |`,
  );
}
console.log(`ratio repeat/first: ${(again.perSecond / fresh.perSecond).toFixed(2)}`);
child.kill('SIGTERM');
