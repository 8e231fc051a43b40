// End-to-end: an academy owner's products in the back office, in the system Chromium on a database
// with the site defaults only. On a desktop the owner makes a product from its name, fills it in with
// two pictures (reordered), takes in 10 units with a reason, publishes it, and a visitor sees it at
// /product/{id}-{slug} with its pictures and its stock. On a phone the owner adds a shipping fee and
// edits a promotion's page content, which the visitor's promotion page then shows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aCourse, anAdmin, anUploadedPicture, aPromotion } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, signInAtAdmin, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { openNewDialog } from './admin-steps.ts';

const PASSWORD = 'back-office-e2e-password';
let admin: Person;
let pictures: string[] = [];
let promotionId = 0;

const ctx = useDefaultsStack(async (db, stack) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  pictures = [
    await anUploadedPicture(stack.db.uploadDir, 'book-front.jpg'),
    await anUploadedPicture(stack.db.uploadDir, 'book-back.jpg'),
  ];
  const course = await aCourse(db, { title: 'ไพธอนเบื้องต้น', slug: 'python-basics' });
  promotionId = (await aPromotion(db, { title: 'โปรเดิม', courses: [course.id] })).id;
});

async function signIn(page: Page): Promise<void> {
  await signInAtAdmin(page, admin.user.username, PASSWORD);
  await page.getByTestId('admin-dashboard').waitFor();
}

describe('products in the back office', () => {
  it('the owner makes a product with two pictures, takes in stock, publishes it, and a visitor sees it (desktop)', async () => {
    const { context, page, errors } = await ctx.visit('/admin', DESKTOP);
    await signIn(page);
    await page.getByRole('link', { name: 'สินค้า', exact: true }).click();
    await page.getByTestId('new-product').click();
    await page.getByTestId('new-product-title').fill('หนังสือไพธอน');
    await page.getByRole('button', { name: 'สร้างสินค้า' }).click();
    await page.getByTestId('product-form').waitFor();
    expect(await page.getByTestId('product-state').textContent()).toBe('ไม่เผยแพร่');

    await page.getByTestId('field-slug').fill('python-book');
    await page.getByTestId('field-price').fill('450');
    await page.getByTestId('field-short_description').fill('หนังสือประกอบคอร์สไพธอน');
    for (const url of [pictures[1]!, pictures[0]!]) {
      await page.getByTestId('new-image-url').fill(url);
      await page.getByTestId('add-image').click();
    }
    // The front cover was added second; it goes first.
    await page.getByRole('button', { name: 'เลื่อนรูปภาพ 2 ขึ้น' }).click();
    await page.getByLabel('คำอธิบายรูปภาพ 1').fill('ปกหน้า');
    expect(await page.getByLabel('ที่อยู่รูปภาพ 1').inputValue()).toBe(pictures[0]);
    await page.getByTestId('save-product').click();
    await notice(page, 'บันทึกแล้ว');

    await page.getByTestId('stock-delta').fill('10');
    await page.getByTestId('stock-reason').fill('รับของจากโรงพิมพ์');
    await page.getByTestId('stock-apply').click();
    await notice(page, 'ปรับสต็อกแล้ว');
    await page.getByTestId('stock-current').filter({ hasText: 'คงเหลือ 10 ชิ้น' }).waitFor();
    await page.getByTestId('stock-history').getByText('รับของจากโรงพิมพ์').waitFor();
    await page.getByTestId('stock-delta').fill('-11');
    await page.getByTestId('stock-reason').fill('นับผิด');
    await page.getByTestId('stock-apply').click();
    await notice(page, 'สินค้ามีจำนวนไม่เพียงพอ');

    await page.getByTestId('product-publish').click();
    await notice(page, 'เผยแพร่สินค้าแล้ว');
    await page.getByTestId('product-state').filter({ hasText: 'เผยแพร่' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-product-desktop'), fullPage: true });
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.getByRole('link', { name: 'สินค้า', exact: true }).click();
    await page.getByTestId('product-table').getByRole('link', { name: 'หนังสือไพธอน' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-products-desktop'), fullPage: true });

    const visitor = await ctx.visit(`/product/${id}-python-book`, DESKTOP);
    await visitor.page.getByRole('heading', { name: 'หนังสือไพธอน' }).first().waitFor();
    await visitor.page.getByText('10 ชิ้น').first().waitFor();
    const shown = await visitor.page.locator(`img[src="${pictures[0]}"]`).count();
    expect(shown).toBeGreaterThan(0);
    await visitor.page.screenshot({ path: screenshotPath('admin-product-storefront-desktop') });
    await closeClean(visitor);

    // No shipping fee yet (the phone test adds one); the promotion made for this test is listed.
    await page.getByRole('link', { name: 'ค่าจัดส่ง', exact: true }).click();
    await page.getByTestId('fee-table').getByText('ไม่พบรายการ').waitFor();
    await page.screenshot({ path: screenshotPath('admin-shipping-fees-desktop'), fullPage: true });
    await page.getByRole('link', { name: 'โปรโมชั่น', exact: true }).click();
    await page.getByTestId('promotion-table').getByTestId('data-row').first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-promotions-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('on a phone the owner adds a shipping fee and edits a promotion page, which a visitor sees', async () => {
    const { context, page, errors } = await ctx.visit('/admin', PHONE);
    await signIn(page);
    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('link', { name: 'สินค้า', exact: true }).click();
    await page.getByTestId('product-table').getByTestId('data-row').first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-products-phone'), fullPage: true });
    await page.getByTestId('product-table').getByRole('link').first().click();
    await page.getByTestId('stock-history').waitFor();
    await page.screenshot({ path: screenshotPath('admin-product-phone'), fullPage: true });

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    const dialog = await openNewDialog(page, 'ค่าจัดส่ง', 'fee');
    await dialog.getByTestId('fee-name').fill('EMS ด่วนพิเศษ');
    await dialog.getByTestId('fee-price').fill('60');
    await dialog.getByTestId('save-fee').click();
    await notice(page, 'บันทึกแล้ว');
    await page.getByTestId('fee-table').getByText('EMS ด่วนพิเศษ').waitFor();
    await page.screenshot({ path: screenshotPath('admin-shipping-fees-phone'), fullPage: true });

    await page.getByRole('button', { name: 'เปิดเมนู' }).click();
    await page.getByRole('link', { name: 'โปรโมชั่น' }).click();
    await page.getByRole('button', { name: 'แก้ไขโปรโมชั่น โปรเดิม' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByTestId('promotion-title').fill('ลดรับเปิดเทอม');
    await edit.getByTestId('promotion-description_list').fill('ลด 500 บาททุกคอร์ส\nเฉพาะเดือนนี้');
    await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot only
    await page.screenshot({ path: screenshotPath('admin-promotion-phone') });
    await edit.getByTestId('save-promotion').click();
    await notice(page, 'บันทึกแล้ว');
    await page.getByTestId('promotion-table').getByText('ลดรับเปิดเทอม').waitFor();
    await page.screenshot({ path: screenshotPath('admin-promotions-phone'), fullPage: true });

    const visitor = await ctx.visit(`/promotion/${promotionId}`, PHONE);
    await visitor.page.getByText('ลดรับเปิดเทอม').first().waitFor();
    await visitor.page.getByText('เฉพาะเดือนนี้').first().waitFor();
    await visitor.page.getByText('ไพธอนเบื้องต้น').first().waitFor();
    await visitor.context.close();
    await closeClean({ context, errors });
  });
});
