// End-to-end: what the first load of a page costs a visitor (architecture.md performance budget):
// the built scripts come precompressed from the real build and server, and a page whose content is
// fetched in the browser keeps its footer below the fold until the content arrives.
import { request } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { PHONE, closeClean, useStack, webDistDir } from './harness.ts';

const e2e = useStack();

/** A raw GET (no automatic decoding, unlike fetch): status, headers and the body's bytes. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

/** The entry script of the build, from its manifest. */
async function entryScript(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(webDistDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith('.js'));
  if (!entry) throw new Error('the build manifest names no entry script');
  return entry.file;
}

describe('precompressed assets', () => {
  it('a browser that accepts brotli gets the .br of a script, which inflates to the built file', async () => {
    const file = await entryScript();
    const plain = await readFile(join(webDistDir, file));
    const res = await rawGet(`${e2e.stack.baseUrl}/${file}`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body.equals(await readFile(join(webDistDir, `${file}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.body).equals(plain)).toBe(true);
  });

  it('a client that asks for no encoding gets the plain file', async () => {
    const file = await entryScript();
    const res = await rawGet(`${e2e.stack.baseUrl}/${file}`, {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(await readFile(join(webDistDir, file)))).toBe(true);
  });

  it('a script, stylesheet or font carries no document-only header (policy, framing), while a page does', async () => {
    const file = await entryScript();
    const css = (await readFile(join(webDistDir, '.vite/manifest.json'), 'utf8')).match(/assets\/[\w-]+\.css/)?.[0];
    for (const [name, encoding] of [
      [file, 'br'],
      [file, ''],
      [css!, 'gzip'],
    ] as const) {
      const res = await rawGet(`${e2e.stack.baseUrl}/${name}`, encoding ? { 'accept-encoding': encoding } : {});
      expect(res.status, name).toBe(200);
      expect(res.headers['content-security-policy'], name).toBeUndefined();
      expect(res.headers['x-frame-options'], name).toBeUndefined();
      expect(res.headers['last-modified'], name).toBeUndefined();
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], name).toBe('same-origin');
    }
    const page = await rawGet(`${e2e.stack.baseUrl}/`, { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the page template and the server’s drawing bundle are not served as files, compressed or not', async () => {
    for (const name of ['index.html.br', 'index.html.gz', 'server/entry-server.js', 'server/entry-server.js.br']) {
      const res = await rawGet(`${e2e.stack.baseUrl}/${name}`, { 'accept-encoding': 'br, gzip' });
      expect(res.status, name).toBe(404);
    }
  });
});

describe('the footer while a page loads its content in the browser', () => {
  it('on a page the browser draws stays below the fold while the content is on its way, and after', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Hold the page's own code, so that the first paint is the shell without the page.
    const held: Route[] = [];
    await context.route(/\/assets\/forgotpass-[^/]+\.js$/, (route) => void held.push(route));
    await page.goto(`${e2e.stack.baseUrl}/forgotpass`);
    const footer = page.locator('.site-footer');
    await footer.waitFor();
    expect(held.length).toBeGreaterThan(0);
    const top = async () => (await footer.boundingBox())!.y;
    expect(await top()).toBeGreaterThanOrEqual(PHONE.height);

    for (const route of held) await route.continue();
    await context.unroute(/\/assets\/forgotpass-[^/]+\.js$/);
    await page.getByRole('heading', { level: 1, name: 'ลืมรหัสผ่าน' }).waitFor();
    expect(await top()).toBeGreaterThanOrEqual(PHONE.height);
    await closeClean({ context, errors });
  });
});

/**
 * A phone (twice the density) on the course page of the first course with a picture; `watch` is
 * attached to the page before it loads.
 */
async function phoneOnCoursePage(watch: (page: Page) => void = () => undefined) {
  const context = await e2e.browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, locale: 'th-TH' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  watch(page);
  const list = (await (await fetch(`${e2e.stack.baseUrl}/public/courses?pageSize=40`)).json()) as {
    data: { url: string; picture_url: string | null }[];
  };
  const course = list.data.find((c) => c.picture_url)!;
  await page.goto(`${e2e.stack.baseUrl}${course.url}`);
  return { context, page, errors, course };
}

describe('pictures at the width the screen draws them', () => {
  it('a phone gets a course page’s poster as a WebP of its own width, fetched once, and the cards’ pictures likewise', async () => {
    const pictures: { url: string; type: string }[] = [];
    const { context, page, errors, course } = await phoneOnCoursePage((page) =>
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/uploads/') && /\.(jpe?g|png|webp)$/.test(path))
          pictures.push({ url: path, type: r.headers()['content-type'] ?? '' });
      }),
    );
    const name = course.picture_url!.replace('/uploads/', '');
    // 390 CSS pixels at twice the density: the 960 copy (HERO_SIZES), not the original.
    await expect
      .poll(() => pictures.filter((p) => p.url.endsWith(`/${name}`)).map((p) => p.url))
      .toEqual([`/uploads/w/960/${name}`]);
    expect(pictures.find((p) => p.url.endsWith(`/${name}`))?.type).toBe('image/webp');

    // Cards, two to a row on a phone: 195 CSS pixels at twice the density is the 640 copy.
    const card = page.getByTestId('course-card').first();
    await card.scrollIntoViewIfNeeded();
    const img = card.locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/\/uploads\/w\/640\/[^/]+$/);
    const cardPicture = new URL(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).pathname;
    await expect.poll(() => pictures.find((p) => p.url === cardPicture)?.type).toBe('image/webp');
    // The original, full size, is not fetched as well.
    expect(pictures.map((p) => p.url)).not.toContain(cardPicture.replace(/\/w\/\d+\//, '/'));
    await closeClean({ context, errors });
  });
});

describe('a drawn page before its app', () => {
  it('asks for the app’s scripts only once its largest picture is in, and then hydrates', async () => {
    // The harness's goto waits for <html data-hydrated>: the app did load.
    const { context, page, errors } = await phoneOnCoursePage();
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const started = (pattern: RegExp) => entries.find((r) => pattern.test(new URL(r.name).pathname));
      return {
        hero: started(/^\/uploads\/w\/\d+\//)?.responseEnd ?? null,
        // The app module and React, each merged into a chunk of its own (decision 028).
        app: started(/^\/assets\/app-[^/]+\.js$/)?.startTime ?? null,
        vendor: started(/^\/assets\/vendor-[^/]+\.js$/)?.startTime ?? null,
        route: started(/^\/assets\/course-[^/]+\.js$/)?.startTime ?? null,
        held: document.querySelector('template#rian-after-paint')?.innerHTML.includes('modulepreload') ?? false,
      };
    });
    expect(timing.held).toBe(true);
    expect(timing.hero).not.toBeNull();
    expect(timing.app).toBeGreaterThanOrEqual(timing.hero!);
    expect(timing.vendor).toBeGreaterThanOrEqual(timing.hero!);
    expect(timing.route).toBeGreaterThanOrEqual(timing.hero!);
    await closeClean({ context, errors });
  });
});

describe('a drawn picture that fails before the app loads', () => {
  it('shows the no-image picture, and the site’s initial for its logo, once the app takes the page over', async () => {
    // Every upload the page asks for fails: the hero's error happens before hydration.
    const { context, page, errors } = await phoneOnCoursePage((page) => {
      void page.route(/\/uploads\//, (route: Route) => route.abort('failed'));
    });
    const hero = page.locator('#root img[fetchpriority="high"]');
    await expect.poll(() => hero.getAttribute('src')).toBe('/no-image-available.png');
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The header's logo failed too: the site's initial takes its place.
    await expect.poll(() => page.locator('.site-header img.brand__logo').count()).toBe(0);
    expect(await page.locator('.site-header .brand__mark').isVisible()).toBe(true);
    await closeClean({ context, errors: errors.filter((e) => !/Failed to load resource/.test(e)) });
  });
});

describe('the storefront’s pages without the UI kit (decision 031)', () => {
  /** Mantine's provider names itself in its code, which minifying keeps. */
  const MANTINE = '@mantine/core/MantineProvider';

  /** The bodies of the scripts `page` receives from now on. */
  function scriptsOf(page: Page): Promise<string>[] {
    const bodies: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
    });
    return bodies;
  }

  it('a visitor’s course, product, home, list and empty cart pages load no Mantine; the log-in modal brings it and works', async () => {
    const list = (await (await fetch(`${e2e.stack.baseUrl}/public/courses?pageSize=10`)).json()) as { data: { url: string }[] };
    const products = (await (await fetch(`${e2e.stack.baseUrl}/public/product?pageSize=10`)).json()) as {
      data: { url: string }[];
    };
    for (const path of ['/', '/courses', list.data[0]!.url, products.data[0]!.url, '/cart']) {
      const visit = await e2e.visit(path, PHONE);
      const scripts = scriptsOf(visit.page);
      await visit.page.reload();
      const loaded = await Promise.all(scripts);
      expect(loaded.length, path).toBeGreaterThan(2);
      expect(
        loaded.filter((body) => body.includes(MANTINE)),
        path,
      ).toEqual([]);
      if (path === list.data[0]!.url) {
        await visit.page.getByTestId('header-login').click();
        await visit.page.getByRole('dialog').getByLabel('ชื่อผู้ใช้หรืออีเมล').waitFor();
        expect((await Promise.all(scripts)).some((body) => body.includes(MANTINE))).toBe(true);
      }
      await closeClean(visit);
    }
  });
});
