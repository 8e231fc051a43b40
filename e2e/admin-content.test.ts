// End-to-end: an academy's owner writes a custom page in the back office's rich-text editor, publishes
// it and puts it in the storefront's menu; a visitor clicks the menu item and reads the page, whose
// HTML from the server carries its share tags. The owner changes the header's search placeholder and
// a new visitor sees it without a restart. Every content page of the back office on a phone too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { anAdmin } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, signInAtAdmin, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { openNewDialog } from './admin-steps.ts';

const PASSWORD = 'content-e2e-password';
let admin: Person;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD, firstname: 'เจ้าของ', lastname: 'สถาบัน' });
});

async function signIn(page: Page): Promise<void> {
  await signInAtAdmin(page, admin.user.username, PASSWORD);
  await page.getByTestId('admin-dashboard').waitFor();
}

async function writePage(page: Page): Promise<void> {
  const dialog = await openNewDialog(page, 'หน้าเว็บ', 'page');
  await dialog.getByTestId('field-title').fill('เกี่ยวกับสถาบัน');
  await dialog.getByTestId('field-slug').fill('about-academy');
  await dialog.getByTestId('create-page').click();
  const body = page.getByTestId('body-th');
  await body.click();
  await page.getByRole('group', { name: 'เนื้อหา' }).getByRole('button', { name: 'หัวข้อระดับ 2' }).click();
  await body.pressSequentially('เรียนภาษาไทยกับครูตัวจริง');
  await body.press('Enter');
  await body.pressSequentially('สถาบันของเราสอนออนไลน์มาแล้วสิบปี');
  await body.press('Enter');
  await insertImage(page);
  await page.getByRole('switch', { name: 'เผยแพร่ให้ผู้เข้าชมเห็น' }).check();
  await page.getByTestId('field-meta_title').fill('รู้จักสถาบันของเรา');
  await page.getByTestId('save-page').click();
  await notice(page, 'บันทึกแล้ว');
  await page.getByText('ดูหน้าบนเว็บไซต์').waitFor();
  await page.screenshot({ path: screenshotPath('admin-page-editor-desktop'), fullPage: true });
}

/** Uploads a picture through the editor's image dialog (the upload component) and inserts it with its description. */
async function insertImage(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'เนื้อหา' }).getByTestId('editor-image').click();
  const dialog = page.getByRole('dialog', { name: 'แทรกรูปภาพ' });
  const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'อัปโหลด ไฟล์รูปภาพ' }).click();
  await (await chooser).setFiles({ name: 'classroom.png', mimeType: 'image/png', buffer: picture });
  await expect
    .poll(() => dialog.getByTestId('editor-image-url').inputValue(), { timeout: 20_000 })
    .toMatch(/^\/uploads\/[\w.-]+\.png$/);
  await dialog.getByTestId('editor-image-alt').fill('ห้องเรียนของสถาบัน');
  await page.screenshot({ path: screenshotPath('admin-editor-image-desktop') });
  await dialog.getByTestId('editor-image-insert').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('body-th').getByRole('img', { name: 'ห้องเรียนของสถาบัน' }).waitFor();
}

async function addToMenu(page: Page): Promise<void> {
  const dialog = await openNewDialog(page, 'เมนูหน้าร้าน', 'menu-item');
  await dialog.getByTestId('field-label').fill('เกี่ยวกับเรา');
  await dialog.getByTestId('field-label_en').fill('About us');
  await dialog.getByTestId('field-page_id').click();
  await page.getByRole('option', { name: 'เกี่ยวกับสถาบัน' }).click();
  await dialog.getByTestId('save-menu-item').click();
  await notice(page, 'บันทึกแล้ว');
  await page.getByTestId('menu-row').filter({ hasText: '/page/about-academy' }).waitFor();
  await page.screenshot({ path: screenshotPath('admin-menu-desktop'), fullPage: true });
}

