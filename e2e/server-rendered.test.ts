// End-to-end: the storefront pages come from the server drawn (architecture.md, server-rendered
// storefront; spec §2 screens): with JavaScript off a phone still shows the home page, a course page
// of every layout, a product, a promotion and a custom page with their content; with JavaScript on
// the same pages hydrate without an error and answer to the reader.
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { aCourse, aProduct, aPromotion, type MadeCourse, type ProductRow } from './factories.ts';
import { PHONE, closeClean, screenshotPath } from './harness.ts';
import { aCategory, anOutline, aPicture, aTextOverride, coursePath, openWindow, useShopStack } from './fixtures.ts';
import { schema } from '@rian/db';

const HERO = 'เรียนรู้ทักษะใหม่ได้ทุกที่ ทุกเวลา';
const LAYOUTS = ['4', 'default', '1', '2', '3'] as const;
type Layout = (typeof LAYOUTS)[number];
const courses = {} as Record<Layout, MadeCourse>;
let book: ProductRow;
let promotionId: number;
let categoryPath: string;

const e2e = useShopStack(async (db, stack) => {
  await aTextOverride(db, 'th', 'home.heroTitle', HERO);
  const category = await aCategory(db);
  categoryPath = `/category/${category.link_path}`;
  const picture = await aPicture(stack, 'course.jpg');
  for (const layout of LAYOUTS) {
    courses[layout] = await aCourse(db, {
      category_id: category.id,
      picture_url: picture,
      short_description: 'คอร์สออนไลน์สำหรับทุกคน',
      ...openWindow(),
      title: `คอร์สเรียนการตลาด แบบที่ ${layout}`,
      title_en: `Marketing course, layout ${layout}`,
      slug: `marketing-${layout}`,
      layout,
      plans: [
        { name: 'เรียนได้ 6 เดือน', plan_type: 'Period', term: 6, term_unit: 'Month(s)', price: 290_000, is_default: 1 },
        { name: 'เรียนได้ตลอดชีพ', price: 490_000 },
      ],
    });
    await anOutline(db, courses[layout].id);
  }
  book = await aProduct(db, { title: 'หนังสือการตลาดภาคปฏิบัติ', slug: 'marketing-book', price: 35_000, available_qty: 20 });
  promotionId = (await aPromotion(db, { title: 'ลดราคาคอร์สการตลาด', courses: [courses['4'].id] })).id;
  await db.insert(schema.customPages).values({
    slug: 'about-academy',
    title: 'เกี่ยวกับสถาบันของเรา',
    body: '<p>สถาบันสอนการตลาดออนไลน์สำหรับผู้ประกอบการไทย</p>',
    is_published: true,
  });
});

/** A phone that runs no JavaScript: what it shows is the HTML the server sent. */
async function withoutScript(browser: Browser, path: string, shot: string, read: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'th-TH', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(e2e.stack.baseUrl + path);
  await read(page);
  await page.screenshot({ path: screenshotPath(`no-js-${shot}`), fullPage: true });
  await context.close();
}

/** A visit that counts every console error (React reports a hydration mismatch there) as an error. */
async function hydrated(path: string) {
  const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The harness's goto returns once the page has hydrated.
  await page.goto(e2e.stack.baseUrl + path);
  return { context, page, errors };
}

/**
 * A page's HTML once its critical CSS is worked out: the first answer of a drawn page goes without
 * it (pages/critical-css.ts), so this asks again until the head has its inline rules.
 */
