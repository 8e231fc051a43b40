// End-to-end: coupons in the back office, in the system Chromium on a shop with the site
// defaults. The owner generates a campaign of 100 codes in the browser and downloads its CSV (UTF-8
// with BOM, Thai intact); a guest uses one of those codes on a layout-4 course page and registers as
// they buy; the coupon's page then shows that order in its usage table (desktop and phone).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { aCourse, anAdmin } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { anOutline, COURSE_TEXT, coursePath, openWindow, useCheckoutStack, visitSignedIn } from './fixtures.ts';
import { closeClean, DESKTOP, PHONE, screenshotPath } from './harness.ts';
import { fillGuestRegistration, latestOrderOf } from './journeys.ts';

const PASSWORD = 'coupons-e2e-password';
const CAMPAIGN = 'ปีใหม่ 2027';
let admin: Person;
let course: MadeCourse;
/** A code of the campaign, read from the downloaded CSV. */
let code: string;

const ctx = useCheckoutStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  course = await aCourse(db, { ...COURSE_TEXT, ...openWindow(), layout: '4', plans: [{ price: 290_000 }] });
  await anOutline(db, course.id);
});

describe('a coupon campaign', () => {
  it('the owner generates 100 codes and downloads them as CSV (desktop)', async () => {
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin/coupons', DESKTOP);
    await page.getByTestId('coupon-table').waitFor();
    await page.getByTestId('bulk-coupons').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('bulk-campaign').fill(CAMPAIGN);
    await dialog.getByTestId('bulk-prefix').fill('NY27-');
    // A percent over 100 is refused on its field, in Thai, before anything is sent.
    await dialog.getByTestId('bulk-discount').fill('150');
    await dialog.getByTestId('bulk-submit').click();
    await dialog.getByText('ส่วนลดแบบเปอร์เซ็นต์ต้องอยู่ระหว่าง 1 ถึง 100').waitFor();
    await dialog.getByTestId('bulk-discount').fill('20');
    await dialog.getByTestId('bulk-end_at').fill('2099-12-31T23:59');
    await page.screenshot({ path: screenshotPath('admin-coupons-bulk-desktop') });
    await dialog.getByTestId('bulk-submit').click();
    await dialog.getByTestId('bulk-done').getByText('สร้างรหัสคูปองแล้ว 100 รหัส').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('bulk-download').click()]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toContain('รหัสคูปอง');
    expect(lines[1]).toContain(CAMPAIGN);
    expect(lines[1]).toContain('2099-12-31 23:59');
    // The newest code: the list shows the newest first.
    code = lines[100]!.split(',')[0]!;
    expect(code).toMatch(/^NY27-[A-Z0-9]{8}$/);
    await page.screenshot({ path: screenshotPath('admin-coupons-bulk-done-desktop') });
    await page.keyboard.press('Escape');
    await page.getByTestId('coupon-table').getByText(code).waitFor();
    await page.screenshot({ path: screenshotPath('admin-coupons-list-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('a guest uses one of the codes on the course page (phone)', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(course), PHONE);
    await page.getByTestId('bar-register').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByTestId('coupon-code').fill(code.toLowerCase());
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-chip').waitFor();
    // 20 % of 2,900 THB.
    expect(await page.getByTestId('summary-total').textContent()).toContain('2,320');
    await fillGuestRegistration(page, {
      firstname: 'ชไมพร',
      lastname: 'ใช้คูปอง',
      email: 'chamaiporn@example.co.th',
      username: 'chamaiporn',
      password: 'Chamai-2027',
    });
    await page.getByTestId('registration-form').getByTestId('registration-submit').click();
    await page.getByTestId('payment-step').waitFor();
    expect(await page.getByTestId('payment-total').textContent()).toContain('2,320');
    const order = await latestOrderOf(ctx.stack, 'chamaiporn@example.co.th');
    expect(order).toMatchObject({ price: 290_000, discount: 58_000, total: 232_000 });
    expect(order!.coupon_ids).toHaveLength(1);
    await closeClean({ context, errors });
  });

  it("the coupon's page shows the order that used it (desktop, then phone)", async () => {
    const order = (await latestOrderOf(ctx.stack, 'chamaiporn@example.co.th'))!;
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, `/admin/coupons?q=${code}`, viewport);
      const table = page.getByTestId('coupon-table');
      await table.getByText(code).click();
      await page.getByRole('heading', { name: code }).waitFor();
      const use = page.getByTestId('coupon-use');
      await use.getByText(`#${order.id}`).waitFor();
      expect(await use.textContent()).toContain('ชไมพร ใช้คูปอง');
      expect(await use.textContent()).toContain('580');
      expect(await use.textContent()).toContain('รอชำระเงิน');
      expect(await page.getByTestId('coupon-used').textContent()).toBe('ใช้แล้ว 1 ครั้ง (ไม่จำกัดจำนวน)');
      await page.screenshot({ path: screenshotPath(`admin-coupon-usage-${name}`), fullPage: true });
      await closeClean({ context, errors });
    }
  });
});