async function changePlaceholder(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'ข้อความหน้าร้าน', exact: true }).click();
  const search = page.getByTestId('text-table').getByLabel('ค้นหา');
  await search.fill('search.placeholder');
  await search.press('Enter');
  await page.getByRole('button', { name: 'แก้ไข search.placeholder' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-text-th').fill('ค้นหาวิชาที่อยากเรียน');
  await dialog.getByTestId('preview-th').getByText('ค้นหาวิชาที่อยากเรียน').waitFor();
  await page.screenshot({ path: screenshotPath('admin-text-dialog-desktop') });
  await dialog.getByTestId('save-text').click();
  await notice(page, 'บันทึกแล้ว');
  await page.getByTestId('data-row').getByText('แก้ไขแล้ว', { exact: true }).waitFor();
  await page.screenshot({ path: screenshotPath('admin-texts-desktop'), fullPage: true });
}

describe('storefront content in the back office', () => {
  it('the owner writes a page, publishes it, adds it to the menu; a visitor follows the menu and reads it (desktop)', async () => {
    const { context, page, errors } = await ctx.visit('/admin', DESKTOP);
    await signIn(page);
    await writePage(page);
    await addToMenu(page);

    const visitor = await ctx.visit('/', DESKTOP);
    await visitor.page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'เกี่ยวกับเรา' }).click();
    await visitor.page.getByRole('heading', { name: 'เกี่ยวกับสถาบัน', level: 1 }).waitFor();
    await visitor.page.getByRole('heading', { name: 'เรียนภาษาไทยกับครูตัวจริง', level: 2 }).waitFor();
    await visitor.page.getByText('สถาบันของเราสอนออนไลน์มาแล้วสิบปี').waitFor();
    const image = visitor.page.getByRole('img', { name: 'ห้องเรียนของสถาบัน' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect(new URL(visitor.page.url()).pathname).toBe('/page/about-academy');
    await visitor.page.screenshot({ path: screenshotPath('custom-page-desktop'), fullPage: true });
    const served = await visitor.page.request.get(`${ctx.stack.baseUrl}/page/about-academy`, {
      headers: { accept: 'text/html' },
    });
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain('<meta property="og:title" content="รู้จักสถาบันของเรา |');
    expect(html).toContain('สถาบันของเราสอนออนไลน์มาแล้วสิบปี');
    await closeClean(visitor);

    await changePlaceholder(page);
    const later = await ctx.visit('/', DESKTOP);
    await later.page.getByPlaceholder('ค้นหาวิชาที่อยากเรียน').waitFor();
    await later.context.close();
    await closeClean({ context, errors });
  });

  it('the content pages work on a phone, and the visitor reads the page there', async () => {
    const { context, page, errors } = await ctx.visit('/admin', PHONE);
    await signIn(page);
    for (const [path, name, ready] of [
      ['/admin/pages', 'admin-pages-phone', 'page-table'],
      ['/admin/menu', 'admin-menu-phone', 'menu-row'],
      ['/admin/texts', 'admin-texts-phone', 'text-table'],
    ] as const) {
      await page.goto(`${ctx.stack.baseUrl}${path}`);
      await page.getByTestId(ready).getByText(/.+/).first().waitFor();
      await page.screenshot({ path: screenshotPath(name), fullPage: true });
    }
    await page.goto(`${ctx.stack.baseUrl}/admin/pages`);
    await page.getByTestId('page-table').getByRole('link', { name: 'เกี่ยวกับสถาบัน' }).click();
    await page.getByTestId('body-th').waitFor();
    await page.screenshot({ path: screenshotPath('admin-page-editor-phone'), fullPage: true });

    const visitor = await ctx.visit('/page/about-academy', PHONE);
    await visitor.page.getByRole('heading', { name: 'เกี่ยวกับสถาบัน', level: 1 }).waitFor();
    await visitor.page.screenshot({ path: screenshotPath('custom-page-phone'), fullPage: true });
    const draft = await visitor.page.request.get(`${ctx.stack.baseUrl}/page/no-such-page`, { headers: { accept: 'text/html' } });
    expect(draft.status()).toBe(404);
    await visitor.context.close();
    await closeClean({ context, errors });
  });
});
