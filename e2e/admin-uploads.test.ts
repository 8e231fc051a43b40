// End-to-end: an academy owner's media library in the system Chromium. On a desktop the owner
// uploads two images and a short video through the upload component (resumable, with progress),
// previews the images with the arrow keys (wrapping at both ends), deletes one with the spec's
// confirmation, and a visitor loads the resized copy the storefront uses; on a phone the same page
// lays the previews in two columns.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { anAdmin } from './factories.ts';
import type { Person } from './factories.ts';
import { aJpeg, anMp4, aPng } from '../apps/server/test/admin/uploads-media.ts';
import { signInAtAdmin, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'media-library-e2e-password';
let admin: Person;

const ctx = useDefaultsStack(async (db) => {
  admin = await anAdmin(db, { username: 'media-owner', password: PASSWORD });
});

async function signIn(page: Page): Promise<void> {
  await signInAtAdmin(page, admin.user.username, PASSWORD);
  await page.getByRole('heading', { name: 'คลังสื่อ' }).waitFor();
}

/**
 * Each picked image is streamed, checked and resized into its variants by the server before its
 * preview shows. On a loaded two-core CI machine two of them took over 20 s, so the wait for the
 * previews and each test's time are set for that machine, not for a quiet one.
 */
const UPLOAD_WAIT_MS = 60_000;
const UPLOAD_TEST_MS = 150_000;

const box = (page: Page, n: number) => page.getByTestId('upload-field').nth(n);

describe('the media library and the upload component', () => {
  it(
    'uploads two images and a video, previews with the arrow keys, deletes one after the confirmation (desktop)',
    { timeout: UPLOAD_TEST_MS },
    async () => {
      const { context, page, errors } = await ctx.visit('/admin/uploads', DESKTOP);
      await signIn(page);
      const images = box(page, 0);
      await images.locator('input[type=file]').setInputFiles([
        { name: 'ห้องเรียน.png', mimeType: 'image/png', buffer: await aPng(1600, 900) },
        { name: 'ครู.jpg', mimeType: 'image/jpeg', buffer: await aJpeg(700, 700) },
      ]);
      await expect.poll(() => images.getByTestId('upload-item').count(), { timeout: UPLOAD_WAIT_MS }).toBe(2);

      const videos = box(page, 1);
      await videos
        .locator('input[type=file]')
        .setInputFiles([{ name: 'บทที่-1.mp4', mimeType: 'video/mp4', buffer: anMp4(65_000, 256 * 1024) }]);
      await videos.locator('video').waitFor();
      const table = page.getByTestId('upload-table');
      await table.getByText('1:05').waitFor();
      await table.getByText('1600 × 900').waitFor();
      await table.getByText('1280w').waitFor();

      await images.getByRole('button', { name: /^ดูรูป / }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('ดูรูปภาพ 1 จาก 2').waitFor();
      await page.keyboard.press('ArrowRight');
      await dialog.getByText('ดูรูปภาพ 2 จาก 2').waitFor();
      await page.keyboard.press('ArrowRight');
      await dialog.getByText('ดูรูปภาพ 1 จาก 2').waitFor();
      await page.keyboard.press('ArrowLeft');
      await dialog.getByText('ดูรูปภาพ 2 จาก 2').waitFor();
      await dialog.getByRole('button', { name: 'รูปก่อนหน้า' }).click();
      await dialog.getByText('ดูรูปภาพ 1 จาก 2').waitFor();
      await page.screenshot({ path: screenshotPath('admin-uploads-preview-desktop') });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await images.getByRole('button', { name: /^ลบ / }).first().click();
      await page.getByText('ยืนยันการลบรูปภาพนี้หรือไม่?').waitFor();
      await page.getByTestId('confirm-delete').click();
      await expect.poll(() => images.getByTestId('upload-item').count()).toBe(1);
      await expect.poll(() => table.getByTestId('data-row').count()).toBe(2);
      await page.screenshot({ path: screenshotPath('admin-uploads-desktop'), fullPage: true });

      const copy = await table.getByRole('link', { name: '320w' }).first().getAttribute('href');
      const visitor = await ctx.visit('/', DESKTOP);
      const served = await visitor.page.request.get(new URL(copy!, visitor.page.url()).href);
      expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
      await visitor.context.close();
      await closeClean({ context, errors });
    },
  );

  it(
    'refuses a file whose type is not allowed, and lays previews in two columns (phone)',
    { timeout: UPLOAD_TEST_MS },
    async () => {
      const { context, page, errors } = await ctx.visit('/admin/uploads', PHONE);
      await signIn(page);
      const images = box(page, 0);
      await images
        .locator('input[type=file]')
        .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
      await page.locator('.mantine-Notification-root').filter({ hasText: 'ไม่อนุญาตให้อัปโหลดไฟล์ประเภทนี้' }).waitFor();
      await images.locator('input[type=file]').setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: await aPng(800, 400) },
        { name: 'b.png', mimeType: 'image/png', buffer: await aPng(400, 800) },
      ]);
      await expect.poll(() => images.getByTestId('upload-item').count(), { timeout: UPLOAD_WAIT_MS }).toBe(2);
      const [first, second] = await images
        .getByTestId('upload-item')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      expect(first).toBe(second);
      await page.screenshot({ path: screenshotPath('admin-uploads-phone'), fullPage: true });
      await closeClean({ context, errors });
    },
  );
});
