// End-to-end: a refund by line in the system Chromium, on a database with the site defaults only. A
// buyer paid two courses by bank transfer; the owner opens the order, refunds the second course only:
// the dialog lists both lines with what was paid for each and adds up the ticked one, asks why, and —
// a bank transfer being refunded by hand — takes the slip of the transfer back and its time. The
// order then reads "คืนเงินบางส่วน" with the line marked, and the buyer's own order list says the same.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, anAdmin, anOrder, aStudent } from './factories.ts';
import type { MadeCourse, OrderRow, Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'refunds-e2e-password';
let admin: Person;
let buyer: Person;
let kept: MadeCourse;
let refunded: MadeCourse;
let order: OrderRow;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  buyer = await aStudent(db, { username: 'wipa', firstname: 'วิภา', lastname: 'รักเรียน', password: PASSWORD });
  kept = await aCourse(db, { title: 'บัญชีสำหรับเจ้าของกิจการ', plans: [{ price: 150_000 }] });
  refunded = await aCourse(db, { title: 'ภาษีเบื้องต้น', plans: [{ price: 50_000 }] });
  order = await anOrder(db, { buyer, courses: [kept, refunded], state: 'paid' });
});

describe('refunds in the back office', () => {
  it('the owner refunds one course of a paid order by bank transfer, and the buyer sees it (desktop)', async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/orders/${order.id}`, DESKTOP);
    await page.getByRole('heading', { name: `คำสั่งซื้อ #${order.id}` }).waitFor();
    await page.getByTestId('refund-order').click();
    const dialog = page.getByRole('dialog');
    const lines = dialog.getByTestId('refund-lines');
    await lines.getByText('ภาษีเบื้องต้น').waitFor();
    expect(await dialog.getByTestId('refund-total').textContent()).toContain('2,000');
    const db = ctx.stack.db.handle.db;
    const [keptLine] = await db.select().from(schema.orderCourses).where(eq(schema.orderCourses.course_id, kept.id));
    await dialog.getByTestId(`refund-line-course-${keptLine!.id}`).uncheck();
    expect(await dialog.getByTestId('refund-total').textContent()).toContain('500');
    await dialog.getByTestId('refund-reason').fill('ผู้ซื้อลงทะเบียนผิดคอร์ส');
    // Bank transfer: refunded by hand, so the slip and the time of the transfer back are asked for.
    expect(await dialog.getByTestId('confirm-refund').isDisabled()).toBe(true);
    const slip = await sharp({ create: { width: 120, height: 200, channels: 3, background: '#e0f2fe' } })
      .png()
      .toBuffer();
    await dialog
      .getByTestId('refund-manual')
      .locator('input[type=file]')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
    await dialog.getByText('slip.png').waitFor();
    await dialog.getByTestId('refund-date').fill('2026-01-15');
    await dialog.getByTestId('refund-time').fill('14:30');
    await page.screenshot({ path: screenshotPath('admin-refund-dialog-desktop') });
    await dialog.getByTestId('confirm-refund').click();
    await notice(page, 'คืนเงินเรียบร้อย');
    await page.locator('[data-status=partlyRefunded]').first().waitFor();
    await page.getByTestId('order-lines').getByTestId('refunded-line').waitFor();
    await page.getByTestId('order-timeline').getByText('คืนเงินผ่าน โอนคืนเอง').waitFor();
    await page.screenshot({ path: screenshotPath('admin-order-refunded-desktop'), fullPage: true });
    await closeClean({ context, errors });

    const [access] = await db.select().from(schema.courseAccess).where(eq(schema.courseAccess.user_id, buyer.id));
    expect(access?.course_id).toBe(kept.id);

    const visit = await ctx.visit('/', DESKTOP);
    await signIn(visit.page, 'wipa', PASSWORD);
    await visit.page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const card = visit.page.getByTestId('order-card').first();
    await card.waitFor();
    expect(await card.getByTestId('order-status').textContent()).toContain('คืนเงินบางส่วน');
    const line = card.getByTestId('order-line').filter({ hasText: 'ภาษีเบื้องต้น' });
    expect(await line.textContent()).toContain('คืนเงินแล้ว');
    await visit.page.screenshot({ path: screenshotPath('buyer-order-refunded-desktop'), fullPage: true });
    await closeClean(visit);
  });
});
