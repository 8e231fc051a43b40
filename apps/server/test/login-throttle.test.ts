// Log-in throttling per account (login-backoff.ts) on top of the per-address limit, and the origin
// check on every state-changing call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_PREFIXES } from '../src/modules/auth/auth.plugin.ts';
import { aStudent } from './factories/index.ts';
import { createTestApp, PUBLIC_URL, type TestApp, withTwoInstances } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  await aStudent(t.db.handle.db, { username: 'partner', password: 'partner-password-1' });
  await aStudent(t.db.handle.db, { username: 'student', password: 'student-password-1' });
});
afterAll(() => t.close());

const login = (app: TestApp['app'], username: string, password: string, address: string) =>
  app.inject({ method: 'POST', url: '/public/auth/login', payload: { username, password }, remoteAddress: address });

describe('log-in throttling per account', () => {
  it('slows an account after five failures from any addresses, says when to retry, and a success clears it', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'partner', `wrong-${i}`, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const held = await login(t.app, 'PARTNER', 'partner-password-1', '10.0.9.9');
    expect(held.statusCode).toBe(429);
    expect(held.json().error.code).toBe('RATE_LIMITED');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held, and an unknown one is counted like a known one.
    expect((await login(t.app, 'student', 'student-password-1', '10.0.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(t.app, 'nobody-here', 'x', '10.0.1.1');
    expect((await login(t.app, 'nobody-here', 'x', '10.0.1.1')).statusCode).toBe(429);
  });

  it.runIf(Boolean(process.env.REDIS_URL))('shares the counts between instances through Redis', async () => {
    const name = `shared-${Date.now()}`;
    await withTwoInstances(t, async (a, b) => {
      for (let i = 0; i < 5; i++) await login(i % 2 ? a : b, name, 'x', '10.1.0.1');
      expect((await login(b, name, 'x', '10.1.0.2')).statusCode).toBe(429);
    });
  });
});

describe('the origin check', () => {
  it('refuses every state-changing call from another site, except provider callbacks and returns', async () => {
    const routes = t.app.rianRoutes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    const refused: string[] = [];
    const let_through: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z]+\??/g, '1').replace(/\*/g, 'x');
      const res = await t.app.inject({
        method: r.method as 'POST',
        url,
        headers: { origin: 'https://attacker.example' },
        payload: {},
      });
      (res.statusCode === 403 && res.json().error.code === 'FORBIDDEN' ? refused : let_through).push(`${r.method} ${r.url}`);
    }
    expect(
      let_through.every((r) => CROSS_SITE_PREFIXES.some((p) => r.split(' ')[1]!.startsWith(p))),
      let_through.join('\n'),
    ).toBe(true);
    expect(refused).toContain('POST /public/auth/logout');
    expect(refused).toContain('POST /public/auth/login');
    expect(refused.length).toBeGreaterThan(30);
    // The site's own origin passes.
    const own = await t.app.inject({ method: 'POST', url: '/public/auth/logout', headers: { origin: PUBLIC_URL } });
    expect(own.statusCode).toBe(200);
  });
});
