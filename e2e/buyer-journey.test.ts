// What a buyer's browser tripped over (phone): the payment report and QR modals opened from the order
// list had no background of their own, because their styles loaded only with another part; the QR
// button showed the account's stored picture instead of the PromptPay QR of the exact amount.
import { describe, expect, it } from 'vitest';
import { aBankAccount, aCourse, aStudent } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { PHONE, closeClean, screenshotPath } from './harness.ts';
import { anOutline, COURSE_TEXT, coursePath, openWindow, useShopStack } from './fixtures.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'Rian-buyer-2026';
/** A 4,200 THB course in the default layout. */
let plain: MadeCourse;
/** Layout four, a bestseller open for registration, with two plans and a preview lecture. */
let layout4: MadeCourse;
let member: Person;

const ctx = useShopStack(async (db) => {
  // With a PromptPay id the account has a QR of the order's amount (spec §3).
  await aBankAccount(db, { promptpay_id: '0105566012345' });
  plain = await aCourse(db, { ...COURSE_TEXT, layout: 'default', plans: [{ price: 420_000 }] });
  layout4 = await aCourse(db, {
    ...COURSE_TEXT,
    ...openWindow(),
    layout: '4',
    plans: [{ price: 290_000 }, { price: 490_000 }],
  });
  for (const c of [plain, layout4]) await anOutline(db, c.id);
  member = await aStudent(db, { username: 'weera', password: PASSWORD });
});

describe('paying an order from the order list', () => {
  it('opens the QR and payment report modals with an opaque body (phone)', async () => {
    const { context, page, errors } = await ctx.visit('/', PHONE);
    await signIn(page, member.user.username, PASSWORD);
    const order = await page.request.post(`${ctx.stack.baseUrl}/private/cart/order`, {
      headers: { origin: ctx.stack.baseUrl },
      data: {
        course_id: [plain.id],
        pricingplan_id: [plain.plan.id],
        payment_method_id: 1,
        coupon_id: [],
        promotion_id: null,
        currency_code: 'THB',
        is_withholding: 0,
      },
    });
    expect(order.status()).toBe(200);

    // A fresh load of the list, so that nothing else has brought the modal styles along.
    await page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    await page.getByTestId('order-pay').first().click();
    const step = page.getByTestId('bank-transfer-step');
    await step.waitFor();
    const background = (selector: string) =>
      page.evaluate((s) => {
        const el = document.querySelector(s);
        return el ? getComputedStyle(el).backgroundColor : null;
      }, selector);

    await step.getByTestId('bank-qr-open').first().click();
    await page.getByTestId('bank-qr-modal').locator('figure img').waitFor();
    expect(await background('[data-testid="bank-qr-modal"] .mantine-Modal-content')).not.toMatch(
      /^(rgba\(0, 0, 0, 0\)|transparent)$/,
    );
    // The QR is the server's PromptPay QR of this order's exact amount, not the account's stored
    // picture (which cannot carry an amount), and it decodes.
    const img = page.getByTestId('bank-qr-modal').locator('figure img');
    expect(await img.getAttribute('src')).toMatch(/\/public\/payments\/methods\/1\/bank\/\d+\/qr/);
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="bank-qr-modal"] figure img') as HTMLImageElement | null;
      return Boolean(el && el.complete && el.naturalWidth > 0);
    });
    await page.waitForTimeout(400); // the opening transition
    await page.screenshot({ path: screenshotPath('order-list-qr-modal-phone') });
    await page.keyboard.press('Escape');

    await page.getByTestId('report-open').click();
    const modal = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
    await modal.waitFor();
    expect(await background('.mantine-Modal-content:has([data-testid="report-submit"])')).not.toMatch(
      /^(rgba\(0, 0, 0, 0\)|transparent)$/,
    );
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshotPath('order-list-report-modal-phone') });
    await closeClean({ context, errors });
  });
});

describe('a coupon code that does not exist', () => {
  it('says so about the coupon, in English too, not a bare "Not found." (phone)', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(layout4), PHONE);
    await page.getByTestId('course-layout-4').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByTestId('bar-register').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByTestId('coupon-code').fill('NOSUCHCODE');
    await page.getByTestId('coupon-apply').click();
    const error = page.getByText('There is no coupon with this code. Please check it. (NOSUCHCODE)');
    await error.waitFor();
    expect(await page.getByText('Not found.', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('coupon-unknown-en-phone') });
    await closeClean({ context, errors });
  });
});

describe('tags', () => {
  it('every tag of a course page with its plans reads at 4.5:1 or more (WCAG AA)', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(layout4), PHONE);
    await page.getByTestId('course-layout-4').waitFor();
    await page.getByTestId('bar-register').click();
    await page.locator('.tag--open').first().waitFor();
    const ratios = await page.evaluate(() => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (rgb: string) => {
        const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      return [...document.querySelectorAll<HTMLElement>('.tag')].map((el) => {
        const style = getComputedStyle(el);
        const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
        return { tag: el.className, text: el.textContent, ratio: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100 };
      });
    });
    expect(ratios.some((r) => r.tag.includes('tag--open'))).toBe(true);
    expect(ratios.filter((r) => r.ratio < 4.5)).toEqual([]);
    await closeClean({ context, errors });
  });
});

describe('the sticky registration bar of layout four', () => {
  it('shows the price of the plan the buyer chose, not the first one (phone)', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(layout4), PHONE);
    await page.getByTestId('course-layout-4').waitFor();
    await page.getByTestId('bar-register').click();
    const options = page.locator('[data-testid="plan-option"]:not([data-disabled])');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(1);
    const fee = page.getByTestId('registration-fee');
    const before = await fee.textContent();
    // The other plan: its price as its card shows it.
    const other = page.locator('[data-testid="plan-option"]:not([data-disabled]):not([data-selected])').first();
    const otherPrice = await other.getByTestId('plan-price').textContent();
    await other.click();
    await page.waitForFunction((old) => document.querySelector('[data-testid="registration-fee"]')?.textContent !== old, before);
    expect(await fee.textContent()).toBe(otherPrice);
    await closeClean({ context, errors });
  });
});
