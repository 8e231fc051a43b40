// End-to-end: bank transfer (spec §2 payment method 1 and the payment report modal, §4 report flow
// and redirects, §5 report checks; payments.md §1 "only an administrator approves"). A member buys
// with a bank transfer, reports it with a slip; the administrator approves it in /admin/payments;
// the member then owns the course and downloads its receipt. On the real server, in the system Chromium.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { aBankAccount, aCourse, anAdmin, aStudent } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { anOutline, COURSE_TEXT, coursePath, useShopStack } from './fixtures.ts';
import { latestOrderOf, signIn } from './journeys.ts';

const PASSWORD = 'Rian-buyer-2026';
/** A 4,200 THB course in the default layout. */
let course: MadeCourse;
let member: Person;
let student: Person;
let administrator: Person;

const ctx = useShopStack(async (db) => {
  // Three accounts to transfer to (spec §3); the first has a PromptPay id, hence a QR.
  await aBankAccount(db, {
    bank: 'KBANK',
    bank_name: 'ธนาคารกสิกรไทย',
    account_id: '123-4-56789-0',
    promptpay_id: '0105566012345',
    sort: 1,
  });
  await aBankAccount(db, { bank: 'SCB', bank_name: 'ธนาคารไทยพาณิชย์', account_id: '987-6-54321-0', sort: 2 });
  await aBankAccount(db, { bank: 'BBL', bank_name: 'ธนาคารกรุงเทพ', account_id: '555-0-12345-6', sort: 3 });
  course = await aCourse(db, { ...COURSE_TEXT, layout: 'default', plans: [{ price: 420_000 }] });
  await anOutline(db, course.id);
  member = await aStudent(db, { username: 'weera', firstname: 'วีระ', password: PASSWORD });
  student = await aStudent(db, { username: 'manee', firstname: 'มานี', password: PASSWORD });
  administrator = await anAdmin(db, { username: 'office_admin', firstname: 'ผู้ดูแลระบบ', password: PASSWORD });
});

