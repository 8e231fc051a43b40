// Every operation of the OpenAPI document, and the provider callbacks beside it, answered with
// hostile values in every path parameter, query parameter and body field, and with broken bodies:
// no answer may be a 5xx or carry a stack trace or SQL. A larger random run is bench/hostile.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_MODULES } from '@rian/payments';
import {
  aBankAccount,
  aCategory,
  aCoupon,
  aCourse,
  anAdmin,
  anOrder,
  aProduct,
  aPromotion,
  aSection,
  aShippingFee,
  aStudent,
  aTeacher,
} from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { hostileCases, type HostileRequest } from './hostile-cases.ts';

let t: TestApp;
let cookies: { student: string; admin: string };

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  const db = t.db.handle.db;
  const student = await aStudent(db);
  cookies = { student: student.cookie, admin: (await anAdmin(db)).cookie };
  // A small academy, so that the ids in the requests (1 unless hostile) find a row of every kind.
  const category = await aCategory(db);
  const course = await aCourse(db, { category_id: category.id });
  await aSection(db, course);
  await aTeacher(db, null, [course]);
  const product = await aProduct(db);
  await aShippingFee(db, { product_id: product.id });
  await aCoupon(db, { courses: [course.id] });
  await aPromotion(db, { courses: [course.id] });
  await aBankAccount(db);
  await anOrder(db, { buyer: student, courses: [course] });
});
afterAll(() => t.close());

const LEAKS = [/\n\s+at /, /Failed query/i, /\bselect\b.+\bfrom\b/i, /node_modules/, /TypeError|ReferenceError/];

async function send(req: HostileRequest) {
  // The log-out call would end the session that the other requests use.
  const cookie = req.url.startsWith('/public/auth/logout')
    ? undefined
    : req.url.includes('admin')
      ? cookies.admin
      : cookies.student;
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: { ...(cookie ? { cookie } : {}), ...(req.contentType ? { 'content-type': req.contentType } : {}) },
    ...(req.body === undefined ? {} : { payload: req.body }),
  });
  return { status: res.statusCode, body: res.body };
}

describe('hostile input on every operation', () => {
  it('answers every request below 500, with no stack trace and no SQL', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const extra = PROVIDER_MODULES.flatMap((m) => [
      { path: `/webhooks/${m.name}`, method: 'post' },
      { path: `/payments/return/${m.name}`, method: 'post' },
    ]);
    const cases = hostileCases(spec, extra);
    const failures: string[] = [];
    for (const req of cases) {
      const res = await send(req);
      if (res.status >= 500 || LEAKS.some((re) => re.test(res.body))) {
        failures.push(`${req.method} ${req.url.slice(0, 120)} [${req.label}] → ${res.status} ${res.body.slice(0, 160)}`);
      }
    }
    // The figure recorded in docs/benchmarks.md.
    console.log(`hostile input: ${cases.length} requests, ${failures.length} failures`);
    expect(cases.length).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 240_000);

  it('serves the API reference as JSON and YAML, repeatedly', async () => {
    for (const url of ['/docs/json', '/docs/yaml', '/docs/yaml', '/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
