// End-to-end: the bank-transfer review queue and the academy's bank accounts (payments.md §1; spec §2
// bank account), in the system Chromium. Two reports wait, one with a slip whose own QR names a KBANK
// transfer, one with an amount off the total and a slip without a QR: the administrator reads the
// checks, zooms a slip with the keyboard, and approves both in one action, while the second was
// decided elsewhere meanwhile and comes back refused. Then a bank account is added with its
// PromptPay QR previewed live, on a phone and on a desktop.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { schema, type Db } from '@rian/db';
import { slipQrPayload } from '@rian/domain/slip-qr';
import { aBankAccount, aCourse, anAdmin, anOrder, aStudent } from './factories.ts';
import type { Person } from './factories.ts';
import { dbOf, notice, signInAtAdmin, useDefaultsStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'back-office-e2e-password';
let admin: Person;
const reportIds: number[] = [];
const orderIds: number[] = [];
const TRANSFER = { sendingBank: '004', transRef: '015330102547CTF01234' };

/** A slip picture in the private upload folder, with the slip QR `payload` when given; its stored name. */
async function aSlip(db: Db, uploadDir: string, ownerId: number, payload: string | null): Promise<string> {
  const name = `${randomUUID()}.png`;
  const qr = payload
    ? await QRCode.toBuffer(payload, { type: 'png', width: 220, margin: 2 })
    : await sharp({ create: { width: 220, height: 220, channels: 3, background: '#d9dde6' } })
        .png()
        .toBuffer();
  const svg =
    '<svg width="600" height="900"><rect x="30" y="30" width="540" height="840" rx="24" fill="#fff"/>' +
    '<text x="300" y="140" font-size="40" text-anchor="middle" fill="#138f2d">โอนเงินสำเร็จ</text>' +
    '<text x="300" y="260" font-size="56" text-anchor="middle" fill="#222">4,200.00</text></svg>';
  const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#138f2d' } })
    .composite([{ input: Buffer.from(svg) }, { input: qr, left: 190, top: 560 }])
    .png()
    .toBuffer();
  await mkdir(join(uploadDir, 'private'), { recursive: true });
  await writeFile(join(uploadDir, 'private', name), png);
  await db.insert(schema.uploads).values({
    name,
    owner_user_id: ownerId,
    kind: 'slip',
    is_private: true,
    mime: 'image/png',
    size: png.length,
    qr_text: payload,
  });
  return name;
}

const ctx = useDefaultsStack(async (db, stack) => {
  admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  await aBankAccount(db);
  const course = await aCourse(db, { title: 'ไพธอนเบื้องต้น', plans: [{ price: 420_000 }] });
  for (const [i, buyerName] of ['สมหญิง', 'สมชาย'].entries()) {
    const buyer = await aStudent(db, { firstname: buyerName });
    const order = await anOrder(db, { buyer, courses: [course], state: 'underReview' });
    const slip = await aSlip(db, stack.db.uploadDir, buyer.id, i === 0 ? slipQrPayload(TRANSFER) : null);
    const [report] = await db
      .update(schema.paymentReports)
      .set({
        bank_code: 'KBANK',
        bank_account: '123-4-56789-0',
        contact_name: buyerName,
        transfer_datetime: new Date(Date.now() + 60_000),
        transfer_amount: i === 0 ? 420_000 : 400_000,
        slip: [slip],
        slip_qr: i === 0 ? 'read' : 'unreadable',
        slip_sending_bank: i === 0 ? TRANSFER.sendingBank : null,
        slip_trans_ref: i === 0 ? TRANSFER.transRef : null,
      })
      .where(eq(schema.paymentReports.order_id, order.id))
      .returning();
    reportIds.push(report!.id);
    orderIds.push(order.id);
  }
});

async function openQueue(page: Page): Promise<void> {
  await signInAtAdmin(page, admin.user.username, PASSWORD);
  await page.getByTestId('admin-dashboard').waitFor();
  await page.goto(`${ctx.stack.baseUrl}/admin/payments`);
  await page.getByTestId('review-card').nth(1).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="review-slip"] img')].every(
      (i) => i.complete && i.naturalWidth > 0,
    ),
  );
}

