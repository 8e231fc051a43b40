// End-to-end, the academy's whole journey: an academy built in the back office is bought and learned from, in
// the system Chromium. The owner creates a course from its title alone, uploads its picture and a
// lecture's video through the upload component (the video's running time read from the file), adds a
// section, a quiz and a pricing plan, and publishes it. A member finds it in the catalogue on a phone,
// buys it by bank transfer with a slip; the owner approves the transfer; the member plays the
// uploaded video and passes the quiz.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { aBankAccount, anAdmin, aStudent } from './factories.ts';
import type { Person } from './factories.ts';
import { addQuizLecture, fillQuestion } from './admin-steps.ts';
import { notice, useShopStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { signIn } from './journeys.ts';

const PASSWORD = 'academy-journey-password';
const VIDEO = resolve(import.meta.dirname, '../packages/db/assets/preview.mp4');
const TITLE = 'ถ่ายภาพด้วยมือถือให้สวย';
let owner: Person;
let member: Person;

const ctx = useShopStack(async (db) => {
  owner = await anAdmin(db, { username: 'owner', password: PASSWORD });
  member = await aStudent(db, { username: 'napat', firstname: 'ณภัทร', password: PASSWORD });
  await aBankAccount(db, { bank: 'KBANK', bank_name: 'ธนาคารกสิกรไทย', account_id: '123-4-56789-0', sort: 1 });
});

/** Picks `file` through the upload button named `label` and waits until the field shows it. */
async function uploadThrough(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer } | string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `อัปโหลด ${label}` }).click();
  await (await chooser).setFiles(file);
}

