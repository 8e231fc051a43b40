// End-to-end: the academy's money in the back office, in the system Chromium on a database with the
// site defaults only. The owner adds a three-month plan to a course (a term left out is refused on
// its field in Thai), sees the chooser as a visitor will, and a visitor then meets that plan on the
// course page. On the order list the owner filters the unpaid orders, opens one, cancels it with a
// reason, and sees it on the order's timeline; on a phone the list still filters and opens an order.
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin, anOrder, aStudent } from './factories.ts';
import type { MadeCourse, OrderRow, Person } from './factories.ts';
import { coursePath, notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'money-e2e-password';
let admin: Person;
let course: MadeCourse;
let unpaid: OrderRow;
let paid: OrderRow;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  course = await aCourse(db, { title: 'บัญชีสำหรับเจ้าของกิจการ', slug: 'owner-accounting', layout: '1' });
  const buyer = await aStudent(db, { firstname: 'วิภา', lastname: 'รักเรียน' });
  unpaid = await anOrder(db, { buyer, courses: [course] });
  paid = await anOrder(db, { buyer, courses: [await aCourse(db, { title: 'ภาษีเบื้องต้น' })], state: 'paid' });
});

describe('money in the back office', () => {
  it('the owner adds a plan, previews it, and a visitor meets it on the course page (desktop)', async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/courses/${course.id}`, DESKTOP);
    const panel = page.getByTestId('plans-panel');
    await panel.getByTestId('plan-table').waitFor();
    await page.getByTestId('new-plan').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('plan-name').fill('3 เดือน');
    await dialog.getByTestId('plan-plan_type').click();
    await page.getByRole('option', { name: 'ตามระยะเวลา (นับเป็นวัน)' }).click();
    await dialog.getByTestId('plan-price').fill('1,290');
    await dialog.getByTestId('save-plan').click();
    await dialog.getByText('แผนแบบมีระยะเวลาต้องระบุระยะเวลาและหน่วย').first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-plan-dialog-desktop') });
    await dialog.getByTestId('plan-term').fill('3');
    await dialog.getByTestId('plan-term_unit').click();
    await page.getByRole('option', { name: 'เดือน' }).click();
    await dialog.getByTestId('plan-is_default').check();
    await dialog.getByTestId('save-plan').click();
    await notice(page, 'บันทึกแล้ว');
    const row = panel.locator('tr').filter({ hasText: '3 เดือน' });
    await row.getByText('แผนหลัก').waitFor();
    const preview = page.getByTestId('plan-preview');
    await preview.getByText('3 เดือน').first().waitFor();
    expect(await preview.locator('[data-selected]').textContent()).toContain('3 เดือน');
    await page.screenshot({ path: screenshotPath('admin-plans-desktop'), fullPage: true });
    await closeClean({ context, errors });

    const visitor = await ctx.visit(coursePath(course), DESKTOP);
    const option = visitor.page.getByTestId('plan-option').filter({ hasText: '3 เดือน' }).first();
    await option.waitFor();
    expect(await option.textContent()).toContain('1,290');
    await visitor.context.close();
  });

  it('the owner filters the orders, opens the unpaid one and cancels it with a reason (desktop)', async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin/orders', DESKTOP);
    const table = page.getByTestId('order-table');
    await table.getByText(`#${paid.id}`).waitFor();
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'รอชำระเงิน' }).click();
    await page.waitForURL(/status=notYetReceived/);
    await table.getByText(`#${paid.id}`).waitFor({ state: 'detached' });
    const csv = await page.getByTestId('export-orders').getAttribute('href');
    expect(csv).toBe('/private/admin/orders/export.csv?status=notYetReceived');
    await table.getByText(`#${unpaid.id}`).click();

    await page.getByRole('heading', { name: `คำสั่งซื้อ #${unpaid.id}` }).waitFor();
    await page.getByTestId('order-lines').getByText('บัญชีสำหรับเจ้าของกิจการ').waitFor();
    await page.getByTestId('cancel-order').click();
    await page.getByTestId('cancel-reason').fill('ผู้ซื้อโทรมาขอยกเลิก');
    await page.getByTestId('confirm-cancel').click();
    await notice(page, 'ยกเลิกคำสั่งซื้อแล้ว');
    await page.getByTestId('order-timeline').getByText('ยกเลิกคำสั่งซื้อ').waitFor();
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('admin-order-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it("on a phone the order list searches the buyer's name and opens an order", async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin/orders', PHONE);
    const table = page.getByTestId('order-table');
    await table.getByText(`#${paid.id}`).waitFor();
    await page.getByTestId('table-search').fill('วิภา');
    await page.getByTestId('table-search').press('Enter');
    await page.waitForURL(/q=/);
    await page.screenshot({ path: screenshotPath('admin-orders-phone'), fullPage: true });
    await table.getByText(`#${paid.id}`).click();
    await page.getByRole('heading', { name: `คำสั่งซื้อ #${paid.id}` }).waitFor();
    await page.getByTestId('order-timeline').getByText('ชำระเงินเรียบร้อย').waitFor();
    await page.screenshot({ path: screenshotPath('admin-order-phone'), fullPage: true });
    await closeClean({ context, errors });
  });
});
