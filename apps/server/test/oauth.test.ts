// Social log-in through the real app, database and sandbox identity provider (spec §2 cart login
// panel; docs/decisions/005-social-login.md): start → consent page → callback → session, the linking rule, every
// refusal, the sandbox's own OAuth checks (client authentication, PKCE, single-use codes), open
// redirects, the guest cart merge, whitelist mode and the user limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { schema } from '@rian/db';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { ErrorResponseSchema, SSR_ELEMENT_ID, SocialProvidersResponseSchema, SsrPayloadSchema, queryKeys } from '@rian/contracts';
import { buildApp } from '../src/app.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { SESSION_COOKIE, SessionService } from '../src/modules/auth/session.service.ts';
import { aCourse, anInstructor, aStudent, type Person as Account } from './factories/index.ts';
import { PUBLIC_URL } from './helpers.ts';

const { users, userIdentities, oauthStates, siteSettings, cartItems, whitelistEmails } = schema;
const STATE_COOKIE = 'rian_oauth_state';
const GUEST = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** The academy's OAuth clients at each provider, as an administrator enters them (the sandbox checks them). */
const CLIENTS = {
  line: { enabled: true, client_id: 'academy-line', client_secret: 'academy-line-secret' },
  google: { enabled: true, client_id: 'academy-google', client_secret: 'academy-google-secret' },
  facebook: { enabled: true, client_id: 'academy-facebook', client_secret: 'academy-facebook-secret' },
};

let testDb: TestDb;
let app: FastifyInstance;
// One fixed instant for the whole file: expiries are computed, never waited for.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const clock = () => NOW;
const db = () => testDb.handle.db;

async function build(oauthMode?: 'sandbox' | 'production'): Promise<FastifyInstance> {
  const built = await buildApp({
    db: testDb.handle,
    config: {
      publicUrl: PUBLIC_URL,
      uploadDir: testDb.uploadDir,
      webDistDir: '/nonexistent-web-dist',
      logLevel: 'warn',
      ...(oauthMode ? { oauthMode } : {}),
    },
    clock,
    logger: false,
  });
  await built.ready();
  return built;
}

/** A fresh app on the same database: SiteService caches settings for a few seconds. */
async function rebuildApp(): Promise<void> {
  await app.close();
  app = await build();
}

/** Existing accounts a social log-in may meet by e-mail. */
let student: Account;
let instructor: Account;
let partner: Account;

beforeAll(async () => {
  testDb = await createTestDb({ seed: 'defaults' });
  await db().update(siteSettings).set({ social_login: CLIENTS }).where(eq(siteSettings.id, 1));
  app = await build();
  student = await aStudent(db(), { email: 'existing.student@example.com' });
  instructor = await anInstructor(db(), { email: 'existing.teacher@example.com' });
  partner = await aStudent(db(), { email: 'existing.partner@example.com' });
});
afterAll(async () => {
  await app?.close();
  await testDb?.cleanup();
});

