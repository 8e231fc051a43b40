// End-to-end: the storefront as a visitor sees it, on the real server and an academy built here
// (spec §2 screens, §4 plan selection, §7 analytics, §8 fallbacks), in the system Chromium.
import { describe, expect, it } from 'vitest';
import { aCourse, aProduct, aPromotion, aShippingFee } from './factories.ts';
import type { MadeCourse, ProductRow } from './factories.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { aCategory, anOutline, aPicture, aTextOverride, coursePath, openWindow, previewVideo, useShopStack } from './fixtures.ts';

const HERO = 'เรียนทักษะใหม่กับผู้เชี่ยวชาญตัวจริง ได้ทุกที่ ทุกเวลา';
const HERO_EN = 'Learn new skills from real experts, anywhere, any time';

const courses = {} as Record<'layout4' | 'layout1' | 'layout3' | 'layoutDefault' | 'japanese', MadeCourse>;
let book: ProductRow;

const e2e = useShopStack(async (db, stack) => {
  await aTextOverride(db, 'th', 'home.heroTitle', HERO);
  await aTextOverride(db, 'en', 'home.heroTitle', HERO_EN);
  const category = await aCategory(db);
  const video = await previewVideo(stack);
  const picture = await aPicture(stack, 'course.jpg');
  const course = { category_id: category.id, picture_url: picture, video_url: video, short_description: 'คอร์สออนไลน์สำหรับทุกคน' };
  // Layout four with an open registration window and two plans to choose between (spec §2).
  courses.layout4 = await aCourse(db, {
    ...course,
    ...openWindow(),
    title: 'การตลาดออนไลน์สำหรับธุรกิจ SME',
    title_en: 'Online Marketing for SMEs',
    slug: 'online-marketing-sme',
    layout: '4',
    plans: [
      { name: 'เรียนได้ 6 เดือน', plan_type: 'Period', term: 6, term_unit: 'Month(s)', price: 290_000 },
      { name: 'เรียนได้ตลอดชีพ', price: 490_000 },
    ],
  });
  courses.layout1 = await aCourse(db, {
    ...course,
    title: 'เริ่มต้นเขียนโปรแกรมด้วย Python',
    slug: 'python-basics',
    layout: '1',
    plans: [
      { name: 'เรียนได้ 30 วัน', plan_type: 'Actual', term: 30, term_unit: 'Day(s)', price: 99_000 },
      { price: 259_000, is_default: 1 },
    ],
  });
  courses.layout3 = await aCourse(db, {
    ...course,
    title: 'วิเคราะห์ข้อมูลด้วย Pandas',
    slug: 'pandas',
    layout: '3',
    plans: [{ price: 350_000 }, { price: 450_000 }],
  });
  // The default layout with a member-only plan (spec §6), which the plans summary marks.
  courses.layoutDefault = await aCourse(db, {
    ...course,
    title: 'พัฒนาเว็บแอปด้วย React',
    slug: 'react',
    layout: 'default',
    plans: [{ price: 420_000 }, { price: 360_000, is_for_member: 1 }],
  });
  // Last in the catalogue's order, past the home page's ten cards: only the search shows it there.
  courses.japanese = await aCourse(db, { ...course, title: 'ภาษาญี่ปุ่นเบื้องต้น เตรียมสอบ JLPT N5', slug: 'japanese-n5', sort: 100 });
  for (const made of Object.values(courses)) await anOutline(db, made.id, video);
  // Enough courses for a second page of ten.
  for (let i = 0; i < 8; i++) await aCourse(db, { ...course });
  const images = [await aPicture(stack, 'book-1.jpg', '#0d9488'), await aPicture(stack, 'book-2.jpg', '#db2777')];
  book = await aProduct(db, {
    title: 'หนังสือการตลาดออนไลน์ภาคปฏิบัติ',
    slug: 'online-marketing-book',
    price: 35_000,
    available_qty: 120,
    picture_url: images[0],
    image_detail: images.map((url, i) => ({ url, alt: `ภาพที่ ${i + 1}` })),
  });
  await aShippingFee(db, { name: 'ไปรษณีย์ไทย EMS' });
  await aPromotion(db, { courses: [courses.layout4.id], picture_url: await aPicture(stack, 'promotion.jpg', '#ca8a04') });
});
const visit = e2e.visit;

