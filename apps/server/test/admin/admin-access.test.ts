// Every back-office call (/private/admin/…) refuses a visitor (401), a student and an instructor
// (403), and lets an administrator through: the permission matrix, held for each registered route so
// a route added without its guard fails here.
import { describe, expect, it } from 'vitest';
import { anAdmin, anInstructor, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';

const t = useTestApp({ seed: 'defaults' });

/** A concrete URL for a route pattern: ids become 1. */
const concrete = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1');

function adminRoutes() {
  const seen = new Set<string>();
  return t.app.rianRoutes
    .filter((r) => r.url.startsWith('/private/admin/'))
    .filter((r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`));
}

describe('the back office permission matrix', () => {
  it('has admin routes to hold to it', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it('answers 401 PERMISSION_DENIED to a visitor and 403 FORBIDDEN to a student and an instructor on every admin route', async () => {
    const db = t.db.handle.db;
    const student = await aStudent(db);
    const instructor = await anInstructor(db);
    for (const route of adminRoutes()) {
      const method = route.method as 'GET';
      const url = concrete(route.url);
      const visitor = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect([route.method, route.url, visitor.statusCode, visitor.json().error?.code]).toEqual([
        route.method,
        route.url,
        401,
        'PERMISSION_DENIED',
      ]);
      for (const who of [student, instructor]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: who.cookie },
          payload: method === 'GET' ? undefined : {},
        });
        expect([route.method, route.url, res.statusCode, res.json().error?.code]).toEqual([
          route.method,
          route.url,
          403,
          'FORBIDDEN',
        ]);
      }
    }
  });

  it('lets an administrator through every admin list', async () => {
    const admin = await anAdmin(t.db.handle.db);
    for (const route of adminRoutes().filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: { cookie: admin.cookie } });
      expect([route.url, res.statusCode]).toEqual([route.url, 200]);
      expect(res.json()).toMatchObject({ success: true });
    }
  });
});