async function createCourse(page: Page): Promise<number> {
  await page.getByTestId('new-course').click();
  await page.getByTestId('new-course-title').fill(TITLE);
  await page.keyboard.press('Enter');
  await page.getByTestId('course-form').waitFor();
  const id = Number(/\/admin\/courses\/(\d+)/.exec(page.url())![1]);
  const picture = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  await uploadThrough(page, 'รูปภาพคอร์ส', { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect.poll(() => page.getByTestId('field-picture_url').inputValue()).toMatch(/^\/uploads\/[\w.-]+\.jpg$/);
  await page.getByTestId('save-course').click();
  await notice(page, 'บันทึกแล้ว');

  await page.getByTestId('new-plan').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('plan-name').fill('ชำระครั้งเดียว');
  await dialog.getByTestId('plan-price').fill('990');
  await dialog.getByTestId('plan-is_default').check();
  await dialog.getByTestId('save-plan').click();
  await notice(page, 'บันทึกแล้ว');
  return id;
}

async function buildContent(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'จัดการเนื้อหาคอร์ส (บทเรียน แบบทดสอบ การบ้าน)' }).click();
  await page.getByLabel('ชื่อบทใหม่').fill('บทที่ 1 แสงและมุมกล้อง');
  await page.getByRole('button', { name: 'เพิ่มบท', exact: true }).click();
  const section = page.getByRole('region', { name: 'บทที่ 1 แสงและมุมกล้อง' });
  await section.getByRole('button', { name: 'เพิ่มบทเรียน' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('field-name').fill('แสงธรรมชาติ');
  await uploadThrough(page, 'วิดีโอของบทเรียน', VIDEO);
  await expect.poll(() => dialog.getByTestId('field-video_url').inputValue()).toMatch(/^\/uploads\/[\w.-]+\.mp4$/);
  await dialog.getByRole('button', { name: 'บันทึกบทเรียน' }).click();
  await section.getByText('แสงธรรมชาติ').waitFor();

  await page.getByRole('link', { name: 'แบบทดสอบและงานที่มอบหมาย' }).click();
  await page.getByRole('button', { name: 'เพิ่มแบบทดสอบ' }).click();
  const quiz = page.getByRole('dialog');
  await quiz.getByLabel('ชื่อแบบทดสอบ').fill('ทบทวนบทที่ 1');
  await quiz.getByLabel('เกณฑ์ผ่าน (%)').fill('100');
  await fillQuestion(quiz.getByTestId('question-card').first(), 'แสงแบบใดนุ่มที่สุด', ['แสงเที่ยงวัน', 'แสงเช้าตรู่'], 2);
  await quiz.getByRole('button', { name: 'บันทึกแบบทดสอบ' }).click();
  await notice(page, 'บันทึกแล้ว');
  await page.getByRole('link', { name: 'กลับไปที่บทและบทเรียน' }).click();
  await addQuizLecture(page, section, 'แบบทดสอบบทที่ 1', 'ทบทวนบทที่ 1');
  await page.screenshot({ path: screenshotPath('journey-outline-desktop'), fullPage: true });
}

/** The member buys from the catalogue and reports the transfer with a slip; the order's id. */
async function buyByTransfer(page: Page): Promise<void> {
  await page.goto(`${ctx.stack.baseUrl}/courses`);
  await page.getByTestId('course-card').filter({ hasText: TITLE }).getByRole('link').first().click();
  await page.getByTestId('register-link').click();
  await page.waitForURL(/\/cart/);
  await page.getByTestId('cart-line').waitFor();
  await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
  await page.getByTestId('checkout-submit').click();
  await page.getByTestId('bank-transfer-step').waitFor();
  await page.getByTestId('report-open').click();
  const modal = page.getByRole('dialog', { name: 'แจ้งชำระเงิน' });
  const slip = await sharp({ create: { width: 240, height: 420, channels: 3, background: '#138f2d' } })
    .png()
    .toBuffer();
  await modal.getByTestId('report-slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await modal.getByLabel('ธนาคารต้นทางที่โอน', { exact: false }).selectOption('KBANK');
  await modal.getByLabel('บัญชีที่โอนเข้า', { exact: false }).selectOption('123-4-56789-0');
  await modal.getByLabel('วันที่โอน', { exact: false }).fill('2026-11-26');
  await modal.getByLabel('เวลาที่โอน', { exact: false }).fill('10:15:00');
  expect(await modal.getByTestId('report-amount').inputValue()).toBe('990.00');
  await modal.getByTestId('report-submit').click();
  await page.waitForURL(/\/thankyou\?orderId=/);
}

async function learn(page: Page, courseId: number): Promise<void> {
  await page.goto(`${ctx.stack.baseUrl}/course/${courseId}-course-${courseId}?learn=true`);
  await page.locator('[data-testid="learning-player"][data-viewer="owner"]').waitFor();
  const lectures = page.getByTestId('lecture-list');
  await lectures.getByText(/แสงธรรมชาติ/).waitFor();
  expect(await lectures.textContent()).toMatch(/0:06|00:06/);
  await lectures.getByRole('link', { name: /แสงธรรมชาติ/ }).click();
  const video = page.locator('video').first();
  // An owner's lecture plays through the private lecture route (the player asks for it by lecture).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/private\/lecture/);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
  await lectures.getByRole('link', { name: /แบบทดสอบบทที่ 1/ }).click();
  const quiz = page.getByTestId('quiz-lecture');
  await quiz.getByRole('radio', { name: 'แสงเช้าตรู่' }).check();
  await page.getByTestId('quiz-submit').click();
  await page.locator('[data-testid="quiz-result"][data-passed]').waitFor();
  await page.screenshot({ path: screenshotPath('journey-quiz-passed-phone'), fullPage: true });
}

describe('an academy built in the back office', () => {
  it('the owner builds and publishes a course; a member buys it by transfer, is approved, watches and passes', async () => {
    const admin = await visitSignedIn(ctx, owner, PASSWORD, '/admin/courses', DESKTOP);
    const courseId = await createCourse(admin.page);
    await buildContent(admin.page);
    await admin.page.goto(`${ctx.stack.baseUrl}/admin/courses/${courseId}`);
    await admin.page.getByTestId('course-publish').click();
    await notice(admin.page, 'เผยแพร่คอร์สแล้ว');

    const buyer = await ctx.visit('/', PHONE);
    await signIn(buyer.page, member.user.username, PASSWORD);
    await buyByTransfer(buyer.page);

    await admin.page.goto(`${ctx.stack.baseUrl}/admin/payments`);
    const card = admin.page.getByTestId('review-card').first();
    await card.getByTestId('review-approve').click();
    await admin.page.getByTestId('review-confirm-button').click();
    await admin.page.getByTestId('review-decided').waitFor();
    await closeClean(admin);

    await learn(buyer.page, courseId);
    await closeClean(buyer);
  });
});
