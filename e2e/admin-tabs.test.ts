// End-to-end: a product's and a course's extra page tabs (spec §3 "tabs"), in the system Chromium on a
// database with the site defaults only. On a desktop the owner writes the product's description in the
// rich-text editor, adds two tabs in the product editor's Tabs card and moves the second first; a
// visitor then sees detail, the two tabs in that order, shipping, and opens a tab. On a phone the owner
// adds a tab to a course, which its page shows as a section, and the product page's tabs fit.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aCourse, anAdmin, aProduct } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, signInAtAdmin, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'back-office-e2e-password';
let admin: Person;
let productId = 0;
let courseId = 0;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  productId = (await aProduct(db, { title: 'ชุดสีน้ำ', slug: 'watercolour-set', short_description: 'สีน้ำ 24 สี' })).id;
  courseId = (await aCourse(db, { title: 'วาดสีน้ำ', slug: 'watercolour' })).id;
});

async function signInAt(page: Page, path: string): Promise<void> {
  await signInAtAdmin(page, admin.user.username, PASSWORD);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto(`${ctx.stack.baseUrl}${path}`);
  await page.getByTestId('tabs-panel').waitFor();
}

/** Adds a tab through the Tabs card's dialog. */
async function addTab(page: Page, title: string, body: string): Promise<void> {
  await page.getByTestId('new-tab').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('tab-title').fill(title);
  await dialog.getByTestId('tab-body').fill(body);
  await dialog.getByTestId('save-tab').click();
  await notice(page, 'บันทึกแล้ว');
  await page.getByTestId('tab-row').filter({ hasText: title }).waitFor();
}

describe('page tabs', () => {
  it('the owner adds and orders a product’s tabs and rich description; a visitor sees them between detail and shipping (desktop)', async () => {
    const { context, page, errors } = await ctx.visit('/admin', DESKTOP);
    await signInAt(page, `/admin/products/${productId}`);
    await page.getByText('ยังไม่มีแท็บเพิ่มเติม').waitFor();

    const description = page.getByTestId('field-description');
    await description.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('สีคุณภาพสูง');
    await page.getByTestId('save-product').click();
    await notice(page, 'บันทึกแล้ว');

    await addTab(page, 'วิธีใช้', 'ผสมน้ำก่อนระบาย');
    await addTab(page, 'รีวิว', 'ลูกค้าชอบมาก');
    await page.getByRole('button', { name: 'เลื่อนแท็บ “รีวิว” ขึ้น' }).click();
    await notice(page, 'จัดลำดับแท็บแล้ว');
    await expect
      .poll(() => page.getByTestId('tab-row').allTextContents())
      .toEqual([expect.stringContaining('รีวิว'), expect.stringContaining('วิธีใช้')]);
    await page.getByTestId('tabs-panel').scrollIntoViewIfNeeded();
    await page.getByTestId('tabs-panel').screenshot({ path: screenshotPath('admin-tabs-card-desktop') });

    const visitor = await ctx.visit(`/product/${productId}-watercolour-set`, DESKTOP);
    const tabs = visitor.page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['รายละเอียด', 'รีวิว', 'วิธีใช้', 'การจัดส่ง']);
    // The description is the editor's rich text: bold, not the markup as words.
    expect(await visitor.page.getByTestId('product-description').locator('strong').textContent()).toBe('สีคุณภาพสูง');
    await visitor.page.getByRole('tab', { name: 'วิธีใช้' }).click();
    await visitor.page.getByRole('tabpanel').getByText('ผสมน้ำก่อนระบาย').waitFor();
    await visitor.page.screenshot({ path: screenshotPath('product-tabs-desktop'), fullPage: true });
    await closeClean(visitor);
    await closeClean({ context, errors });
  });

  it('on a phone the owner adds a course tab, which the course page shows, and the product page’s tabs fit', async () => {
    const { context, page, errors } = await ctx.visit('/admin', PHONE);
    await signInAt(page, `/admin/courses/${courseId}`);
    await addTab(page, 'ตารางเรียน', 'ทุกวันเสาร์ 9:00 น.');
    await page.getByTestId('tabs-panel').scrollIntoViewIfNeeded();
    await page.getByTestId('tabs-panel').screenshot({ path: screenshotPath('admin-tabs-card-phone') });

    const course = await ctx.visit(`/course/${courseId}-watercolour`, PHONE);
    const section = course.page.getByTestId('page-tab');
    await section.getByRole('heading', { name: 'ตารางเรียน' }).waitFor();
    await section.getByText('ทุกวันเสาร์ 9:00 น.').waitFor();
    await section.scrollIntoViewIfNeeded();
    await course.page.screenshot({ path: screenshotPath('course-tab-phone') });
    await closeClean(course);

    const visitor = await ctx.visit(`/product/${productId}-watercolour-set`, PHONE);
    await visitor.page.getByRole('tab', { name: 'รีวิว' }).click();
    await visitor.page.getByRole('tabpanel').getByText('ลูกค้าชอบมาก').waitFor();
    const overflow = await visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await visitor.page.screenshot({ path: screenshotPath('product-tabs-phone'), fullPage: true });
    await closeClean(visitor);
    await closeClean({ context, errors });
  });
});
