// End-to-end: the back office's money, from a campaign to a refund, in the system Chromium. The
// owner makes a campaign of 100 coupon codes and reads one back from its CSV; a guest uses it on a
// phone, registers as they buy and reports the bank transfer with a slip; the owner approves it in the
// queue; the buyer downloads the numbered receipt (a PDF whose Thai text is read back); the owner
// refunds the order by hand with the slip of the transfer back; the course closes for the buyer, the
// credit note appears beside the receipt, and the sales dashboard's paid and refunded figures move by
// exactly the order's total.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { pdfText } from '../apps/server/test/documents/pdf-text.ts';
import { aCourse, anAdmin } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { anOutline, COURSE_TEXT, coursePath, openWindow, useCheckoutStack, visitSignedIn } from './fixtures.ts';
import { closeClean, DESKTOP, PHONE, screenshotPath } from './harness.ts';
import { fillGuestRegistration, latestOrderOf, signIn } from './journeys.ts';

const PASSWORD = 'campaign-proof-password';
const GUEST = {
  firstname: 'ปวีณา',
  lastname: 'ลองใช้โค้ด',
  email: 'paweena@example.co.th',
  username: 'paweena',
  password: 'Paweena-2027',
};
let admin: Person;
let course: MadeCourse;
let code: string;
/** The dashboard's paid and refunded figures (satang) before the order. */
let before: { paid: number; refunds: number };

const ctx = useCheckoutStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  course = await aCourse(db, { ...COURSE_TEXT, ...openWindow(), layout: '4', plans: [{ price: 180_000 }] });
  await anOutline(db, course.id);
});

/** A figure of the sales dashboard in satang ("฿1,440.00" → 144000). */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

async function readSales(page: Page): Promise<{ paid: number; refunds: number }> {
  await page.goto(ctx.stack.baseUrl + '/admin/sales');
  await page.getByTestId('sales-paid-value').waitFor();
  return { paid: await figure(page, 'sales-paid'), refunds: await figure(page, 'sales-refunds') };
}

