// End-to-end: a promotion's money rules in the back office, in the system Chromium on a database with
// the site defaults only. On a desktop the owner opens a promotion, sets its rules in the rules tab
// (P2: 300 baht off when the course and the book are bought together), then tries a cart in the
// preview: the course alone gets the 5 % promotion, the course with the book gets the pair's 300 baht.
// On a phone the rules tab stacks its fields.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { aCourse, anAdmin, aProduct, aPromotion } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, signInAtAdmin, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'promotions-e2e-password';
let admin: Person;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  const course = await aCourse(db, { title: 'การตลาดออนไลน์', plans: [{ price: 200_000 }] });
  await aProduct(db, { title: 'หนังสือการตลาด', price: 40_000 });
  await aPromotion(db, { title: 'ลด 5% ทุกคอร์ส', discount_type: 'percent', discount_amont: 5, is_active: true, sort: 1 });
  await aPromotion(db, { title: 'ซื้อคู่หนังสือ', courses: [course.id], is_active: false, discount_amont: 0, sort: 2 });
});

async function openPromotions(page: Page): Promise<void> {
  await signInAtAdmin(page, admin.user.username, PASSWORD);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto(ctx.stack.baseUrl + '/admin/promotions');
  await page.getByTestId('promotion-table').getByTestId('data-row').first().waitFor();
}

/** Opens the rules tab of the pair promotion's edit dialog, and answers the dialog. */
async function openPairRules(page: Page): Promise<Locator> {
  await openPromotions(page);
  await page.getByRole('button', { name: 'แก้ไขโปรโมชั่น ซื้อคู่หนังสือ' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('promotion-tab-rules').click();
  return dialog;
}

/** Picks `label` in the Mantine multi-select found by `testId`. */
async function pick(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).click();
  await page.keyboard.press('Escape');
}

describe('promotion rules and the checkout preview', () => {
  it('the owner sets a pair promotion and the preview shows which promotion each cart gets (desktop)', async () => {
    const { context, page, errors } = await ctx.visit('/admin', DESKTOP);
    const dialog = await openPairRules(page);
    await dialog.getByTestId('rules-deal_type').click();
    await page.getByRole('option', { name: /^P2/ }).click();
    await dialog.getByTestId('rules-number_of_course').fill('2');
    await dialog.getByText('จำนวนเงิน', { exact: true }).click();
    await dialog.getByTestId('rules-discount').fill('300');
    await pick(page, 'rules-products', 'หนังสือการตลาด');
    await dialog.getByTestId('rules-is_active').check();
    await page.screenshot({ path: screenshotPath('admin-promotion-rules-desktop') });
    await dialog.getByTestId('save-rules').click();
    await notice(page, 'บันทึกแล้ว');
    const row = page.getByTestId('promotion-table').getByTestId('data-row').filter({ hasText: 'ซื้อคู่หนังสือ' });
    await row.getByText('P2 ฿300').waitFor();

    const preview = page.getByTestId('promotion-preview');
    await pick(page, 'preview-courses', 'การตลาดออนไลน์');
    await preview.getByTestId('preview-run').click();
    // The course alone: only the 5 % applies (100 baht).
    expect(await preview.getByTestId('preview-chosen').textContent()).toContain('ลด 5% ทุกคอร์ส');
    await pick(page, 'preview-products', 'หนังสือการตลาด');
    await preview.getByTestId('preview-run').click();
    await preview.getByTestId('preview-chosen').filter({ hasText: 'ซื้อคู่หนังสือ' }).waitFor();
    expect(await preview.getByTestId('preview-chosen').textContent()).toContain('฿300');
    expect(await preview.getByTestId('preview-row-eligible').textContent()).toContain('ลด 5% ทุกคอร์ส');
    await page.screenshot({ path: screenshotPath('admin-promotion-preview-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('on a phone the rules tab stacks its fields', async () => {
    const { context, page, errors } = await ctx.visit('/admin', PHONE);
    const dialog = await openPairRules(page);
    await dialog.getByTestId('save-rules').waitFor();
    expect(await dialog.getByTestId('rules-discount').inputValue()).toBe('300');
    await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot only
    await page.screenshot({ path: screenshotPath('admin-promotion-rules-phone'), fullPage: true });
    await closeClean({ context, errors });
  });
});