// Each log-in comes from its own address, so the per-address rate limit (30 a minute) is tested
// on purpose below and never tripped by accident.
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 200)}.${(addresses % 200) + 1}`;
};

/** A GET from an address of its own (the per-address limit never holds it), to `on` (default: the file's app). */
const getFresh = (url: string, cookies: Record<string, string> = {}, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url, cookies, remoteAddress: nextAddress() });

function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

type Provider = 'line' | 'google' | 'facebook';

interface Person {
  email?: string;
  name?: string;
  sub?: string;
  /** The consent page's "e-mail verified" box (Google, Facebook); checked unless false. */
  verified?: boolean;
}

async function start(provider: Provider, query: Record<string, string> = {}, remoteAddress = nextAddress()) {
  const qs = new URLSearchParams(query).toString();
  const res = await app.inject({
    method: 'GET',
    url: `/public/auth/social/${provider}/start${qs ? `?${qs}` : ''}`,
    remoteAddress,
  });
  return { res, remoteAddress };
}

/** Opens the consent page at `authorizeUrl` and submits it; returns the provider's redirect. */
async function consent(authorizeUrl: URL, person: Person, decision: 'allow' | 'deny' = 'allow') {
  const page = await app.inject({ method: 'GET', url: `${authorizeUrl.pathname}${authorizeUrl.search}` });
  expect(page.statusCode).toBe(200);
  const ticket = /name="ticket" value="([^"]+)"/.exec(page.body)?.[1];
  expect(ticket).toBeTruthy();
  const form = new URLSearchParams({
    ticket: ticket!,
    email: person.email ?? '',
    name: person.name ?? 'สมหญิง รักเรียน',
    sub: person.sub ?? '',
    decision,
  });
  if (person.verified !== false) form.set('email_verified', 'on');
  const res = await app.inject({
    method: 'POST',
    url: authorizeUrl.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string);
}

async function callback(providerRedirect: URL, stateCookie: string | undefined, remoteAddress = nextAddress()) {
  expect(providerRedirect.origin).toBe(PUBLIC_URL);
  return app.inject({
    method: 'GET',
    url: `${providerRedirect.pathname}${providerRedirect.search}`,
    ...(stateCookie ? { cookies: { [STATE_COOKIE]: stateCookie } } : {}),
    remoteAddress,
  });
}

type LoginOptions = { query?: Record<string, string>; decision?: 'allow' | 'deny' };

/** A social log-in started and answered at the provider, not yet called back: its state cookie and the provider's redirect. */
async function consented(provider: Provider, person: Person, opts: LoginOptions = {}) {
  const { res, remoteAddress } = await start(provider, opts.query);
  expect(res.statusCode).toBe(302);
  const stateCookie = cookieValue(res, STATE_COOKIE);
  const redirect = await consent(new URL(res.headers.location as string), person, opts.decision);
  return { stateCookie, redirect, remoteAddress };
}

/** A whole social log-in as a browser does it; returns the callback's answer. */
async function socialLogin(provider: Provider, person: Person, opts: LoginOptions = {}) {
  const { stateCookie, redirect, remoteAddress } = await consented(provider, person, opts);
  const done = await callback(redirect, stateCookie, remoteAddress);
  return { res: done, location: done.headers.location as string, session: cookieValue(done, SESSION_COOKIE) };
}

async function signedInUser(token: string | undefined) {
  expect(token).toBeTruthy();
  const found = await new SessionService(db(), clock).lookup(token);
  if (found.status !== 'valid') throw new Error(`session ${found.status}`);
  return found.user;
}

async function userCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(users);
  return row!.n;
}

async function stateRow(state: string) {
  const [row] = await db()
    .select()
    .from(oauthStates)
    .where(eq(oauthStates.state_hash, hashToken(state)));
  return row;
}

const uniqueEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('GET /public/auth/providers', () => {
  it('lists the three providers of the cart login panel with their start URL and no secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/public/auth/providers' });
    expect(res.statusCode).toBe(200);
    const body = SocialProvidersResponseSchema.parse(res.json());
    expect(body.data).toEqual([
      { provider: 'line', start_url: '/public/auth/social/line/start' },
      { provider: 'google', start_url: '/public/auth/social/google/start' },
      { provider: 'facebook', start_url: '/public/auth/social/facebook/start' },
    ]);
    expect(res.body).not.toContain('secret');
  });

  it('is inlined in a visitor’s /cart as the call answers, so its log-in panel is drawn with the buttons', async () => {
    const answer = SocialProvidersResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/public/auth/providers' })).json(),
    );
    const res = await app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html' } });
    const json = new RegExp(`<script id="${SSR_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(res.body)![1]!;
    const inlined = SsrPayloadSchema.parse(JSON.parse(json)).queries.find(
      (q) => q.key.join() === queryKeys.socialProviders().join(),
    );
    expect(inlined?.data).toEqual(answer.data);
    expect(res.body).not.toContain('secret');
  });
});