async function settledHtml(path: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let tries = 0; tries < 100; tries++) {
    const res = await fetch(e2e.stack.baseUrl + path, { headers: { accept: 'text/html', ...headers } });
    const html = await res.clone().text();
    if (html.slice(0, html.indexOf('</head>')).includes('<style>')) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${path}: no critical CSS after 20 s`);
}

/** Where a phone without JavaScript lays out the course title, the layout and the footer, and how. */
async function layoutOf(path: string, blockStylesheets: boolean) {
  const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH', javaScriptEnabled: false });
  const page = await context.newPage();
  if (blockStylesheets) await page.route(/\.css$/, (route) => route.abort());
  await page.goto(e2e.stack.baseUrl + path);
  // Sections far from the screen hold a placeholder height until they near it (app.css, content-
  // visibility): every one is laid out here, so that the two sets of rules are compared in full.
  const boxes = await page.evaluate(() => {
    const all = document.createElement('style');
    all.textContent = '* { content-visibility: visible !important; }';
    document.head.append(all);
    const selectors = ['[data-testid="course-title"]', '[data-testid="course-layout-4"]', 'footer', 'header'];
    return selectors.map((selector) => {
      const el = document.querySelector(selector)!;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return { selector, x: r.x, y: r.y, width: r.width, height: r.height, font: style.font, color: style.color };
    });
  });
  await context.close();
  return boxes;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

describe('server-rendered storefront', () => {
  it('shows the home page without JavaScript', async () => {
    await withoutScript(e2e.browser, '/', 'home', async (page) => {
      await expect(text(page, 'hero-title')).resolves.toBe(HERO);
      expect(await page.getByTestId('course-card').count()).toBe(LAYOUTS.length);
      await expect(page.getByText(courses['4'].course.title).first().isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('product-card').first().isVisible()).resolves.toBe(true);
    });
  });

  for (const layout of LAYOUTS) {
    it(`shows the course page of layout ${layout} without JavaScript, title and price`, async () => {
      await withoutScript(e2e.browser, coursePath(courses[layout]), `course-layout-${layout}`, async (page) => {
        // Layout 2 is drawn as the default layout.
        const drawn = layout === '2' ? 'default' : layout;
        await expect(page.getByTestId(`course-layout-${drawn}`).isVisible()).resolves.toBe(true);
        await expect(text(page, 'course-title')).resolves.toBe(courses[layout].course.title);
        expect(await page.locator('#root').textContent()).toContain('2,900');
      });
    });
  }

  it('shows a product, a promotion and a custom page without JavaScript', async () => {
    await withoutScript(e2e.browser, `/product/${book.id}-${book.slug}`, 'product', async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: book.title }).isVisible()).resolves.toBe(true);
      await expect(text(page, 'product-price')).resolves.toBe('฿350');
    });
    await withoutScript(e2e.browser, `/promotion/${promotionId}`, 'promotion', async (page) => {
      await expect(page.getByTestId('promotion-page').isVisible()).resolves.toBe(true);
      expect(await page.locator('#root').textContent()).toContain('ลดราคาคอร์สการตลาด');
    });
    await withoutScript(e2e.browser, '/page/about-academy', 'custom-page', async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'เกี่ยวกับสถาบันของเรา' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('สถาบันสอนการตลาดออนไลน์สำหรับผู้ประกอบการไทย').isVisible()).resolves.toBe(true);
    });
  });

  it('shows the course list, a search, a category and the product list without JavaScript, with their items', async () => {
    const titles = LAYOUTS.map((l) => courses[l].course.title);
    for (const [path, shot, count] of [
      ['/courses', 'courses', LAYOUTS.length],
      [`/courses?keyword=${encodeURIComponent('แบบที่ 4')}`, 'courses-search', 1],
      [categoryPath, 'category', LAYOUTS.length],
    ] as const) {
      await withoutScript(e2e.browser, path, shot, async (page) => {
        expect(await page.getByTestId('course-card').count(), path).toBe(count);
        const shown = await page.getByTestId('course-card').allTextContents();
        expect(
          shown.every((card) => titles.some((t) => card.includes(t))),
          path,
        ).toBe(true);
      });
    }
    await withoutScript(e2e.browser, '/products', 'products', async (page) => {
      await expect(page.getByText(book.title).first().isVisible()).resolves.toBe(true);
    });
  });

  it('a hydrated list page shows its inlined list without asking for it again', async () => {
    for (const path of ['/courses', categoryPath, '/products']) {
      const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH' });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/\/public\/(courses|product|categories)/.test(r.url())) asked.push(r.url());
      });
      await page.goto(e2e.stack.baseUrl + path, { waitUntil: 'networkidle' });
      expect(asked, path).toEqual([]);
      await context.close();
    }
  });

  it('shows a visitor’s empty cart without JavaScript: the notice and the log-in panel', async () => {
    await withoutScript(e2e.browser, '/cart', 'empty-cart', async (page) => {
      await expect(page.getByTestId('cart-empty').isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('cart-login').getByLabel('ชื่อผู้ใช้หรืออีเมล').isVisible()).resolves.toBe(true);
    });
  });

  const pages: [string, () => string][] = [
    ['home', () => '/'],
    ...LAYOUTS.map((l): [string, () => string] => [`course layout ${l}`, () => coursePath(courses[l])]),
    ['product', () => `/product/${book.id}-${book.slug}`],
    ['promotion', () => `/promotion/${promotionId}`],
    ['custom page', () => '/page/about-academy'],
    ['empty cart', () => '/cart'],
    ['course list', () => '/courses'],
    ['category', () => categoryPath],
    ['product list', () => '/products'],
  ];
  for (const [name, path] of pages) {
    it(`hydrates the ${name} without a console error`, async () => {
      await closeClean(await hydrated(path()));
    });
  }

  it('a hydrated course page answers: choosing another plan changes the register link', async () => {
    const visit = await hydrated(coursePath(courses['1']));
    const panel = visit.page.getByTestId('purchase-panel');
    const radios = panel.locator('input[type="radio"]');
    const other = (await radios.nth(1).getAttribute('value'))!;
    await radios.nth(1).check();
    await visit.page.waitForFunction(
      (plan) =>
        document
          .querySelector('[data-testid="purchase-panel"] [data-testid="register-link"]')
          ?.getAttribute('href')
          ?.endsWith(`plan=${plan}`),
      other,
    );
    await closeClean(visit);
  });

  it('a hydrated product page adds to the cart', async () => {
    const visit = await hydrated(`/product/${book.id}-${book.slug}`);
    await visit.page.getByTestId('buy-link').click();
    await visit.page.waitForURL(/\/cart/);
    await visit.page.getByText(book.title).first().waitFor();
    await closeClean(visit);
  });

  it('leaves a guest’s cart with lines to the browser, which shows them at once; an older guest id gets its cookie', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH' });
    const guest = crypto.randomUUID();
    // A guest id kept before the cookie existed: in local storage only.
    await context.addInitScript((id) => {
      if (!localStorage.getItem('rian.guest'))
        localStorage.setItem('rian.guest', JSON.stringify({ id, firstname: '', lastname: '', email: '' }));
    }, guest);
    const put = await fetch(`${e2e.stack.baseUrl}/public/cart/${guest}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ product_id: book.id, quantity: 2 }] }),
    });
    expect(put.status).toBe(200);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.stack.baseUrl}/cart`);
    await page.getByTestId('cart-line').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'rian_guest')).toMatchObject({ value: guest, sameSite: 'Lax' });
    // With the cookie, the server knows the cart has a line and leaves the page to the browser.
    const html = await (
      await fetch(`${e2e.stack.baseUrl}/cart`, { headers: { accept: 'text/html', cookie: `rian_guest=${guest}` } })
    ).text();
    expect(html).toContain('<div id="root"></div>');
    await page.reload();
    await page.getByTestId('cart-line').waitFor();
    expect(await page.getByTestId('cart-empty').count()).toBe(0);
    await closeClean({ context, errors });
  });

  it('puts back an English choice kept only in local storage once the page hydrates, and the next page comes in English', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'th-TH' });
    // A choice made before the language cookie existed: local storage only.
    await context.addInitScript(() => {
      if (!localStorage.getItem('rian.lang')) localStorage.setItem('rian.lang', 'en');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.stack.baseUrl}/`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByTestId('hero-title').waitFor();
    expect(await page.getByTestId('hero-title').textContent()).not.toBe(HERO);
    expect((await context.cookies()).find((c) => c.name === 'rian_lang')?.value).toBe('en');
    const again = await page.reload();
    expect(await again!.text()).toContain('<html lang="en"');
    await closeClean({ context, errors });
  });

  it('paints a visitor’s page from inline rules, its stylesheets held back until the app runs; a member’s are in the head', async () => {
    const path = coursePath(courses['4']);
    const html = await (await settledHtml(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>[^<]*\.site-footer/);
    // The first layout already skips what is far from the screen.
    expect(head).toMatch(/<style>[^<]*content-visibility:auto/);
    // Every stylesheet waits behind the inline rules (print until the app applies it), none blocks.
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    const scripted = head.slice(0, head.indexOf('<noscript>'));
    expect(scripted.match(/<link rel="stylesheet" (?!media="print" data-rian-deferred)/g)).toBeNull();
    expect(head).toMatch(/<noscript><link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    // The inline rules alone lay the page out as the full stylesheets do.
    const blocked = await layoutOf(path, true);
    expect(blocked).toEqual(await layoutOf(path, false));
    expect(blocked.find((b) => b.selector === 'footer')!.y).toBeGreaterThan(PHONE.height);
    // With scripts, the app applies them before it takes the page over.
    const visit = await hydrated(path);
    const media = await visit.page.$$eval('link[data-rian-deferred]', (ls) => ls.map((l) => (l as HTMLLinkElement).media));
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((m) => m === 'all')).toBe(true);
    await closeClean(visit);

    const member = await (
      await fetch(e2e.stack.baseUrl + path, { headers: { accept: 'text/html', cookie: 'rian_session=x' } })
    ).text();
    const memberHead = member.slice(0, member.indexOf('</head>'));
    expect(memberHead).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-/);
    expect(memberHead).not.toContain('<style>');
  });

  it('sends the course page drawn inside #root, in English for ?lang=en, and revalidates it by ETag', async () => {
    const url = `${e2e.stack.baseUrl}${coursePath(courses['4'])}`;
    const thai = await settledHtml(coursePath(courses['4']));
    const html = await thai.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(courses['4'].course.title);
    expect(root).toContain('฿2,900');

    const english = await (await fetch(`${url}?lang=en`, { headers: { accept: 'text/html' } })).text();
    expect(english).toContain('<html lang="en"');
    const enRoot = english.slice(english.indexOf('<div id="root">'));
    expect(enRoot).toContain('Marketing course, layout 4');
    expect(enRoot).toContain('Registration fee');

    const etag = thai.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, { headers: { accept: 'text/html', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
