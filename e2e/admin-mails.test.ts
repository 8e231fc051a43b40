// End-to-end: the mail outbox in the system Chromium, on a database with the site defaults only. The
// owner opens /admin/mails, narrows it to the sent mail, opens one (its HTML in a sandboxed frame) and
// queues it again; a password-reset mail shows its link masked and offers no resend. Then the list and
// a mail on a phone.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { anAdmin } from './factories.ts';
import type { Person } from './factories.ts';
import { notice, useDefaultsStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';

const PASSWORD = 'mails-e2e-password';
const RESET_TOKEN = 'e2e-reset-token-XyZ987';
const made = {} as { admin: Person; purchase: number; reset: number };

async function aMail(db: Db, kind: string, to: string, subject: string, text: string, status = 'pending'): Promise<number> {
  const html = `<!doctype html><html lang="th"><body style="font-family:Tahoma,sans-serif"><p>${text.replace(/\n/g, '<br>')}</p></body></html>`;
  const [row] = await db
    .insert(schema.mailOutbox)
    .values({
      kind,
      to_address: to,
      subject,
      text_body: text,
      html_body: html,
      status,
      sent_at: status === 'sent' ? new Date() : null,
    })
    .returning({ id: schema.mailOutbox.id });
  return row!.id;
}

const ctx = useDefaultsStack(async (db) => {
  made.admin = await anAdmin(db, { username: 'owner', password: PASSWORD });
  made.purchase = await aMail(
    db,
    'purchase',
    'malee@example.com',
    'ยืนยันการชำระเงิน คำสั่งซื้อ 42 / Payment received',
    'ขอบคุณสำหรับการสั่งซื้อ\nคำสั่งซื้อเลขที่ 42 ชำระเงินเรียบร้อยแล้ว ยอดชำระ ฿1,500.00',
    'sent',
  );
  made.reset = await aMail(
    db,
    'password_reset',
    'somchai@example.com',
    'ตั้งรหัสผ่านใหม่ / Reset your password',
    `กดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่:\nhttp://localhost/forgotpass?token=${RESET_TOKEN}`,
  );
});

describe('the mail outbox', () => {
  it('the owner filters the outbox, views a mail, resends it; a reset link is masked', async () => {
    const { admin, purchase, reset } = made;
    const { page, context, errors } = await visitSignedIn(ctx, admin, PASSWORD, '/admin/mails', DESKTOP);
    const table = page.getByTestId('mail-table');
    await table.getByText('somchai@example.com').waitFor();
    await page.screenshot({ path: screenshotPath('admin-mails-desktop'), fullPage: true });
    await page.getByTestId('filter-status').click();
    await page.getByRole('option', { name: 'ส่งแล้ว' }).click();
    await page.waitForURL(/status=sent/);
    await table.getByText('somchai@example.com').waitFor({ state: 'detached' });
    await table.getByText('malee@example.com').waitFor();
    await table.getByRole('link', { name: `#${purchase}` }).click();

    await page.getByRole('heading', { name: `อีเมล #${purchase}` }).waitFor();
    const frame = page.getByTestId('mail-html');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('[data-testid="mail-html"]').getByText('ชำระเงินเรียบร้อยแล้ว', { exact: false }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-mail-desktop'), fullPage: true });
    await page.getByTestId('mail-resend').click();
    await page.getByRole('dialog').getByText('malee@example.com', { exact: false }).waitFor();
    await page.getByRole('dialog').getByTestId('mail-resend-confirm').click();
    await notice(page, 'เพิ่มสำเนาเข้าคิวส่งแล้ว');
    await page.getByRole('heading', { name: `อีเมล #${purchase + 2}` }).waitFor();

    await page.goto(`${ctx.stack.baseUrl}/admin/mails/${reset}`);
    await page.getByTestId('mail-masked').waitFor();
    expect(await page.getByTestId('mail-resend').count()).toBe(0);
    expect(await page.content()).not.toContain(RESET_TOKEN);
    await closeClean({ context, errors });

    const db = ctx.stack.db.handle.db;
    const copies = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to_address, 'malee@example.com'));
    expect(copies.map((m) => m.status).sort()).toEqual(['pending', 'sent']);
    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'mail'));
    expect(audit.map((a) => [a.action, a.entity_id])).toEqual([['resend', String(purchase)]]);

    const phone = await visitSignedIn(ctx, admin, PASSWORD, '/admin/mails', PHONE);
    await phone.page.getByTestId('mail-table').getByText('somchai@example.com').waitFor();
    await phone.page.screenshot({ path: screenshotPath('admin-mails-phone'), fullPage: true });
    await phone.page.goto(`${ctx.stack.baseUrl}/admin/mails/${purchase}`);
    await phone.page.getByTestId('mail-html').waitFor();
    await phone.page.screenshot({ path: screenshotPath('admin-mail-phone'), fullPage: true });
    await closeClean(phone);
  });

  it('the owner turns on LINE notices: the token is typed once and then only said to be set (phone)', async () => {
    const { page, context, errors } = await visitSignedIn(ctx, made.admin, PASSWORD, '/admin', PHONE);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(`${ctx.stack.baseUrl}/admin/notify`);
    const form = page.getByTestId('notify-form');
    await form.getByText('ยังไม่ได้ตั้งค่า').waitFor();
    await form.getByTestId('notify-email').fill('owner@academy.example');
    await form.getByTestId('notify-line-enabled').check();
    await form.getByTestId('notify-line-token').fill('rian-line-sandbox-channel-token');
    await form.getByTestId('notify-line-target').fill('U' + '0123456789abcdef'.repeat(2));
    await form.getByTestId('notify-save').click();
    await notice(page, 'บันทึกการตั้งค่าการแจ้งเตือนแล้ว');
    await page.getByTestId('notify-form').getByText('ตั้งค่าไว้แล้ว', { exact: false }).waitFor();
    expect(await page.getByTestId('notify-line-token').inputValue()).toBe('');
    const read = await page.request.get(`${ctx.stack.baseUrl}/private/admin/notify`);
    expect(await read.text()).not.toContain('rian-line-sandbox-channel-token');
    await page.getByTestId('line-sandbox-pushes').waitFor();
    await page.screenshot({ path: screenshotPath('admin-notify-phone'), fullPage: true });
    await closeClean({ context, errors });
  });
});
