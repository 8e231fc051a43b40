// The administrators' notices of a new order and of a new payment report: an e-mail to each
// administrator (or to the settings' notice address) and a LINE push through the Messaging API,
// which in sandbox mode reaches the app's own LINE sandbox. Checked: the mail is queued with the
// order; the push arrives with the stored token as its bearer, the target and the Thai text; a wrong
// token is refused by the sandbox and the row stays pending with its error, to be tried again with
// the same retry key; the token is never answered and never logged; production refuses the sandbox's token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '@rian/db';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { buildLoggedApp } from '../logged-app.ts';
import { LINE_SANDBOX_TOKEN } from '../../src/modules/notify/line-sandbox.ts';
import { aBankAccount, aCourse, anAdmin, aStudent, type Person } from '../factories/index.ts';
import { PUBLIC_URL } from '../helpers.ts';
import { orderPayload } from '../order-payload.ts';
import { transferReport } from '../transfer-report.ts';

const TARGET = `U${'0123456789abcdef'.repeat(2)}`;
const WRONG_TOKEN = 'wrong-line-token-0f9e8d7c6b5a';

let db: TestDb;
let app: FastifyInstance;
let admin: Person;
let buyer: Person;
const lines: string[] = [];
const bodies: string[] = [];

async function call(who: Person | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  bodies.push(res.body);
  return { status: res.statusCode, body: res.json() };
}

const lineRows = () => db.handle.db.select().from(schema.lineOutbox).orderBy(schema.lineOutbox.id);
const noticeMails = (kind: string) => db.handle.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, kind));

/** An order of a course of its own (an open order of the same cart would be reused, not new). */
async function placeOrder(): Promise<number> {
  const course = await aCourse(db.handle.db, { plans: [{ price: 150_050 }] });
  const res = await call(buyer, 'POST', '/private/cart/order', orderPayload(course));
  expect(res.status).toBe(200);
  return res.body.order_detail.id as number;
}

beforeAll(async () => {
  db = await createTestDb({ seed: 'defaults' });
  await db.handle.db.update(schema.siteSettings).set({ require_slip: 0 });
  admin = await anAdmin(db.handle.db, { email: 'owner@academy.example' });
  buyer = await aStudent(db.handle.db, { firstname: 'สมชาย', lastname: 'ใจดี', email: 'somchai@example.com' });
  await aBankAccount(db.handle.db);
  app = await buildLoggedApp(db, lines);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.cleanup();
});
beforeEach(async () => {
  await db.handle.db.delete(schema.lineOutbox);
  await db.handle.db.delete(schema.mailOutbox);
  app.rianNotify.sandbox!.pushes.length = 0;
});

describe('notice settings', () => {
  it('store the token sealed and answer only whether one is set', async () => {
    const res = await call(admin, 'PATCH', '/private/admin/notify', {
      line_enabled: true,
      line_token: LINE_SANDBOX_TOKEN,
      line_target_id: TARGET,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      line_enabled: true,
      line_token_set: true,
      line_target_id: TARGET,
      line_sandbox: true,
      admin_email: null,
    });
    const [row] = await db.handle.db.select().from(schema.notifySettings);
    expect(row!.line_token_sealed).not.toContain(LINE_SANDBOX_TOKEN);
    // An empty token keeps the stored one.
    expect((await call(admin, 'PATCH', '/private/admin/notify', { line_token: '' })).body.data.line_token_set).toBe(true);
    const [audit] = await db.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'notify_settings'));
    expect(audit!.after).toMatchObject({ line_token_changed: true });
    expect(JSON.stringify(audit)).not.toContain(LINE_SANDBOX_TOKEN);
    // A target that is no LINE id is refused.
    expect((await call(admin, 'PATCH', '/private/admin/notify', { line_target_id: 'somebody' })).status).toBe(400);
  });
});

