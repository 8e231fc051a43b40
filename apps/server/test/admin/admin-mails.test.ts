// /private/admin/mails: the outbox listed and filtered on the server (status, kind, Thai days, words
// over the recipient and subject), one mail with its reset link's token and a generated password
// masked, and a fresh copy queued again (audited; refused for a mail that carries a credential).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { anAdmin, anInstructor, aStudent, type Person } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { enqueueMail } from '../../src/modules/mail/outbox.ts';
import { passwordResetMail } from '../../src/modules/mail/templates.ts';
import { purchaseMail } from '../../src/modules/payments/payment-mails.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

let t: TestApp;
let admin: Person;
const db = () => t.db.handle.db;
const call = () => callAs(t);
const RESET_TOKEN = 'reset-token-Zq81xY_secret';
let purchaseId: number;
let resetId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  admin = await anAdmin(db());
  purchaseId = await enqueueMail(
    db(),
    purchaseMail({
      to: 'somchai@example.com',
      userId: admin.id,
      siteTitle: 'Rian',
      publicUrl: 'https://academy.example',
      orderId: 42,
      orderToken: 't',
      total: 150_000,
      currency: 'THB',
      methodName: 'โอนเงิน',
    }),
  );
  resetId = await enqueueMail(
    db(),
    passwordResetMail({
      to: 'malee@example.com',
      userId: admin.id,
      siteTitle: 'Rian',
      link: `https://academy.example/forgotpass?token=${RESET_TOKEN}`,
      validMinutes: 60,
    }),
  );
  await db().update(schema.mailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(schema.mailOutbox.id, purchaseId));
  // An old failed one, on 1 January 2026 Thai time.
  const failedId = await enqueueMail(db(), { kind: 'order_shipped', to: 'old@example.com', subject: 'ส่งของแล้ว', text: 'x' });
  await db()
    .update(schema.mailOutbox)
    .set({ status: 'failed', last_error: '550 no such user', attempts: 12, created_at: new Date('2026-01-01T03:00:00Z') })
    .where(eq(schema.mailOutbox.id, failedId));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /private/admin/mails', () => {
  it('lists newest first with every kind, and filters on the server', async () => {
    const all = await call()(admin, 'GET', '/private/admin/mails');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data[0]).toMatchObject({ id: resetId, kind: 'password_reset', to: 'malee@example.com', status: 'pending' });
    expect(all.body.kinds).toEqual(['order_shipped', 'password_reset', 'purchase']);
    // A list row carries no body at all.
    expect(JSON.stringify(all.body)).not.toContain(RESET_TOKEN);

    const ids = async (query: string) =>
      (await call()(admin, 'GET', `/private/admin/mails?${query}`)).body.data.map((m: { id: number }) => m.id);
    expect(await ids('status=sent')).toEqual([purchaseId]);
    expect(await ids('kind=password_reset')).toEqual([resetId]);
    expect(await ids('q=somchai')).toEqual([purchaseId]);
    expect(await ids('q=ยืนยันการชำระเงิน')).toEqual([purchaseId]);
    expect(await ids('status=failed&from=2026-01-01&to=2026-01-01')).toHaveLength(1);
    expect(await ids('from=2026-01-02&to=2026-01-31')).toEqual([]);
    expect((await call()(admin, 'GET', '/private/admin/mails?status=lost')).status).toBe(400);
  });
});

describe('GET /private/admin/mails/{id}', () => {
  it('shows the mail with a reset link’s token masked in text and HTML, and not resendable', async () => {
    const res = await call()(admin, 'GET', `/private/admin/mails/${resetId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ masked: true, resendable: false, subject: expect.stringContaining('ตั้งรหัสผ่านใหม่') });
    expect(JSON.stringify(res.body)).not.toContain(RESET_TOKEN);
    expect(res.body.data.text).toContain('forgotpass?token=••••••');
    expect(res.body.data.html).toContain('forgotpass?token=••••••');
  });

  it('shows any other mail whole', async () => {
    const res = await call()(admin, 'GET', `/private/admin/mails/${purchaseId}`);
    expect(res.body.data).toMatchObject({ masked: false, resendable: true, status: 'sent' });
    expect(res.body.data.html).toContain('<!doctype html>');
    expect((await call()(admin, 'GET', '/private/admin/mails/999999')).status).toBe(404);
  });
});

describe('POST /private/admin/mails/{id}/resend', () => {
  it('queues a fresh copy to the same address, audited; the original keeps its history', async () => {
    const res = await call()(admin, 'POST', `/private/admin/mails/${purchaseId}/resend`);
    expect(res.status).toBe(201);
    const copy = res.body.data;
    expect(copy).toMatchObject({ kind: 'purchase', to: 'somchai@example.com', status: 'pending', attempts: 0 });
    expect(copy.id).not.toBe(purchaseId);
    const [original] = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, purchaseId));
    expect(original!.status).toBe('sent');
    const [audit] = await auditRows(db(), purchaseId, 'mail');
    expect(audit).toMatchObject({ action: 'resend', actor_id: admin.id, after: { copy_id: copy.id, to: 'somchai@example.com' } });
  });

  it('refuses a mail that carries a reset link, and queues nothing', async () => {
    const before = (await db().select().from(schema.mailOutbox)).length;
    const res = await call()(admin, 'POST', `/private/admin/mails/${resetId}/resend`);
    expect([res.status, res.body.error.code]).toEqual([409, 'MAIL_NOT_RESENDABLE']);
    expect((await db().select().from(schema.mailOutbox)).length).toBe(before);
  });

  it('is for administrators only', async () => {
    await expectAdminsOnly(
      call(),
      [
        ['GET', '/private/admin/mails'],
        ['GET', `/private/admin/mails/${purchaseId}`],
        ['POST', `/private/admin/mails/${purchaseId}/resend`],
      ],
      await aStudent(db()),
      await anInstructor(db()),
    );
  });
});
