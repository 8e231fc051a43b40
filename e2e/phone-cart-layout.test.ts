// End-to-end: the cart on a small phone (360 px, the narrowest common Android width). A long site
// name, a long course title and plan name, and prices in the thousands all show whole: no price is
// cut ("฿5,9…"), the site name is never clipped, and the page never scrolls sideways.
import { describe, expect, it } from 'vitest';
import { aCourse, aStudent } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { coursePath, SHOP_SETTINGS, siteSettings, useDefaultsStack } from './fixtures.ts';
import { closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const SMALL_PHONE = { width: 360, height: 740 };
const PASSWORD = 'Rian-buyer-2026';
let course: MadeCourse;
let buyer: Person;

const ctx = useDefaultsStack(async (db) => {
  await siteSettings(db, { ...SHOP_SETTINGS, title: 'สถาบันพัฒนาทักษะออนไลน์' });
  course = await aCourse(db, {
    title: 'การออกแบบประสบการณ์ผู้ใช้และส่วนติดต่อผู้ใช้สำหรับแอปพลิเคชันมือถือ',
    layout: '1',
    plans: [{ price: 590_000, name: 'แพ็กเกจเรียนออนไลน์พร้อมเอกสารประกอบ 12 เดือน' }, { price: 1_290_000 }],
  });
  buyer = await aStudent(db, { username: 'kanya', password: PASSWORD });
});

/** Elements whose text is wider than the box that shows it (cut or clipped). */
const clipped = (selector: string) =>
  `Array.from(document.querySelectorAll(${JSON.stringify(selector)}))
    .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > window.innerWidth + 1)
    .map((e) => e.textContent)`;

describe('the cart on a small phone', () => {
  it('shows every price and the site name whole, without sideways scrolling', async () => {
    const visit = await ctx.visit('/', SMALL_PHONE);
    const { page } = visit;
    await signIn(page, buyer.user.username, PASSWORD);
    await page.goto(ctx.stack.baseUrl + coursePath(course));
    await page.getByTestId('purchase-panel').getByTestId('register-link').click();
    await page.waitForURL(/\/cart/);
    await page.getByTestId('cart-line').waitFor();
    await page.screenshot({ path: screenshotPath('cart-small-phone'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(clipped('.brand__title'))).toEqual([]);
    // Wrapped, not clamped: the whole name fits its two lines.
    await page.locator('.site-header').screenshot({ path: screenshotPath('header-small-phone') });
    expect(await page.locator('.brand__title').evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
    const total = await page.getByTestId('cart-line').textContent();
    expect(total).toContain('฿5,900');
    // Every element that shows an amount shows it whole.
    const cut = await page.evaluate(`Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.children.length === 0 && /฿/.test(e.textContent ?? ''))
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => e.textContent)`);
    expect(cut).toEqual([]);
    // A select cuts its text at its edge: the plan's price comes first, so it is the name that is cut.
    const plan = page.getByTestId('cart-plan');
    const shown = await plan.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
    expect(shown.startsWith('฿5,900')).toBe(true);
    const fits = await plan.evaluate((s: HTMLSelectElement) => {
      const style = getComputedStyle(s);
      const ctx2d = document.createElement('canvas').getContext('2d')!;
      ctx2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return ctx2d.measureText('฿5,900').width <= room;
    });
    expect(fits).toBe(true);
    await page.locator('.site-header').screenshot({ path: screenshotPath('header-small-phone') });
    await closeClean(visit);
  });
});
