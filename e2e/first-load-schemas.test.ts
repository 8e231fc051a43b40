// End-to-end: a visitor's drawn page loads no zod and no contract schema (issue 17). Its data, the
// visitor's session included, comes inlined, so it makes no API call while it loads; the schemas of
// a call load with the first call that needs them (web lib/api-client.ts lazySchema). And a page the
// browser shows from its cache after its reader signed in still ends up showing them signed in.
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'playwright-core';
import { DEMO_LOGINS } from '@rian/db';
import { PHONE, closeClean, useStack } from './harness.ts';
import { signIn } from './journeys.ts';

const e2e = useStack();

/** A string of zod's own code (its core's type name), in whatever chunk carries zod. */
const ZOD_MARK = '$ZodType';
const isApiCall = (r: Request) => /^\/(public|private|api)\//.test(new URL(r.url()).pathname);

/** What a fresh visitor's load of `path` fetched: its API calls and the scripts that hold zod. */
async function firstLoad(path: string) {
  const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const calls: string[] = [];
  const scripts: Promise<{ url: string; zod: boolean }>[] = [];
  page.on('request', (r) => {
    if (isApiCall(r)) calls.push(new URL(r.url()).pathname);
  });
  const onScript = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(res.text().then((body) => ({ url: new URL(res.url()).pathname, zod: body.includes(ZOD_MARK) })));
  };
  page.on('response', onScript);
  await page.goto(`${e2e.stack.baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  // Only the load's scripts are read: a script fetched later (the log-in modal's) would be read
  // by a promise nobody awaits, which rejects once the test closes the page.
  page.off('response', onScript);
  const loaded = await Promise.all(scripts);
  return { context, page, errors, calls, loaded, withZod: loaded.filter((s) => s.zod).map((s) => s.url) };
}

async function firstCoursePath(): Promise<string> {
  const list = (await (await fetch(`${e2e.stack.baseUrl}/public/courses?pageSize=40`)).json()) as { data: { url: string }[] };
  return list.data[0]!.url;
}

describe('a visitor’s drawn page loads no schema', () => {
  it('the course page, home and a product page make no API call and fetch no script with zod', async () => {
    const products = (await (await fetch(`${e2e.stack.baseUrl}/public/product?pageSize=40`)).json()) as {
      data: { id: number }[];
    };
    for (const path of [await firstCoursePath(), '/', `/product/${products.data[0]!.id}`]) {
      const visit = await firstLoad(path);
      expect(visit.loaded.length, path).toBeGreaterThan(3);
      expect(visit.calls, path).toEqual([]);
      expect(visit.withZod, path).toEqual([]);
      // Drawn as a visitor's: the header offers the log-in.
      expect(await visit.page.getByTestId('header-login').isVisible(), path).toBe(true);
      await closeClean(visit);
    }
  });

  it('the first call loads its schema then, and its answer is parsed: the log-in modal signs in', async () => {
    const visit = await firstLoad('/');
    const student = DEMO_LOGINS.find((l) => l.username === 'student')!;
    await signIn(visit.page, student.username, student.password);
    await closeClean(visit);
  });
});

describe('a page shown from the browser’s cache', () => {
  it('drawn for a visitor, shown again by Back after they signed in, ends up showing them signed in', async () => {
    const coursePath = await firstCoursePath();
    const visit = await firstLoad(coursePath);
    const { page, context } = visit;
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);
    // They sign in elsewhere (another tab): the cookie is the context's, the page's app does not know.
    const student = DEMO_LOGINS.find((l) => l.username === 'student')!;
    const login = await context.request.post(`${e2e.stack.baseUrl}/public/auth/login`, {
      data: { username: student.username, password: student.password },
    });
    expect(login.ok()).toBe(true);
    await page.goto(`${e2e.stack.baseUrl}/`);
    await page.getByTestId('account-name').waitFor();

    const sessionCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/public/auth/session') sessionCalls.push(r.url());
    });
    await page.goBack();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The copy drawn for the visitor varies on the cookie, which has changed: Chromium asks again and
    // gets the member's page. A browser that showed its stored copy instead would seed a visitor's
    // session the app reads again at once (web lib/ssr.ts, ssr.test.ts).
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type)).toBe('back_forward');
    await page.getByTestId('account-name').waitFor();
    expect(sessionCalls.length).toBeGreaterThan(0);
    await closeClean(visit);
  });
});
