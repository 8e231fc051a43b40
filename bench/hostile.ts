// bench/hostile: the hostile-input test at scale. BENCH_HOSTILE (20,000) requests drawn at random
// from every operation of the OpenAPI document and the provider callbacks, each with one to three
// hostile values at once (NUL, lone surrogates, 2^31, -1, 1e308, huge strings, wrong types, deep
// JSON, broken bodies), as a visitor, a student or an administrator. Prints the count, the answers
// of 500 or more, the answers that leaked a stack trace or SQL, and the rate.
// Usage: npx tsx bench/hostile.ts   (BENCH_DB=postgres with TEST_DATABASE_URL for PostgreSQL)
import { performance } from 'node:perf_hooks';
import { createTestDb } from '@rian/db/testing';
import { PROVIDER_MODULES } from '@rian/payments';
import { buildBenchApp } from './bench-app.ts';
import { hostileCases, JSON_VALUES, type HostileRequest } from '../apps/server/test/hostile-cases.ts';

const count = Number(process.env.BENCH_HOSTILE ?? 20_000);
let seed = Number(process.env.BENCH_SEED ?? 42);
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const db = await createTestDb({ kind: process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite' });
const app = await buildBenchApp(db, { logLevel: 'silent', rateLimit: false, autoCancel: false });
await app.ready();
const login = async (username: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/public/auth/login',
    payload: { username, password: `rian-${username}-demo` },
  });
  return String(res.headers['set-cookie']).split(';')[0]!;
};
const cookies = [undefined, await login('student'), await login('admin')];

const extra = PROVIDER_MODULES.map((m) => ({ path: `/webhooks/${m.name}`, method: 'post' }));
const cases = hostileCases(app.swagger() as { paths: Record<string, Record<string, unknown>> }, extra);

/** One to three more hostile values laid into a JSON body. */
function mutate(req: HostileRequest): HostileRequest {
  if (req.contentType !== 'application/json' || !req.body?.startsWith('{"')) return req;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(req.body) as Record<string, unknown>;
  } catch {
    return req;
  }
  const keys = Object.keys(body);
  for (let n = Math.floor(random() * 3); n > 0 && keys.length > 0; n--) body[pick(keys)] = pick(JSON_VALUES)[1];
  return { ...req, body: JSON.stringify(body) };
}

const LEAK = /\n\s+at |Failed query|node_modules/;
let errors = 0;
let leaks = 0;
const started = performance.now();
for (let i = 0; i < count; i++) {
  const req = mutate(pick(cases));
  if (req.url.startsWith('/public/auth/logout')) continue;
  const cookie = pick(cookies);
  const res = await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { ...(cookie ? { cookie } : {}), ...(req.contentType ? { 'content-type': req.contentType } : {}) },
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  if (res.statusCode >= 500) {
    errors++;
    if (errors <= 10) console.log(`5xx: ${req.method} ${req.url.slice(0, 100)} [${req.label}] → ${res.statusCode}`);
  }
  if (LEAK.test(res.body)) leaks++;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `hostile (${db.kind}): ${count} requests over ${cases.length} cases, ${errors} answers ≥ 500, ${leaks} leaks, ${Math.round(count / seconds)} req/s`,
);
await app.close();
await db.cleanup();
