// The storefront pages the server draws (architecture.md, server-rendered storefront): with a built
// render entry beside index.html the page's HTML goes inside #root, drawn from the payload inlined
// beside it; pages the browser draws, an administrator's preview and a failed render keep an empty
// root; every page carries a strong ETag and a browser that holds it gets a 304.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_COOKIE, queryKeys, SSR_ELEMENT_ID, SsrPayloadSchema } from '@rian/contracts';
import { FALLBACK_TEMPLATE } from '../src/modules/pages/html.ts';
import { aCourse, type MadeCourse } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// A render entry that shows what it was given (the course's title from the payload, or the keys)
// and how many renders it has made.
const ENTRY = `let renders = 0;
export async function render({ url, payload, lang }) {
  if (url.includes('fail=1')) throw new Error('the render failed');
  const course = payload.queries.find((q) => q.key[0] === 'course');
  const what = course ? course.data.data.title : payload.queries.map((q) => q.key[0]).join(',');
  renders += 1;
  return { html: '<h1 data-lang="' + lang + '">' + what + '</h1><p>' + renders + '</p>', status: 200 };
}
`;

let dist: string;
let t: TestApp;
let course: MadeCourse;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rian-web-dist-'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'index.html'), FALLBACK_TEMPLATE);
  writeFileSync(join(dist, 'server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ webDistDir: dist, seed: 'defaults' });
  course = await aCourse(t.db.handle.db, { title: 'คอร์สถ่ายภาพสำหรับผู้เริ่มต้น', title_en: 'Photography basics', slug: 'photo' });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1];
const coursePath = () => `/course/${course.id}-photo`;

describe('server-drawn pages', () => {
  it('draws the course page inside #root from the inlined course, in the reader language', async () => {
    const thai = await page(coursePath());
    expect(thai.statusCode).toBe(200);
    expect(root(thai.body)).toMatch(/^<h1 data-lang="th">คอร์สถ่ายภาพสำหรับผู้เริ่มต้น<\/h1><p>\d+<\/p>$/);
    expect(root((await page(`${coursePath()}?lang=en`)).body)).toContain('data-lang="en"');
  });

  it('inlines the home page shelves and draws it from them', async () => {
    const keys = [queryKeys.categories()[0], 'courses', 'products', queryKeys.promotions()[0]];
    for (const key of keys) expect(root((await page('/')).body)).toContain(key);
  });

  it('draws a page once for every reader whose payload is the same, again for another language', async () => {
    const first = root((await page(`${coursePath()}?kept=1`)).body);
    expect(root((await page(`${coursePath()}?kept=1`)).body)).toBe(first);
    expect(root((await page(`${coursePath()}?kept=1&lang=en`)).body)).not.toBe(first);
  });

  it('leaves the root empty for a preview, the learning player and a failed render', async () => {
    for (const url of [`${coursePath()}?preview=1`, `${coursePath()}?learn=true`, `${coursePath()}?fail=1`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(root(res.body)).toBe('');
    }
  });

  it('answers 304 to a browser that holds the same page, and the page again when it changed', async () => {
    const first = await page(coursePath());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await page(coursePath(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await page(`${coursePath()}?lang=en`, { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });
});

const inlined = (html: string) =>
  SsrPayloadSchema.parse(
    JSON.parse(new RegExp(`<script id="${SSR_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)![1]!),
  ).queries;
const guestCookie = (id: string) => ({ cookie: `${GUEST_COOKIE}=${id}` });

describe('/cart, drawn for a visitor whose cart is empty', () => {
  it('draws a visitor’s empty cart from the inlined session and lines, and never indexes it', async () => {
    const res = await page('/cart');
    expect(root(res.body)).toMatch(/^<h1 data-lang="th">site,texts,account,checkout,account<\/h1>/);
    expect(inlined(res.body)).toContainEqual({
      key: [...queryKeys.session()],
      data: { success: true, user: null, status: 'none' },
    });
    expect(inlined(res.body)).toContainEqual({ key: [...queryKeys.guestCart()], data: [] });
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    // A cookie that is not a guest id is no guest: the empty cart, drawn.
    expect(root((await page('/cart', { cookie: `${GUEST_COOKIE}=1' or 1=1` })).body)).toContain('account,checkout');
  });

  it('inlines a guest’s lines from the guest cookie and leaves a cart with lines to the browser', async () => {
    const guest = crypto.randomUUID();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/public/cart/${guest}`,
      payload: { items: [{ course_id: course.id, pricing_plan_id: course.plans[0]!.id }] },
    });
    expect(put.statusCode).toBe(200);
    const res = await page('/cart', guestCookie(guest));
    expect(root(res.body)).toBe('');
    const lines = inlined(res.body).find((q) => q.key.join() === queryKeys.guestCart().join())?.data;
    expect(lines).toEqual([expect.objectContaining({ course_id: course.id })]);

    const emptied = await t.app.inject({ method: 'PUT', url: `/public/cart/${guest}`, payload: { items: [] } });
    expect(emptied.statusCode).toBe(200);
    expect(root((await page('/cart', guestCookie(guest))).body)).toContain('account,checkout');
  });

  it('leaves a signed-in buyer’s cart and an add-to-cart link to the browser, with nothing of theirs inlined', async () => {
    const signedIn = await page('/cart', { cookie: 'rian_session=some-session-token' });
    expect(root(signedIn.body)).toBe('');
    expect(inlined(signedIn.body).map((q) => q.key[0])).not.toContain('account');
    expect(root((await page(`/cart?course=${course.id}`)).body)).toBe('');
    expect(root((await page('/cart?product=3')).body)).toBe('');
  });
});