describe('the payment review queue', () => {
  it('shows the checks on a phone', async () => {
    const visit = await ctx.visit('/admin', PHONE);
    await openQueue(visit.page);
    const [first, second] = [visit.page.getByTestId('review-card').nth(0), visit.page.getByTestId('review-card').nth(1)];
    expect(await first.getByTestId('review-slip-qr').textContent()).toContain('ธนาคารกสิกรไทย');
    expect(await first.getByTestId('review-slip-qr').textContent()).toContain(TRANSFER.transRef);
    expect(await first.getByTestId('review-flags').count()).toBe(0);
    const flags = await second.getByTestId('review-flags').textContent();
    expect(flags).toContain('ยอดที่โอนไม่ตรงกับยอดคำสั่งซื้อ');
    expect(flags).toContain('อ่าน QR ไม่ได้');
    await visit.page.screenshot({ path: screenshotPath('admin-payment-queue-phone'), fullPage: true });
    await closeClean(visit);
  });

  it('zooms a slip from the keyboard and approves two reports at once, one refused (desktop)', async () => {
    const visit = await ctx.visit('/admin', DESKTOP);
    const { page } = visit;
    await openQueue(page);
    // The slip opens full size from the keyboard, and Escape closes it, focus back on the thumbnail.
    const thumb = page.getByTestId('review-slip').first();
    await thumb.focus();
    await page.keyboard.press('Enter');
    const zoomed = page.getByTestId('slip-zoom-image');
    await zoomed.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="slip-zoom-image"]');
      return Boolean(img && img.complete && img.naturalWidth === 600);
    });
    await page.waitForTimeout(300); // the modal's fade-in, for the screenshot only
    await page.screenshot({ path: screenshotPath('admin-payment-slip-zoom-desktop') });
    await page.keyboard.press('Escape');
    await zoomed.waitFor({ state: 'hidden' });
    // The modal gives focus back once its fade-out ends, which can be after the image is hidden.
    await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByTestId('review-select-all').check();
    expect(await page.getByTestId('review-bulk-approve').textContent()).toContain('(2)');
    await page.screenshot({ path: screenshotPath('admin-payment-queue-desktop'), fullPage: true });
    // Another administrator decides the second report meanwhile.
    const db = dbOf(ctx.stack);
    await db.update(schema.paymentReports).set({ status: 'approved' }).where(eq(schema.paymentReports.id, reportIds[1]!));
    await page.getByTestId('review-bulk-approve').click();
    await page.getByTestId('review-bulk-confirm-button').click();
    const result = page.getByTestId('review-bulk-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('อนุมัติแล้ว 1 รายการ ไม่สำเร็จ 1 รายการ');
    expect(await page.getByTestId('review-bulk-refused').textContent()).toContain(
      `คำสั่งซื้อ #${orderIds[1]}: การแจ้งชำระเงินนี้ได้รับการตรวจสอบแล้ว`,
    );
    await page.getByTestId('review-empty').waitFor();
    const [paid] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderIds[0]!));
    expect(paid!.status).toBe('approved');
    await page.screenshot({ path: screenshotPath('admin-payment-bulk-result-desktop'), fullPage: true });
    await closeClean(visit);
  });
});

describe('bank accounts in the back office', () => {
  for (const [size, viewport, account] of [
    ['phone', PHONE, '222-2-22222-2'],
    ['desktop', DESKTOP, '333-3-33333-3'],
  ] as const) {
    it(`adds an account with its PromptPay QR previewed live (${size})`, async () => {
      const visit = await ctx.visit('/admin', viewport);
      const { page } = visit;
      await signInAtAdmin(page, admin.user.username, PASSWORD);
      await page.getByTestId('admin-dashboard').waitFor();
      await page.goto(`${ctx.stack.baseUrl}/admin/bank-accounts`);
      await page.getByTestId('new-bank-account').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('bank-account-bank').click();
      await page.getByRole('option', { name: 'ธนาคารไทยพาณิชย์' }).click();
      expect(await dialog.getByTestId('bank-account-bank_name').inputValue()).toBe('ธนาคารไทยพาณิชย์');
      await dialog.getByTestId('bank-account-account_name').fill('บจก. สถาบันเรียนดี');
      await dialog.getByTestId('bank-account-account_id').fill(account);
      await dialog.getByTestId('bank-account-promptpay_id').fill('08123');
      expect(await dialog.getByTestId('promptpay-preview').textContent()).toContain('ไม่ถูกต้อง');
      await dialog.getByTestId('bank-account-promptpay_id').fill('081-234-5678');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="promptpay-preview-image"]');
        return Boolean(img && img.complete && img.naturalWidth === 300);
      });
      await page.screenshot({ path: screenshotPath(`admin-bank-account-qr-${size}`) });
      await dialog.getByTestId('save-bank-account').click();
      await notice(page, 'บันทึกแล้ว');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('bank-account-table').getByText(account).waitFor();
      const [saved] = await dbOf(ctx.stack).select().from(schema.bankAccounts).where(eq(schema.bankAccounts.account_id, account));
      expect(saved).toMatchObject({ bank: 'SCB', promptpay_id: '0812345678' });
      await page.screenshot({ path: screenshotPath(`admin-bank-accounts-${size}`), fullPage: true });
      await closeClean(visit);
    });
  }
});
