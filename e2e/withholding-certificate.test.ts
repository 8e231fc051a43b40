// End-to-end: the withholding-tax certificate (หนังสือรับรองการหักภาษี ณ ที่จ่าย, 50 ทวิ) in the system
// Chromium, on a database with the site defaults only. A company that withheld 3 % on a paid course
// order uploads its certificate from its order list (on a phone); the owner finds the order under
// "50 ทวิ ค้าง", opens it, accepts the certificate with its number, date and amount; the order leaves
// the filter and the buyer's list shows it checked (on a desktop).
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, anOrder, aStudent } from './factories.ts';
import type { OrderRow, Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'withholding-e2e-password';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const made = {} as { admin: Person; buyer: Person; order: OrderRow };

const ctx = useDefaultsStack(async (db) => {
  made.admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  made.buyer = await aStudent(db, {
    username: 'siamsoft',
    firstname: 'บริษัท สยามซอฟต์ จำกัด',
    lastname: '00000',
    password: PASSWORD,
  });
  const course = await aCourse(db, { title: 'ภาษีอากรสำหรับนิติบุคคล', plans: [{ price: 150_000 }] });
  // 1,500 THB of service, 3 % withheld (45 THB): the company paid 1,455 THB.
  made.order = await anOrder(db, {
    buyer: made.buyer,
    courses: [course],
    state: 'paid',
    total: 145_500,
    is_withholding: 1,
    withholding_percent: 3,
    withholding_price: 4_500,
  });
});

describe('the withholding-tax certificate', () => {
  it('the company uploads its 50 ทวิ from its order list; the owner accepts it on the order page', async () => {
    const { admin, order } = made;
    const phone = await ctx.visit('/', PHONE);
    await signIn(phone.page, 'siamsoft', PASSWORD);
    await phone.page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const section = phone.page.getByTestId('order-withholding');
    await section.waitFor();
    expect(await section.getByTestId('withholding-status').textContent()).toBe('รอเอกสาร');
    expect(await section.textContent()).toContain('หนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ)');
    await section.scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: screenshotPath('withholding-awaited-phone'), fullPage: true });
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: '50ทวิ-สยามซอฟต์.pdf', mimeType: 'application/pdf', buffer: PDF });
    await section.getByTestId('withholding-sent').waitFor();
    expect(await section.getByTestId('withholding-status').textContent()).toBe('ได้รับแล้ว');
    expect(await section.getByTestId('withholding-file').textContent()).toBe('50ทวิ-สยามซอฟต์.pdf');
    // The link opens the file the buyer sent, with the buyer's own session.
    const href = await section.getByTestId('withholding-file').getAttribute('href');
    const opened = await phone.page.request.get(new URL(href!, phone.page.url()).href);
    expect([opened.status(), opened.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await phone.page.screenshot({ path: screenshotPath('withholding-uploaded-phone'), fullPage: true });
    await closeClean(phone);

    const desk = await visitSignedIn(ctx, admin, PASSWORD, '/admin/orders?certificate=pending', DESKTOP);
    const { page } = desk;
    await page.getByTestId('order-table').getByText(`#${order.id}`).waitFor();
    expect(await page.getByTestId('filter-certificate').isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('withholding-filter-desktop') });
    await page.goto(ctx.stack.baseUrl + `/admin/orders/${order.id}`);
    const card = page.getByTestId('order-certificate');
    await card.waitFor();
    expect(await card.getByTestId('certificate-status').textContent()).toBe('ได้รับแล้ว');
    const link = card.getByTestId('certificate-file-link');
    const file = await page.request.get(ctx.stack.baseUrl + (await link.getAttribute('href'))!);
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);

    // A mismatching amount without a reason is refused with the catalogue's message.
    await card.getByTestId('order-certificateAccept').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('order-certificateAccept-number').fill('WHT2569/0042');
    await dialog.getByTestId('order-certificateAccept-issued_on').fill('2026-03-14');
    await dialog.getByTestId('order-certificateAccept-amount').fill('40.00');
    await dialog.getByTestId('order-certificateAccept-confirm').click();
    await notice(page, 'ยอดภาษีที่หักในหนังสือรับรองไม่ตรงกับยอดหัก ณ ที่จ่ายของคำสั่งซื้อ');
    await dialog.getByTestId('order-certificateAccept-amount').fill('45.00');
    await page.screenshot({ path: screenshotPath('withholding-accept-dialog-desktop') });
    await dialog.getByTestId('order-certificateAccept-confirm').click();
    await notice(page, 'บันทึกว่าตรวจหนังสือรับรองแล้ว');
    await card.getByTestId('certificate-facts').waitFor();
    expect(await card.getByTestId('certificate-status').textContent()).toBe('ตรวจแล้ว');
    expect(await card.getByTestId('certificate-facts').textContent()).toContain('WHT2569/0042');
    expect(await card.getByTestId('order-certificateAccept').count()).toBe(0);
    await page.getByTestId('order-timeline').getByText('หนังสือรับรองการหักภาษี ณ ที่จ่าย: ตรวจแล้ว โดย owner').waitFor();
    await page.getByTestId('order-timeline').getByText('หนังสือรับรองการหักภาษี ณ ที่จ่าย: ได้รับแล้ว โดย siamsoft').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('withholding-accepted-desktop'), fullPage: true });

    // Checked: the order leaves "50 ทวิ ค้าง".
    await page.goto(ctx.stack.baseUrl + '/admin/orders?certificate=pending');
    await page.getByTestId('filter-certificate').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('order-table').getByText(`#${order.id}`).count()).toBe(0);
    await closeClean(desk);

    const buyerDesk = await ctx.visit('/', DESKTOP);
    await signIn(buyerDesk.page, 'siamsoft', PASSWORD);
    await buyerDesk.page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const checked = buyerDesk.page.getByTestId('order-withholding');
    await checked.getByText('ตรวจแล้ว').waitFor();
    expect(await checked.locator('input[type="file"]').count()).toBe(0);
    await buyerDesk.page.screenshot({ path: screenshotPath('withholding-accepted-desktop-buyer'), fullPage: true });
    await closeClean(buyerDesk);
  });
});