describe('a new order', () => {
  it('queues the administrators’ mail and a LINE push that reaches the sandbox with the token and the Thai text', async () => {
    const orderId = await placeOrder();
    const mails = await noticeMails('admin_order_placed');
    expect(mails.map((m) => m.to_address)).toEqual(['owner@academy.example']);
    expect(mails[0]!.text_body).toContain(`${PUBLIC_URL}/admin/orders/${orderId}`);
    const [queued] = await lineRows();
    expect(queued).toMatchObject({ kind: 'admin_order_placed', status: 'pending' });

    expect(await app.rianNotify.sender.sweep()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const pushes = app.rianNotify.sandbox!.pushes;
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ to: TARGET, retry_key: queued!.retry_key });
    expect(pushes[0]!.text).toBe(
      `🛒 คำสั่งซื้อใหม่ #${orderId}\nผู้ซื้อ: สมชาย ใจดี (somchai@example.com)\nยอดรวม: ฿1,500.50\nดูคำสั่งซื้อ: ${PUBLIC_URL}/admin/orders/${orderId}`,
    );
    expect((await lineRows())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // The back office reads what the sandbox received.
    const seen = await call(admin, 'GET', '/private/admin/notify/line-sandbox');
    expect(seen.body.data[0].text).toContain(`#${orderId}`);
  });

  it('and a payment report: to the payments queue; the settings’ notice address replaces the administrators’', async () => {
    await call(admin, 'PATCH', '/private/admin/notify', { admin_email: 'orders@academy.example' });
    const orderId = await placeOrder();
    const report = transferReport(orderId, [], { contact_name: 'สมชาย ใจดี', transfer_amount: '1500.50' });
    const res = await call(buyer, 'POST', '/private/payment/report', report);
    expect(res.status).toBe(200);
    expect((await noticeMails('admin_transfer_reported')).map((m) => m.to_address)).toEqual(['orders@academy.example']);
    await app.rianNotify.sender.sweep();
    const texts = app.rianNotify.sandbox!.pushes.map((p) => p.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(`แจ้งชำระเงินใหม่ คำสั่งซื้อ #${orderId}`);
    expect(texts[1]).toContain('ยอดโอน: ฿1,500.50');
    expect(texts[1]).toContain(`${PUBLIC_URL}/admin/payments`);
    await call(admin, 'PATCH', '/private/admin/notify', { admin_email: '' });
  });
});

describe('a refused token', () => {
  it('is recorded on the row and tried again later with the same retry key; the order is placed all the same', async () => {
    await call(admin, 'PATCH', '/private/admin/notify', { line_token: WRONG_TOKEN });
    await placeOrder();
    expect(await app.rianNotify.sender.sweep()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [row] = await lineRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/^LINE answered 401/);
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(app.rianNotify.sandbox!.pushes).toHaveLength(0);

    // The right token again, and the row due: the same retry key goes through once.
    await call(admin, 'PATCH', '/private/admin/notify', { line_token: LINE_SANDBOX_TOKEN });
    await db.handle.db.update(schema.lineOutbox).set({ next_attempt_at: new Date(0) });
    expect(await app.rianNotify.sender.sweep()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(app.rianNotify.sandbox!.pushes[0]!.retry_key).toBe(row!.retry_key);
  });

  it('the sandbox refuses a wrong bearer, a repeated retry key, and a body LINE would refuse', async () => {
    const push = (token: string, key: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/sandbox/line/v2/bot/message/push',
        headers: { authorization: `Bearer ${token}`, 'x-line-retry-key': key },
        payload,
      });
    const key = '123e4567-e89b-12d3-a456-426614174000';
    const body = { to: TARGET, messages: [{ type: 'text', text: 'สวัสดี' }] };
    expect((await push(WRONG_TOKEN, key, body)).statusCode).toBe(401);
    expect((await push(LINE_SANDBOX_TOKEN, key, body)).statusCode).toBe(200);
    expect((await push(LINE_SANDBOX_TOKEN, key, body)).statusCode).toBe(409);
    expect((await push(LINE_SANDBOX_TOKEN, 'not-a-uuid', body)).statusCode).toBe(400);
    expect((await push(LINE_SANDBOX_TOKEN, crypto.randomUUID(), { to: TARGET, messages: [] })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/sandbox/line/messages' })).statusCode).toBe(401);
  });
});

describe('the token', () => {
  it('never appears in an answer or in the log', async () => {
    expect(bodies.length).toBeGreaterThan(5);
    for (const secret of [LINE_SANDBOX_TOKEN, WRONG_TOKEN]) {
      expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    }
    // The failed push above was logged, by its row only.
    expect(lines.some((l) => l.includes('line: not sent, will try again'))).toBe(true);
  });
});

describe('production', () => {
  it('refuses the sandbox’s token and a demo one, and stores none without RIAN_SECRETS_KEY', async () => {
    const prod = await buildLoggedApp(db, [], { paymentsMode: 'production' });
    try {
      await prod.ready();
      const patch = (payload: object) =>
        prod.inject({ method: 'PATCH', url: '/private/admin/notify', headers: { cookie: admin.cookie }, payload });
      for (const token of [LINE_SANDBOX_TOKEN, 'demo-line-token']) {
        expect((await patch({ line_token: token })).json().error.code).toBe('NOTIFY_TOKEN_REFUSED');
      }
      expect((await patch({ line_token: 'a-real-looking-channel-token-1234567890' })).json().error.code).toBe(
        'SECRETS_KEY_MISSING',
      );
      expect(prod.rianNotify.sandbox).toBeNull();
      expect((await prod.inject({ method: 'POST', url: '/sandbox/line/v2/bot/message/push' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
