// Security headers: the policy every page and answer carries, HSTS and Secure cookies only over https.
import { afterEach, describe, expect, it } from 'vitest';
import { anAdmin, aStudent } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Each test builds its own app, which takes as long as a hook may (vitest.config.ts hookTimeout). */
const APP_BUILD_MS = 60_000;
const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('security headers', { timeout: APP_BUILD_MS }, () => {
  it("over http: a policy of this site and its sandboxes' address, framing by this site only, no HSTS, no Secure cookie", async () => {
    t = await createTestApp({ publicUrl: 'http://127.0.0.1:3000', seed: 'defaults' });
    await aStudent(t.db.handle.db, { username: 'student', password: 'student-password-1' });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(csp(res.headers)).toContain("frame-ancestors 'self'");
    // The sandboxes live at PUBLIC_URL, which a browser may reach under another address.
    expect(csp(res.headers)).toContain("form-action 'self' http://127.0.0.1:3000;");
    expect(csp(res.headers)).toContain("script-src 'self';");
    expect(csp(res.headers)).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/auth/login',
      payload: { username: 'student', password: 'student-password-1' },
    });
    expect(String(login.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });

  it('over https in production: HSTS, Secure cookies, and the providers the payment steps need', async () => {
    t = await createTestApp({ publicUrl: 'https://academy.example', paymentsMode: 'production', seed: 'defaults' });
    await aStudent(t.db.handle.db, { username: 'student', password: 'student-password-1' });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = csp(res.headers);
    expect(policy).toMatch(/form-action 'self' [^;]*https:\/\/t\.2c2p\.com/);
    expect(policy).toMatch(/form-action 'self' [^;]*https:\/\/payment\.paysolutions\.asia/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/vault\.omise\.co/);
    expect(policy).toContain('upgrade-insecure-requests');
    const login = await t.app.inject({
      method: 'POST',
      url: '/public/auth/login',
      payload: { username: 'student', password: 'student-password-1' },
    });
    expect(String(login.headers['set-cookie'])).toMatch(/rian_session=[^;]+;.*Secure/i);
  });

  it("lets Google Analytics' origins into a storefront page only once the academy set a GA4 id", async () => {
    t = await createTestApp({ publicUrl: 'http://127.0.0.1:3000', seed: 'defaults' });
    const page = () => t!.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(csp((await page()).headers)).not.toContain('googletagmanager');
    const admin = await anAdmin(t.db.handle.db);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/private/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { ga4_measurement_id: 'G-AB12CD34EF' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const policy = csp((await page()).headers);
    expect(policy).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com(;|$)/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com [^;]*https:\/\/\*\.analytics\.google\.com/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).toContain("frame-ancestors 'self'");
    // An API answer is never a page: it keeps the self-only policy.
    const api = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });
    expect(api.json().data.ga4_measurement_id).toBe('G-AB12CD34EF');
    expect(csp(api.headers)).not.toContain('googletagmanager');
  });
});