describe('storefront', () => {
  it('home shows the customised hero, categories and course cards', async () => {
    const { context, page, errors } = await visit('/');
    // home.heroTitle is overridden in the database (text_overrides) and inlined by the server.
    await expect(page.getByTestId('hero-title').textContent()).resolves.toBe(HERO);
    await page.getByTestId('course-card').first().waitFor();
    expect(await page.getByTestId('course-card').count()).toBeGreaterThan(3);
    await expect(page.getByRole('link', { name: courses.layout4.course.title }).first().isVisible()).resolves.toBe(true);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('promotion-card').first().waitFor();
    await page.screenshot({ path: screenshotPath('home-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('finds a Thai course by a Thai keyword from the header search', async () => {
    const { context, page } = await visit('/', PHONE);
    const japanese = courses.japanese.course.title;
    await page.getByRole('searchbox', { name: 'ค้นหาคอร์ส' }).fill('ภาษาญี่ปุ่น');
    await page.getByRole('searchbox', { name: 'ค้นหาคอร์ส' }).press('Enter');
    await page.waitForURL(/\/courses\?keyword=/);
    await page.getByRole('link', { name: japanese }).waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('search-phone'), fullPage: true });

    // A keyword that matches nothing says so plainly.
    await page.getByRole('searchbox', { name: 'คำค้นหา' }).fill('ไม่มีคอร์สนี้แน่นอน');
    await page.getByRole('searchbox', { name: 'คำค้นหา' }).press('Enter');
    await page.getByTestId('empty-result').waitFor();
    expect(await page.getByTestId('empty-result').textContent()).toContain('ไม่พบคอร์ส');
    await context.close();
  });

  it('lists courses with a page-size choice and page buttons', async () => {
    const { context, page } = await visit('/courses?pageSize=10');
    await page.getByTestId('course-card').first().waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(10);
    await page.getByRole('button', { name: 'หน้า 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByLabel('จำนวนต่อหน้า').selectOption('20');
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '20' && !url.searchParams.has('page'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="course-card"]').length > 10);
    await context.close();
  });

  it('default layout: one column with a plans summary and a register link', async () => {
    const id = courses.layoutDefault.id;
    const { context, page } = await visit(coursePath(courses.layoutDefault));
    await page.getByTestId('course-layout-default').waitFor();
    expect(await page.getByTestId('purchase-panel').count()).toBe(0);
    const summary = page.getByTestId('plans-summary');
    expect(await summary.textContent()).toContain('เฉพาะสมาชิก'); // the member-only plan is marked (spec §6)
    const href = await page.getByTestId('register-link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/cart\\?course=${id}&plan=\\d+$`));
    await page.getByTestId('course-content').waitFor();
    await context.close();
  });

  for (const layout of ['1', '3'] as const) {
    it(`layout ${layout}: a side purchase panel on the right, below the hero on phones`, async () => {
      const made = courses[`layout${layout}`];
      const id = made.id;
      const { context, page } = await visit(coursePath(made));
      await page.getByTestId(`course-layout-${layout}`).waitFor();
      const panel = page.getByTestId('purchase-panel');
      const info = page.getByTestId('course-info');
      const [panelBox, infoBox] = [await panel.boundingBox(), await info.boundingBox()];
      expect(panelBox && infoBox && panelBox.x > infoBox.x + infoBox.width - 1).toBe(true);
      // The default plan is preselected and the register link carries it.
      const checked = panel.locator('input[type="radio"]:checked');
      expect(await checked.count()).toBe(1);
      const planId = await checked.getAttribute('value');
      expect(await panel.getByTestId('register-link').getAttribute('href')).toBe(`/cart?course=${id}&plan=${planId}`);
      await page.screenshot({ path: screenshotPath(`course-layout-${layout}-desktop`) });

      await page.setViewportSize(PHONE);
      const [phonePanel, phoneInfo] = [await panel.boundingBox(), await info.boundingBox()];
      expect(phonePanel && phoneInfo && phonePanel.y < phoneInfo.y).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }

  it('layouts 1 and 3 look different: video across the top versus a title banner', async () => {
    /** The boxes of the video and of the title on the course page of `layout`. */
    const videoAndTitle = async (made: MadeCourse, layout: string) => {
      const { context, page } = await visit(coursePath(made));
      await page.getByTestId(`course-layout-${layout}`).waitFor();
      const video = await page.getByTestId('video-toggle').boundingBox();
      const title = await page.getByTestId('course-title').boundingBox();
      await context.close();
      return { video, title };
    };
    const one = await videoAndTitle(courses.layout1, '1');
    expect(one.video && one.title && one.video.y < one.title.y).toBe(true);
    const three = await videoAndTitle(courses.layout3, '3');
    expect(three.video && three.title && three.title.y < three.video.y).toBe(true);
  });

  it('layout 4: sticky bar with the fee, anchors, plan cards, and a register button that scrolls to pricing', async () => {
    const { context, page } = await visit(coursePath(courses.layout4));
    await page.getByTestId('course-layout-4').waitFor();
    const bar = page.getByTestId('registration-bar');
    expect(await bar.textContent()).toContain('ค่าลงทะเบียน');
    expect(await page.getByTestId('registration-fee').textContent()).toBe('฿2,900');
    const nav = page.getByRole('navigation', { name: 'ไปยังส่วนต่าง ๆ ของหน้า' });
    for (const name of ['รายละเอียดคอร์ส', 'เนื้อหาคอร์ส', 'วิธีการสั่งซื้อ', 'คำถามและความคิดเห็น']) {
      expect(await nav.getByRole('link', { name }).count()).toBe(1);
    }

    await page.getByTestId('bar-register').click();
    await page.waitForFunction(() => {
      const r = document.getElementById('pricing')?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < window.innerHeight / 2;
    });
    // The bar stays on screen while the page scrolls.
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y >= 0 && barBox.y < DESKTOP.height).toBe(true);

    // The plan cards are part of the checkout, fetched as the pricing section comes near.
    const cards = page.getByTestId('pricing').getByTestId('plan-option');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await cards.nth(1).click();
    expect(await cards.nth(1).getAttribute('data-selected')).toBe('true');
    expect(await cards.nth(0).getAttribute('data-selected')).toBeNull();
    await page.screenshot({ path: screenshotPath('course-layout-4-desktop') });

    // spec §4: changing the language clears the selection.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Pricing and plans' }).waitFor();
    expect(await page.getByTestId('pricing').locator('[data-testid="plan-option"][data-selected]').count()).toBe(0);
    await context.close();
  });

  it('layout 4 on a phone: the registration bar sits at the bottom of the screen', async () => {
    const { context, page } = await visit(coursePath(courses.layout4), PHONE);
    const bar = page.getByTestId('registration-bar');
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    await page.screenshot({ path: screenshotPath('course-layout-4-phone') });
    await context.close();
  });

  it('the preview video plays and stops (pause and rewind) from the keyboard', async () => {
    const { context, page } = await visit(coursePath(courses.layout1), PHONE);
    const toggle = page.getByTestId('video-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const v = document.querySelector('video');
      return !!v && !v.paused && v.currentTime > 0.2;
    });
    expect(await toggle.textContent()).toBe('หยุดวิดีโอตัวอย่าง');
    await page.keyboard.press('Enter');
    const state = await page.evaluate(() => {
      const v = document.querySelector('video')!;
      return { paused: v.paused, time: v.currentTime };
    });
    expect(state).toEqual({ paused: true, time: 0 });
    expect(await toggle.textContent()).toBe('เล่นวิดีโอตัวอย่าง');
    await context.close();
  });

  it('register in the side panel puts the course in the cart and opens /cart with the checkout', async () => {
    const { context, page } = await visit(coursePath(courses.layout1));
    await page.getByTestId('purchase-panel').getByTestId('register-link').click();
    await page.waitForURL(/\/cart/);
    const line = page.getByTestId('cart-line');
    await line.waitFor();
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await page.getByTestId('price-summary').waitFor();
    // A visitor gets the cart log-in panel (spec §2) beside the checkout.
    await page.getByTestId('cart-login').waitFor();
    // The line is the guest's cart on the server, under the browser's generated id (spec §6).
    const stored = await page.evaluate(async () => {
      const id = JSON.parse(localStorage.getItem('rian.guest') ?? 'null')?.id as string | undefined;
      return id ? (await fetch(`/public/cart/${id}`)).json() : null;
    });
    expect(stored?.data).toEqual([expect.objectContaining({ course_id: courses.layout1.id })]);
    await context.close();
  });

  it('switches the language to English and back, and remembers the choice', async () => {
    const { context, page } = await visit('/');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Courses' }).waitFor();
    await page.getByText(HERO_EN).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Course titles switch where an English title exists.
    await page.getByRole('link', { name: courses.layout4.course.title_en! }).first().waitFor();

    // The choice reaches the server: the next page's HTML comes in English, before any script runs.
    const course = courses.layout4.course;
    const html = await (await page.goto(new URL(`/course/${course.id}-${course.slug}`, page.url()).href))!.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<title>${course.title_en}`);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'ภาษาไทย' }).click();
    await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'คอร์สเรียน' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await (await page.goto(new URL('/', page.url()).href))!.text()).toContain('<html lang="th"');
    await context.close();
  });

  it('a shared ?lang=en link opens the page in English for a new reader', async () => {
    const course = courses.layout4.course;
    const visited = await visit(`/course/${course.id}-${course.slug}?lang=en`, PHONE);
    const { page } = visited;
    await page.getByRole('heading', { name: course.title_en! }).first().waitFor();
    expect(await page.title()).toContain(course.title_en!);
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: screenshotPath('course-english-link-phone') });
    await closeClean(visited);
  });

  it('product page shows the price, the quantity and a gallery', async () => {
    const { context, page } = await visit(`/product/${book.id}-${book.slug}`, PHONE);
    await page.getByTestId('product-page').waitFor();
    expect(await page.getByTestId('product-price').textContent()).toBe('฿350');
    expect(await page.getByTestId('product-qty').textContent()).toContain('120');
    const thumbs = page.getByTestId('gallery-thumb');
    expect(await thumbs.count()).toBeGreaterThan(1);
    const main = page.getByTestId('gallery-main');
    const before = await main.getAttribute('src');
    await thumbs.nth(1).click();
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await main.getAttribute('src')).not.toBe(before);
    expect(await page.getByTestId('buy-link').getAttribute('href')).toBe(`/cart?product=${book.id}`);
    await page.getByRole('tab', { name: 'การจัดส่ง' }).click();
    await page.getByTestId('shipping-fees').waitFor();
    await page.screenshot({ path: screenshotPath('product-phone'), fullPage: true });
    await context.close();
  });

  it('pushes view_item to window.dataLayer once per page view', async () => {
    const id = courses.layout4.id;
    const { context, page } = await visit(coursePath(courses.layout4));
    await page.getByTestId('course-layout-4').waitFor();
    const events = async () =>
      page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
    const layer = await events();
    const views = layer.filter((e) => e.event === 'view_item');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      event: 'view_item',
      ecommerce: {
        currency: 'THB',
        value: 2900,
        items: [{ item_id: String(id), item_name: courses.layout4.course.title, price: 2900 }],
      },
    });
    expect(layer[layer.indexOf(views[0]!) - 1]).toEqual({ ecommerce: null });
    // A re-render (language switch) is not a new page view.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Pricing and plans' }).waitFor();
    expect((await events()).filter((e) => e.event === 'view_item')).toHaveLength(1);
    await context.close();
  });

  it('an unknown course answers 404 with the not-found page and a link home', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const response = await page.goto(`${e2e.stack.baseUrl}/course/999999-no-such-course`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('link', { name: 'กลับไปหน้าแรก' }).click();
    await page.waitForURL(`${e2e.stack.baseUrl}/`);
    await page.getByTestId('hero-title').waitFor();

    // A parameter that does not start with an id is not a course either (spec §2).
    await page.goto(`${e2e.stack.baseUrl}/course/not-a-number`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });
});