describe('start', () => {
  it('redirects to the provider with code, client id, callback, scope, state, S256 challenge and nonce', async () => {
    const { res } = await start('google', { guest_id: GUEST, return_to: '/course/1-x?tab=2' });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/sandbox/oauth/google/authorize`);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(CLIENTS.google.client_id);
    expect(p.get('redirect_uri')).toBe(`${PUBLIC_URL}/public/auth/social/google/callback`);
    expect(p.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(url.href).not.toContain('secret');

    const state = p.get('state')!;
    expect(cookieValue(res, STATE_COOKIE)).toBe(state);
    const row = await stateRow(state);
    expect(row).toBeDefined();
    expect(row!.provider).toBe('google');
    expect(p.get('code_challenge')).toBe(createHash('sha256').update(row!.code_verifier).digest('base64url'));
    expect(p.get('nonce')).toBe(row!.nonce);
    expect(row!.return_to).toBe('/course/1-x?tab=2');
    expect(row!.guest_id).toBe(GUEST);
    expect(row!.expires_at.getTime()).toBe(NOW.getTime() + 10 * 60 * 1000);
    // Only the hash of the state is stored.
    expect(await db().select().from(oauthStates).where(eq(oauthStates.state_hash, state))).toHaveLength(0);
  });

  it('sends no nonce to Facebook (OAuth 2, not OpenID Connect) and asks LINE for its e-mail scope', async () => {
    const fb = new URL((await start('facebook')).res.headers.location as string);
    expect(fb.searchParams.get('nonce')).toBeNull();
    expect(fb.searchParams.get('code_challenge')).toBeTruthy();
    expect((await stateRow(fb.searchParams.get('state')!))!.nonce).toBeNull();
    const line = new URL((await start('line')).res.headers.location as string);
    expect(line.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(line.searchParams.get('nonce')).toBeTruthy();
  });

  it('keeps only same-site paths as return_to and only a guest id of the right shape', async () => {
    const attempts = [
      '//evil.example/cart',
      'https://evil.example/',
      '/\\evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/cart\r\nSet-Cookie: x=1',
      `${PUBLIC_URL}/cart`,
    ];
    for (const returnTo of attempts) {
      const { res } = await start('google', { return_to: returnTo, guest_id: 'not-a-guest-id' });
      const row = await stateRow(new URL(res.headers.location as string).searchParams.get('state')!);
      expect(row!.return_to, returnTo).toBe('/cart');
      expect(row!.guest_id).toBeNull();
    }
    const { res } = await start('google');
    expect((await stateRow(new URL(res.headers.location as string).searchParams.get('state')!))!.return_to).toBe('/cart');
  });

  it('answers NOT_FOUND for an unknown provider', async () => {
    const res = await getFresh('/public/auth/social/twitter/start');
    expect(res.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('sandbox identity provider', () => {
  it('renders a Thai/English consent page without scripts, under the app CSP', async () => {
    const authorize = new URL((await start('google')).res.headers.location as string);
    const page = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Google (sandbox)</title>');
    expect(page.body).toContain('อนุญาต / Allow');
    expect(page.body).toContain('ปฏิเสธ / Deny');
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('name="email_verified"');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const line = new URL((await start('line')).res.headers.location as string);
    const linePage = await app.inject({ method: 'GET', url: `${line.pathname}${line.search}` });
    expect(linePage.body).toContain('<title>LINE (sandbox)</title>');
    // LINE reports no e-mail verification, so its page offers none.
    expect(linePage.body).not.toContain('name="email_verified"');
  });

  it('shows an error page, never a redirect, for a foreign redirect_uri or client_id', async () => {
    const authorize = new URL((await start('google')).res.headers.location as string);
    const badRedirect = new URL(authorize);
    badRedirect.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const res = await app.inject({ method: 'GET', url: `${badRedirect.pathname}${badRedirect.search}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    const badClient = new URL(authorize);
    badClient.searchParams.set('client_id', 'someone-else');
    const res2 = await app.inject({ method: 'GET', url: `${badClient.pathname}${badClient.search}` });
    expect(res2.statusCode).toBe(400);
    expect(res2.headers.location).toBeUndefined();
  });

  /** A code issued by the sandbox (the callback is not called) and the verifier Rian stored for it. */
  async function issuedCode(provider: Provider, person: Person = { email: uniqueEmail('token') }) {
    const authorize = new URL((await start(provider)).res.headers.location as string);
    const redirect = await consent(authorize, person);
    const row = await stateRow(redirect.searchParams.get('state')!);
    return { code: redirect.searchParams.get('code')!, verifier: row!.code_verifier, nonce: row!.nonce };
  }

  const tokenCall = (provider: Provider, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/sandbox/oauth/${provider}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  const redirectUri = (provider: Provider) => `${PUBLIC_URL}/public/auth/social/${provider}/callback`;

  it('refuses a wrong PKCE verifier with invalid_grant, and the code is spent afterwards', async () => {
    const { code, verifier } = await issuedCode('google');
    const base = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri('google'),
      client_id: CLIENTS.google.client_id,
    };
    const wrong = await tokenCall('google', {
      ...base,
      client_secret: CLIENTS.google.client_secret,
      code_verifier: 'x'.repeat(43),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    const again = await tokenCall('google', { ...base, client_secret: CLIENTS.google.client_secret, code_verifier: verifier });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('refuses a wrong client secret with invalid_client, by post and by basic authentication', async () => {
    const { code, verifier } = await issuedCode('google');
    const base = { grant_type: 'authorization_code', code, redirect_uri: redirectUri('google'), code_verifier: verifier };
    const post = await tokenCall('google', { ...base, client_id: CLIENTS.google.client_id, client_secret: 'guessed' });
    expect(post.statusCode).toBe(401);
    expect(post.json().error).toBe('invalid_client');
    const basic = await tokenCall('google', base, {
      authorization: `Basic ${Buffer.from(`${CLIENTS.google.client_id}:guessed`).toString('base64')}`,
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().error).toBe('invalid_client');
    expect(basic.headers['www-authenticate']).toContain('Basic');
  });

  it('refuses a redirect_uri other than the authorization request’s', async () => {
    const { code, verifier } = await issuedCode('line');
    const res = await tokenCall('line', {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: `${PUBLIC_URL}/elsewhere`,
      client_id: CLIENTS.line.client_id,
      client_secret: CLIENTS.line.client_secret,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('issues tokens and an ID token for the right client, verifier and redirect_uri; userinfo needs the token', async () => {
    const email = uniqueEmail('idtoken');
    const { code, verifier, nonce } = await issuedCode('google', { email, name: 'Ada Lovelace', sub: '4242' });
    const res = await tokenCall(
      'google',
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri('google'), code_verifier: verifier },
      { authorization: `Basic ${Buffer.from(`${CLIENTS.google.client_id}:${CLIENTS.google.client_secret}`).toString('base64')}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { access_token: string; token_type: string; expires_in: number; id_token: string };
    expect(body.token_type.toLowerCase()).toBe('bearer');
    expect(body.expires_in).toBeGreaterThan(0);
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      iss: `${PUBLIC_URL}/sandbox/oauth/google`,
      aud: CLIENTS.google.client_id,
      sub: '4242',
      nonce,
      email,
      email_verified: true,
      name: 'Ada Lovelace',
      iat: Math.floor(NOW.getTime() / 1000),
    });
    expect(claims.exp).toBeGreaterThan(claims.iat);

    expect((await app.inject({ method: 'GET', url: '/sandbox/oauth/google/userinfo' })).statusCode).toBe(401);
    const info = await app.inject({
      method: 'GET',
      url: '/sandbox/oauth/google/userinfo',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ sub: '4242', email, email_verified: true });
  });
});

describe('production mode', () => {
  it('sends the browser to the real provider and has no sandbox', async () => {
    const prod = await build('production');
    try {
      const res = await getFresh('/public/auth/social/google/start', {}, prod);
      expect(res.statusCode).toBe(302);
      const url = new URL(res.headers.location as string);
      expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/public/auth/social/google/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const line = new URL((await getFresh('/public/auth/social/line/start', {}, prod)).headers.location as string);
      expect(`${line.origin}${line.pathname}`).toBe('https://access.line.me/oauth2/v2.1/authorize');
      const fb = new URL((await getFresh('/public/auth/social/facebook/start', {}, prod)).headers.location as string);
      expect(fb.origin).toBe('https://www.facebook.com');
      expect(fb.pathname).toMatch(/^\/v\d+\.0\/dialog\/oauth$/);
      expect((await prod.inject({ method: 'GET', url: '/sandbox/oauth/google/authorize' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'POST', url: '/sandbox/oauth/google/token' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('log-in', () => {
  it('creates a student for a new person, signs them in and returns to /cart', async () => {
    const email = uniqueEmail('new.google');
    const before = await userCount();
    const { res, location, session } = await socialLogin('google', { email, name: 'สมหญิง รักเรียน' });
    expect(res.statusCode).toBe(302);
    expect(location).toBe('/cart');
    // The state cookie is spent with the state.
    expect(res.cookies.find((c) => c.name === STATE_COOKIE)?.value).toBe('');
    const user = await signedInUser(session);
    expect(user).toMatchObject({ email, role: 'student', roleId: 3, isStudent: true, firstname: 'สมหญิง', lastname: 'รักเรียน' });
    expect(await userCount()).toBe(before + 1);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.password_hash).toBeNull();
    expect(row!.username).toMatch(/^[A-Za-z0-9@._-]+$/);
    const links = await db().select().from(userIdentities).where(eq(userIdentities.user_id, user.id));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: 'google', email });
  });

  it('signs the same identity in to the same account the second time, even with another e-mail', async () => {
    const sub = `g-${Math.random().toString(36).slice(2)}`;
    const first = await socialLogin('google', { email: uniqueEmail('again'), sub });
    const firstUser = await signedInUser(first.session);
    const before = await userCount();
    // The identity decides, not the address the provider now reports.
    const second = await socialLogin('google', { email: uniqueEmail('changed'), sub });
    expect(second.location).toBe('/cart');
    expect((await signedInUser(second.session)).id).toBe(firstUser.id);
    expect(await userCount()).toBe(before);
  });

  it('links a verified e-mail to the existing account, without a new user', async () => {
    const before = await userCount();
    const { location, session } = await socialLogin('google', { email: student.user.email, sub: 'student-google' });
    expect(location).toBe('/cart');
    const user = await signedInUser(session);
    expect(user.id).toBe(student.id);
    expect(user.username).toBe(student.user.username);
    expect(await userCount()).toBe(before);
    const [link] = await db()
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, 'student-google')));
    expect(link!.user_id).toBe(user.id);
  });

  it('refuses an unverified e-mail that belongs to an existing account (no link, no account)', async () => {
    const before = await userCount();
    const res = await socialLogin('google', { email: instructor.user.email, sub: 'teacher-google', verified: false });
    expect(res.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(res.session).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(await db().select().from(userIdentities).where(eq(userIdentities.subject, 'teacher-google'))).toHaveLength(0);
  });

  it('LINE: creates an account for a new address, never links an existing one (LINE does not verify)', async () => {
    const email = uniqueEmail('line.user');
    const created = await socialLogin('line', { email, name: 'ลูกค้า LINE' });
    expect(created.location).toBe('/cart');
    expect((await signedInUser(created.session)).email).toBe(email);

    const refused = await socialLogin('line', { email: partner.user.email });
    expect(refused.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(refused.session).toBeUndefined();
  });

  it('Facebook: a confirmed e-mail signs in; an unconfirmed one is not sent, so no account can be made', async () => {
    const email = uniqueEmail('fb.user');
    const ok = await socialLogin('facebook', { email, name: 'Somchai Jaidee' });
    expect(ok.location).toBe('/cart');
    const user = await signedInUser(ok.session);
    expect(user).toMatchObject({ email, firstname: 'Somchai', lastname: 'Jaidee' });

    const before = await userCount();
    const refused = await socialLogin('facebook', { email: uniqueEmail('fb.unconfirmed'), verified: false });
    expect(refused.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(await userCount()).toBe(before);
  });

  it('refuses an identity without e-mail', async () => {
    const before = await userCount();
    const res = await socialLogin('google', { email: '' });
    expect(res.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(res.session).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('returns to the return_to path it was started with', async () => {
    const res = await socialLogin('google', { email: uniqueEmail('returns') }, { query: { return_to: '/course/1-x?tab=2' } });
    expect(res.location).toBe('/course/1-x?tab=2');
    await signedInUser(res.session);
  });

  it('Deny at the provider → /cart?login_error=SOCIAL_LOGIN_FAILED and no session', async () => {
    const res = await socialLogin('google', { email: uniqueEmail('denied') }, { decision: 'deny' });
    expect(res.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(res.session).toBeUndefined();
  });

  it('a replayed callback fails: the state is single use', async () => {
    const { stateCookie, redirect } = await consented('google', { email: uniqueEmail('replay') });
    const first = await callback(redirect, stateCookie);
    expect(first.headers.location).toBe('/cart');
    const replay = await callback(redirect, stateCookie);
    expect(replay.headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(cookieValue(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('an expired state fails', async () => {
    const { stateCookie, redirect } = await consented('google', { email: uniqueEmail('expired') });
    await db()
      .update(oauthStates)
      .set({ expires_at: new Date(NOW.getTime() - 1000) })
      .where(eq(oauthStates.state_hash, hashToken(stateCookie!)));
    const done = await callback(redirect, stateCookie);
    expect(done.headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(cookieValue(done, SESSION_COOKIE)).toBeUndefined();
  });

  it('a callback in another browser (no state cookie) fails and leaves the owner’s log-in usable', async () => {
    const { stateCookie, redirect } = await consented('google', { email: uniqueEmail('csrf') });
    const foreign = await callback(redirect, undefined);
    expect(foreign.headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    expect(cookieValue(foreign, SESSION_COOKIE)).toBeUndefined();
    const owner = await callback(redirect, stateCookie);
    expect(owner.headers.location).toBe('/cart');
  });

  it('a provider error or a malformed callback redirects, never shows JSON', async () => {
    const res = await getFresh('/public/auth/social/google/callback?error=access_denied&state=abc', { [STATE_COOKIE]: 'abc' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    const twice = await getFresh('/public/auth/social/google/callback?state=a&state=b');
    expect(twice.statusCode).toBe(302);
    expect(twice.headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    const unknown = await getFresh('/public/auth/social/myspace/callback?state=a&code=b');
    expect(unknown.headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
  });

  it('merges the guest cart into the account', async () => {
    const course = await aCourse(db());
    await db().insert(cartItems).values({ guest_id: GUEST, course_id: course.id, quantity: 1 });
    const res = await socialLogin('google', { email: uniqueEmail('guest') }, { query: { guest_id: GUEST } });
    expect(res.location).toBe('/cart');
    const user = await signedInUser(res.session);
    const mine = await db().select().from(cartItems).where(eq(cartItems.user_id, user.id));
    expect(mine.map((l) => l.course_id)).toEqual([course.id]);
    expect(await db().select().from(cartItems).where(eq(cartItems.guest_id, GUEST))).toHaveLength(0);
  });
});

describe('site settings', () => {
  it('a switched-off provider is not listed and its start is NOT_FOUND', async () => {
    const [row] = await db().select({ social: siteSettings.social_login }).from(siteSettings).where(eq(siteSettings.id, 1));
    const original = row!.social;
    try {
      await db()
        .update(siteSettings)
        .set({ social_login: { ...original, facebook: { ...original.facebook!, enabled: false } } })
        .where(eq(siteSettings.id, 1));
      await rebuildApp();
      const list = SocialProvidersResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/public/auth/providers' })).json(),
      );
      expect(list.data.map((p) => p.provider)).toEqual(['line', 'google']);
      const res = (await start('facebook')).res;
      expect(res.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    } finally {
      await db().update(siteSettings).set({ social_login: original }).where(eq(siteSettings.id, 1));
      await rebuildApp();
    }
  });

  it('whitelist mode refuses an address not on the whitelist (no session, no account) and admits one on it', async () => {
    const email = uniqueEmail('whitelisted');
    try {
      await db().update(siteSettings).set({ whitelist_mode: 1 }).where(eq(siteSettings.id, 1));
      await rebuildApp();
      const before = await userCount();
      const refused = await socialLogin('google', { email: uniqueEmail('outsider') });
      expect(refused.location).toBe('/cart?login_error=WHITELIST_USER_DENIED');
      expect(refused.session).toBeUndefined();
      expect(await userCount()).toBe(before);
      const linked = await socialLogin('google', { email: student.user.email, sub: 'student-google' });
      expect(linked.location).toBe('/cart?login_error=WHITELIST_USER_DENIED');

      await db().insert(whitelistEmails).values({ email });
      const admitted = await socialLogin('google', { email });
      expect(admitted.location).toBe('/cart');
      expect((await signedInUser(admitted.session)).email).toBe(email);
    } finally {
      await db().update(siteSettings).set({ whitelist_mode: 0 }).where(eq(siteSettings.id, 1));
      await rebuildApp();
    }
  });

  it('the user limit refuses a new account with OVER_LIMIT_USER; a linked identity still signs in', async () => {
    const sub = `limit-${Math.random().toString(36).slice(2)}`;
    const linked = await socialLogin('google', { email: uniqueEmail('limit.linked'), sub });
    const linkedUser = await signedInUser(linked.session);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'student'));
    try {
      await db().update(siteSettings).set({ user_limit: row!.n }).where(eq(siteSettings.id, 1));
      const before = await userCount();
      const refused = await socialLogin('google', { email: uniqueEmail('limit.new') });
      expect(refused.location).toBe('/cart?login_error=OVER_LIMIT_USER');
      expect(refused.session).toBeUndefined();
      expect(await userCount()).toBe(before);
      const again = await socialLogin('google', { email: uniqueEmail('limit.other'), sub });
      expect((await signedInUser(again.session)).id).toBe(linkedUser.id);
    } finally {
      await db().update(siteSettings).set({ user_limit: null }).where(eq(siteSettings.id, 1));
    }
  });
});

describe('daily limit', () => {
  it('the daily limit refuses a new account with ERROR_CREATE_USER_IN_DAY', async () => {
    try {
      await db().update(siteSettings).set({ daily_user_limit: 0 }).where(eq(siteSettings.id, 1));
      const before = await userCount();
      const refused = await socialLogin('line', { email: uniqueEmail('daily') });
      expect(refused.location).toBe('/cart?login_error=ERROR_CREATE_USER_IN_DAY');
      expect(refused.session).toBeUndefined();
      expect(await userCount()).toBe(before);
    } finally {
      await db().update(siteSettings).set({ daily_user_limit: null }).where(eq(siteSettings.id, 1));
    }
  });
});

describe('rate limit', () => {
  it('allows 30 starts a minute from one address, then answers RATE_LIMITED', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await start('google', {}, address)).res.statusCode).toBe(302);
    const over = (await start('google', {}, address)).res;
    expect(over.statusCode).toBe(429);
    expect(ErrorResponseSchema.parse(over.json()).error.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await start('google')).res.statusCode).toBe(302);
  });

  it('limits callbacks too, and tells the browser with a redirect', async () => {
    const address = nextAddress();
    const call = () =>
      app.inject({ method: 'GET', url: '/public/auth/social/google/callback?state=a&code=b', remoteAddress: address });
    for (let i = 0; i < 30; i++) expect((await call()).headers.location).toBe('/cart?login_error=SOCIAL_LOGIN_FAILED');
    const over = await call();
    expect(over.statusCode).toBe(302);
    expect(over.headers.location).toBe('/cart?login_error=RATE_LIMITED');
  });
});