/** A small slip image on disk, as a phone's screenshot would be. */
async function slipFile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rian-slip-'));
  const path = join(dir, 'slip.png');
  const png = await sharp({ create: { width: 240, height: 420, channels: 3, background: { r: 19, g: 143, b: 45 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="240" height="420"><rect x="20" y="40" width="200" height="300" rx="12" fill="#fff"/>' +
            '<text x="120" y="120" font-size="22" text-anchor="middle" fill="#138f2d">SLIP</text>' +
            '<text x="120" y="180" font-size="20" text-anchor="middle" fill="#222">4,200.00</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  writeFileSync(path, png);
  return path;
}

describe('bank transfer', () => {
  /** The purchase events in the page's data layer (spec §7 analytics). */
  const purchasesIn = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? [])
        .filter((e) => e.event === 'purchase')
        .map((e) => ({
          transaction_id: e.ecommerce!.transaction_id,
          value: e.ecommerce!.value,
          currency: e.ecommerce!.currency,
        })),
    );

  it('a member reports a transfer with a slip, the administrator approves it, the course is owned', async () => {
    // ── the buyer, on a phone ──
    const buyer = await ctx.visit('/', PHONE);
    const page = buyer.page;
    await signIn(page, member.user.username, PASSWORD);
    await page.goto(ctx.stack.baseUrl + coursePath(course));
    await page.getByTestId('register-link').click();
    await page.waitForURL(/\/cart/);
    await page.getByTestId('cart-line').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
    await page.getByTestId('checkout-submit').click();
    const step = page.getByTestId('bank-transfer-step');
    await step.waitFor();
    // Logos by bank code (spec §3): the KBANK, SCB and BBL accounts.
    expect(await step.getByTestId('bank-logo').count()).toBe(3);
    const order = await latestOrderOf(ctx.stack, member.user.email);
    expect(order).toMatchObject({ status: 'notYetReceived', payment_method_id: 1, total: 420000 });

    // The PromptPay QR of the first account, generated with the order's amount.
    await step.getByTestId('bank-qr-open').first().click();
    const qr = page.getByTestId('bank-qr-modal');
    await qr.locator('figure img').waitFor();
    expect(await qr.textContent()).toContain('4200.00');
    await page.keyboard.press('Escape');
    await qr.waitFor({ state: 'hidden' });

    await page.getByTestId('report-open').click();
    const modal = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
    await modal.waitFor();
    // spec §5: the checks run in order; submitting without a slip stops at the first one.
    await modal.getByTestId('report-submit').click();
    const alert = modal.getByTestId('report-error');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('คุณกรอกข้อมูลไม่ถูกต้อง');
    expect(await alert.textContent()).toContain('กรุณาอัพโหลดหลักฐานการโอนเงิน');

    await modal.getByTestId('report-slip').setInputFiles(await slipFile());
    await modal.getByLabel('ธนาคารต้นทางที่โอน', { exact: false }).selectOption('KBANK');
    await modal.getByLabel('บัญชีที่โอนเข้า', { exact: false }).selectOption('123-4-56789-0');
    await modal.getByLabel('วันที่โอน', { exact: false }).fill('2026-03-14');
    await modal.getByLabel('เวลาที่โอน', { exact: false }).fill('09:30:15');
    expect(await modal.getByTestId('report-amount').inputValue()).toBe('4200.00');
    await modal.getByLabel('หมายเหตุ').fill('โอนผ่านแอป K PLUS');
    await page.screenshot({ path: screenshotPath('bank-report-modal-phone'), fullPage: false });
    await modal.getByTestId('report-submit').click();
    // spec §4: the site uses the thank-you page; the order waits for review.
    await page.waitForURL(/\/thankyou\?orderId=/);
    await page.getByTestId('order-status').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toContain('รอตรวจสอบ');
    await page.screenshot({ path: screenshotPath('bank-reported-thankyou-phone'), fullPage: true });
    // spec §7 analytics: a reported transfer is not a sale yet; no purchase before the approval.
    expect(await purchasesIn(page)).toEqual([]);
    expect(await latestOrderOf(ctx.stack, member.user.email)).toMatchObject({
      status: 'pendingApproved',
      payment_status: 'pending',
    });

    // The buyer's page stays open: a marker on window tells a reload apart.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // ── the administrator, in another browser context ──
    const admin = await ctx.visit('/', DESKTOP);
    await signIn(admin.page, administrator.user.username, PASSWORD);
    // The administrator's account menu leads to the review.
    await admin.page.getByTestId('account-menu').click();
    await admin.page.getByTestId('menu-admin-payments').click();
    const card = admin.page.getByTestId('review-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain(`#${order!.id}`);
    expect(await card.getByTestId('review-amount').textContent()).toContain('4,200');
    // The slip is the private file the buyer uploaded, readable by the administrator.
    const slipImg = card.getByTestId('review-slip').locator('img');
    await slipImg.waitFor();
    await admin.page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="review-slip"] img') as HTMLImageElement | null;
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    expect(await card.textContent()).toContain('09:30:15');
    await admin.page.screenshot({ path: screenshotPath('admin-payments-desktop'), fullPage: true });
    await card.getByTestId('review-approve').click();
    await admin.page.getByTestId('review-confirm-button').click();
    await admin.page.getByTestId('review-decided').waitFor();
    expect(await admin.page.getByTestId('review-decided').textContent()).toContain(`#${order!.id}`);
    await admin.page.getByTestId('review-empty').waitFor();
    // The history shows who decided, by username.
    await admin.page.getByTestId('filter-approved').check();
    await admin.page.getByTestId('review-decider').first().waitFor();
    expect(await admin.page.getByTestId('review-decider').first().textContent()).toContain(administrator.user.username);
    await admin.page.screenshot({ path: screenshotPath('admin-payments-history-desktop'), fullPage: true });
    await closeClean(admin);

    // The buyer's thank-you page learns the decision live (socket, 6-second poll behind it).
    await page.waitForFunction(
      () => document.querySelector('[data-testid="order-status"]')?.textContent?.includes('ชำระเงินแล้ว'),
      null,
      { timeout: 15_000 },
    );
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.screenshot({ path: screenshotPath('bank-approved-thankyou-live-phone'), fullPage: true });
    // The page that learned the approval counts the purchase (spec §7), once, with the order's id and total.
    expect(await purchasesIn(page)).toEqual([{ transaction_id: String(order!.id), value: 4200, currency: 'THB' }]);

    // ── the buyer again: paid, and the course is theirs ──
    await page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const orderCard = page.getByTestId('order-card').first();
    await orderCard.waitFor();
    expect(await orderCard.getByTestId('order-status').textContent()).toContain('ชำระเงินแล้ว');
    // The approval issued its numbered receipt, which the buyer downloads as a PDF.
    const receipt = orderCard.getByTestId('order-document-link').first();
    expect(await receipt.textContent()).toMatch(/RC\d{4}-\d{6}/);
    const pdf = await page.request.get(ctx.stack.baseUrl + (await receipt.getAttribute('href'))!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: screenshotPath('order-documents-phone'), fullPage: true });
    // The order list, and its reload, do not count it again.
    await page.waitForTimeout(500);
    expect(await purchasesIn(page)).toEqual([]);
    await page.reload();
    await orderCard.waitFor();
    await page.waitForTimeout(500);
    expect(await purchasesIn(page)).toEqual([]);
    await page.goto(ctx.stack.baseUrl + coursePath(course));
    await page.getByText('คุณเป็นเจ้าของคอร์สนี้แล้ว').first().waitFor();
    expect(await page.getByTestId('register-link').count()).toBe(0);
    expect(await latestOrderOf(ctx.stack, member.user.email)).toMatchObject({
      status: 'approved',
      payment_status: 'approved',
    });
    await closeClean(buyer);
  });

  it('the back office tells a member it is for administrators', async () => {
    const { context, page, errors } = await ctx.visit('/', PHONE);
    await signIn(page, student.user.username, PASSWORD);
    await page.goto(ctx.stack.baseUrl + '/admin/payments');
    await page.getByTestId('admin-only').waitFor();
    expect(await page.getByTestId('admin-only').textContent()).toContain('สำหรับผู้ดูแลระบบเท่านั้น');
    expect(await page.getByTestId('review-card').count()).toBe(0);
    await closeClean({ context, errors });
  });
});