const png = (background: string) =>
  sharp({ create: { width: 200, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

describe('a campaign, from its codes to a refund', () => {
  it('the owner makes 100 codes and reads one from the campaign CSV (desktop)', async () => {
    const visit = await visitSignedIn(ctx, admin, PASSWORD, '/admin/coupons', DESKTOP);
    await visit.page.getByTestId('coupon-table').waitFor();
    before = await readSales(visit.page);
    const made = await visit.page.request.post(ctx.stack.baseUrl + '/private/admin/coupons/bulk', {
      data: {
        prefix: 'PROOF-',
        name: 'ลด 20% ทดลองครบวงจร',
        count: 100,
        campaign: 'ทดลองครบวงจร',
        courses: [course.id],
        payment_method: [],
        coupon_type: 'P1',
        number_of_course: 1,
        discount_type: 'percent',
        discount_amont: 20,
        discount_amount_usd: null,
        usage_limit: 1,
        start_at: null,
        end_at: null,
        is_active: true,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const csv = await visit.page.request.get(
      ctx.stack.baseUrl + '/private/admin/coupons/export.csv?campaign=' + encodeURIComponent('ทดลองครบวงจร'),
    );
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(101);
    code = rows[42]!.split(',')[0]!;
    expect(code).toMatch(/^PROOF-[A-Z0-9]{8}$/);
    await closeClean(visit);
  });

  it('a guest uses a code, registers as they buy and reports the transfer (phone)', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(course), PHONE);
    await page.getByTestId('bar-register').click();
    await page.getByTestId('coupon-code').fill(code);
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-chip').waitFor();
    await fillGuestRegistration(page, GUEST);
    await page.getByTestId('registration-form').getByTestId('registration-submit').click();
    await page.getByTestId('payment-step').waitFor();
    // 20 % off 1,800 THB.
    expect(await page.getByTestId('payment-total').textContent()).toContain('1,440');
    await page.getByTestId('report-open').click();
    const modal = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
    await modal
      .getByTestId('report-slip')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await png('#138f2d') });
    await modal.getByLabel('ธนาคารต้นทางที่โอน', { exact: false }).selectOption('SCB');
    await modal.getByLabel('บัญชีที่โอนเข้า', { exact: false }).selectOption({ index: 1 });
    await modal.getByLabel('วันที่โอน', { exact: false }).fill(new Date().toISOString().slice(0, 10));
    await modal.getByLabel('เวลาที่โอน', { exact: false }).fill('08:15:00');
    await modal.getByTestId('report-submit').click();
    await page.waitForURL(/\/thankyou\?orderId=/);
    expect(await latestOrderOf(ctx.stack, GUEST.email)).toMatchObject({
      status: 'pendingApproved',
      discount: 36_000,
      total: 144_000,
    });
    await closeClean({ context, errors });
  });

  it('the owner approves it; the buyer owns the course and downloads the receipt with its Thai text', async () => {
    const order = (await latestOrderOf(ctx.stack, GUEST.email))!;
    const owner = await visitSignedIn(ctx, admin, PASSWORD, '/admin', DESKTOP);
    await owner.page.getByTestId('sales-glance').waitFor();
    await owner.page.goto(ctx.stack.baseUrl + '/admin/payments');
    const card = owner.page.getByTestId('review-card').filter({ hasText: `#${order.id}` });
    await card.getByTestId('review-approve').click();
    await owner.page.getByTestId('review-confirm-button').click();
    await owner.page.getByTestId('review-decided').waitFor();
    await closeClean(owner);

    const buyer = await ctx.visit('/', PHONE);
    await signIn(buyer.page, GUEST.username, GUEST.password);
    await buyer.page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const receipt = buyer.page.getByTestId('order-card').first().getByTestId('order-document-link').first();
    expect(await receipt.textContent()).toMatch(/RC\d{4}-\d{6}/);
    const pdf = await buyer.page.request.get(ctx.stack.baseUrl + (await receipt.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await pdf.body());
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('ปวีณา ลองใช้โค้ด');
    expect(text).toContain('1,440.00');
    await buyer.page.goto(ctx.stack.baseUrl + coursePath(course));
    await buyer.page.getByText('คุณเป็นเจ้าของคอร์สนี้แล้ว').first().waitFor();
    await closeClean(buyer);
  });

  it('the owner refunds it: the course closes, the credit note appears, the dashboard moves by 1,440 THB', async () => {
    const order = (await latestOrderOf(ctx.stack, GUEST.email))!;
    const owner = await visitSignedIn(ctx, admin, PASSWORD, `/admin/orders/${order.id}`, DESKTOP);
    const page = owner.page;
    await page.getByRole('heading', { name: `คำสั่งซื้อ #${order.id}` }).waitFor();
    await page.getByTestId('refund-order').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('refund-total').textContent()).toContain('1,440');
    await dialog.getByTestId('refund-reason').fill('ผู้ซื้อขอยกเลิกภายใน 7 วัน');
    await dialog
      .getByTestId('refund-manual')
      .locator('input[type=file]')
      .setInputFiles({ name: 'refund.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
    await dialog.getByText('refund.png').waitFor();
    await dialog.getByTestId('refund-date').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await dialog.getByTestId('refund-time').fill('10:00');
    await dialog.getByTestId('confirm-refund').click();
    await page.locator('[data-status=refunded]').first().waitFor();
    await page
      .getByText(/CN\d{4}-\d{6}/)
      .first()
      .waitFor();
    const after = await readSales(page);
    expect(after.paid - before.paid).toBe(144_000);
    expect(after.refunds - before.refunds).toBe(144_000);
    await page.screenshot({ path: screenshotPath('campaign-proof-sales-desktop'), fullPage: true });
    await closeClean(owner);

    const buyer = await ctx.visit('/', PHONE);
    await signIn(buyer.page, GUEST.username, GUEST.password);
    await buyer.page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const links = buyer.page.getByTestId('order-card').first().getByTestId('order-document-link');
    await links.filter({ hasText: /CN\d{4}-\d{6}/ }).waitFor();
    await buyer.page.screenshot({ path: screenshotPath('campaign-proof-documents-phone'), fullPage: true });
    await buyer.page.goto(ctx.stack.baseUrl + coursePath(course));
    await buyer.page.getByTestId('bar-register').waitFor();
    expect(await buyer.page.getByText('คุณเป็นเจ้าของคอร์สนี้แล้ว').count()).toBe(0);
    await closeClean(buyer);
  });
});
