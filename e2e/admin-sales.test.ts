// End-to-end: the sales dashboard in the system Chromium, on a database with the site defaults only.
// October's orders are made through the factories: two paid in baht (one at 23:30 Bangkok time, which
// must count on that Bangkok day), one in dollars, a refund, and a transfer awaiting review. The
// owner sees the landing's glance, opens /admin/sales for October, reads the figures, switches to
// weeks, and downloads the CSV; on a phone the same page stacks.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schema } from '@rian/db';
import { aCourse, anAdmin, anOrder, aStudent } from './factories.ts';
import type { Person } from './factories.ts';
import { useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'sales-e2e-password';
const OCTOBER = '/admin/sales?from=2026-10-01&to=2026-10-31';
let admin: Person;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  const owners = await aCourse(db, { title: 'บัญชีสำหรับเจ้าของกิจการ', plans: [{ price: 150_000 }] });
  const tax = await aCourse(db, { title: 'ภาษีเบื้องต้น', plans: [{ price: 50_000 }] });
  const english = await aCourse(db, { title: 'English for Work', plans: [{ price: 3_000 }] });
  const paid = async (iso: string) => ({
    buyer: await aStudent(db),
    state: 'paid' as const,
    approved_at: new Date(iso),
    created_at: new Date(iso),
  });
  const first = await anOrder(db, { ...(await paid('2026-10-05T03:00:00Z')), courses: [owners] });
  // 23:30 on 10 October in Bangkok (16:30 UTC): the 10th's, in the week of Monday 5 October.
  await anOrder(db, { ...(await paid('2026-10-10T16:30:00Z')), courses: [tax], payment_method_id: 2 });
  await anOrder(db, { ...(await paid('2026-10-12T05:00:00Z')), courses: [english], currency_code: 'USD', payment_method_id: 2 });
  await anOrder(db, {
    buyer: await aStudent(db),
    courses: [tax],
    state: 'underReview',
    created_at: new Date('2026-10-20T03:00:00Z'),
  });
  await db.insert(schema.refunds).values({
    order_id: first.id,
    amount: 20_000,
    currency_code: 'THB',
    reason: 'ส่วนลดย้อนหลัง',
    via: 'manual',
    actor_username: 'owner',
    created_at: new Date('2026-10-21T03:00:00Z'),
  });
});

describe('the sales dashboard', () => {
  it("the owner reads October's sales, switches to weeks and downloads the CSV (desktop)", async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin', DESKTOP);
    // The landing's glance: the last 30 days, with the transfer awaiting review whatever the period.
    await page.getByTestId('glance-pending').filter({ hasText: /^1$/ }).waitFor();
    await page.getByTestId('sales-glance').getByRole('link', { name: 'ดูรายงานยอดขาย' }).click();
    await page.getByTestId('admin-sales').waitFor();

    await page.goto(ctx.stack.baseUrl + OCTOBER);
    const value = (id: string) => page.getByTestId(`${id}-value`).textContent();
    await page.getByTestId('sales-chart-THB').waitFor();
    expect(await value('sales-paid')).toBe('฿2,000');
    expect(await page.getByTestId('sales-paid').textContent()).toContain('3 คำสั่งซื้อ');
    expect(await page.getByTestId('sales-paid-usd').textContent()).toBe('US$30');
    expect(await page.getByTestId('sales-net-usd').textContent()).toBe('US$30');
    expect(await value('sales-refunds')).toBe('฿200');
    expect(await value('sales-net')).toBe('฿1,800');
    expect(await value('sales-pending')).toBe('1');
    await page.getByTestId('sales-chart-USD').waitFor();
    const courses = page.getByTestId('sales-courses');
    expect(await courses.locator('tbody tr').first().textContent()).toContain('บัญชีสำหรับเจ้าของกิจการ');
    expect(await courses.textContent()).toContain('US$30');
    expect(await page.getByTestId('sales-methods').textContent()).toContain('เพย์พาล');
    expect(await page.getByTestId('sales-status').textContent()).toContain('รอตรวจสอบ');
    expect(await page.getByTestId('sales-period').textContent()).toContain('2569');
    await page.screenshot({ path: screenshotPath('admin-sales-desktop'), fullPage: true });

    await page.getByTestId('sales-bucket').getByText('รายสัปดาห์').click();
    await page.waitForURL(/bucket=week/);
    // The CSV link follows the page's period and bucket.
    const csv = page.locator(
      '[data-testid=export-sales][href="/private/admin/sales/export.csv?from=2026-10-01&to=2026-10-31&bucket=week"]',
    );
    await csv.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toContain('ยอดชำระแล้ว,รวม,3,2000.00,30.00');
    expect(lines).toContain('ยอดขายรายสัปดาห์,2026-10-05,2,2000.00,0.00');

    await page.getByTestId('sales-period').click();
    await page.screenshot({ path: screenshotPath('admin-sales-picker-desktop') });
    await closeClean({ context, errors });
  });

  it('on a phone the dashboard stacks its figures, chart and tables', async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, OCTOBER, PHONE);
    await page.getByTestId('sales-chart-THB').waitFor();
    expect(await page.getByTestId('sales-paid-value').textContent()).toBe('฿2,000');
    const paid = await page.getByTestId('sales-paid').boundingBox();
    const refunds = await page.getByTestId('sales-refunds').boundingBox();
    expect(refunds!.y).toBeGreaterThan(paid!.y + paid!.height - 1);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: screenshotPath('admin-sales-phone'), fullPage: true });
    await closeClean({ context, errors });
  });
});
