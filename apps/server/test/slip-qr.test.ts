// The slip's own QR (payments.md §1, the bank's slip verification "mini QR"): read from the uploaded
// picture on the server and stored with the report; the same transfer reported for a second order is
// refused even from another photo; a slip without a readable QR is taken and flagged; the queue shows
// the checks; and several reports are approved in one action, a refused one leaving the others approved.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { schema } from '@rian/db';
import { slipQrPayload } from '@rian/domain/slip-qr';
import { aBankAccount, aCourse, anAdmin, aStudent, type MadeCourse, type Person } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { deleteOrders } from './order-cleanup.ts';
import { orderPayload } from './order-payload.ts';
import { transferReport, uploadSlip } from './transfer-report.ts';

let t: TestApp;
const db = () => t.db.handle.db;
let buyer: Person;
let admin: Person;
let course: MadeCourse;
let another: MadeCourse;

const KBANK_TRANSFER = { sendingBank: '004', transRef: '015330102547CTF01234' };

/**
 * A slip picture: a white 700 x 1000 page with the slip QR `payload` at (`left`, `top`), `size` px
 * wide; another place or size is another photo of the same slip (another hash, the same QR).
 */
async function slipWithQr(payload: string | null, left = 420, top = 700, size = 240): Promise<Buffer> {
  const page = sharp({ create: { width: 700, height: 1000, channels: 3, background: '#f4f6fb' } });
  // Without a QR, a grey block where the QR would be keeps two such pictures apart.
  const qr =
    payload === null
      ? await sharp({ create: { width: size, height: size, channels: 3, background: '#8a8f99' } })
          .png()
          .toBuffer()
      : await QRCode.toBuffer(payload, { type: 'png', width: size, margin: 2 });
  return page
    .composite([{ input: qr, left, top }])
    .png()
    .toBuffer();
}

/** Now in Thai time, as the report form sends it. */
function thaiNow(): { transfer_datetime: string; time: string } {
  const now = new Date();
  const date = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
  const time = now.toLocaleTimeString('en-GB', { timeZone: 'Asia/Bangkok', hour12: false });
  return { transfer_datetime: date, time };
}

async function placeOrder(bought: MadeCourse): Promise<number> {
  const body = orderPayload(bought, { withholding_percent: 3 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    payload: body,
    headers: { cookie: buyer.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().order_detail.id as number;
}

async function reportWith(picture: Buffer, over: Record<string, unknown> = thaiNow(), bought = course) {
  const orderId = await placeOrder(bought);
  const slip = await uploadSlip(t, picture, { cookie: buyer.cookie });
  const res = await t.app.inject({
    method: 'POST',
    url: '/private/payment/report',
    payload: transferReport(orderId, [slip], over),
    headers: { cookie: buyer.cookie },
  });
  return { orderId, slip, res };
}

async function queue() {
  const res = await t.app.inject({ method: 'GET', url: '/private/admin/payment-reports', headers: { cookie: admin.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; order_id: number; flags: string[]; slip_qr: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  [buyer, admin] = [await aStudent(db()), await anAdmin(db())];
  course = await aCourse(db(), { plans: [{ price: 420_000 }] });
  another = await aCourse(db(), { plans: [{ price: 420_000 }] });
  await aBankAccount(db());
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await deleteOrders(db(), schema.paymentReports);
});

describe('the slip QR', () => {
  it('is decoded from an uploaded PNG and stored with the report; the queue shows the bank and no flag', async () => {
    const { orderId, slip, res } = await reportWith(await slipWithQr(slipQrPayload(KBANK_TRANSFER)));
    expect(res.statusCode).toBe(200);
    const [upload] = await db().select().from(schema.uploads).where(eq(schema.uploads.name, slip));
    expect(upload!.qr_text).toBe(slipQrPayload(KBANK_TRANSFER));
    const [stored] = await db().select().from(schema.paymentReports).where(eq(schema.paymentReports.order_id, orderId));
    expect(stored).toMatchObject({ slip_qr: 'read', slip_sending_bank: '004', slip_trans_ref: KBANK_TRANSFER.transRef });
    const [row] = await queue();
    expect(row).toMatchObject({
      order_id: orderId,
      slip_qr: 'read',
      slip_bank: { number: '004', code: 'KBANK', name: 'ธนาคารกสิกรไทย' },
      slip_trans_ref: KBANK_TRANSFER.transRef,
      flags: [],
    });
  });

  it('refuses the same transfer for a second order, even from another photo, with SLIP_TRANSFER_REUSED', async () => {
    const first = await reportWith(await slipWithQr(slipQrPayload(KBANK_TRANSFER)));
    expect(first.res.statusCode).toBe(200);
    const second = await reportWith(await slipWithQr(slipQrPayload(KBANK_TRANSFER), 60, 80, 300), thaiNow(), another);
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json().error).toMatchObject({
      code: 'SLIP_TRANSFER_REUSED',
      message: 'The transfer on this slip (the same reference) has already been reported for another order.',
    });
    // Nothing of the second report was written: the order is still unpaid and unreported.
    const reports = await db().select().from(schema.paymentReports).where(eq(schema.paymentReports.order_id, second.orderId));
    expect(reports).toEqual([]);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, second.orderId));
    expect(order!.status).toBe('notYetReceived');
  });

  it('takes a slip without a readable QR and flags it; flags an amount off the total and a transfer before the order', async () => {
    const { orderId, res } = await reportWith(await slipWithQr(null), {
      transfer_datetime: '2026-03-14',
      time: '09:30:00',
      transfer_amount: '4100.00',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await queue();
    expect(row).toMatchObject({ order_id: orderId, slip_qr: 'unreadable', slip_bank: null });
    expect(row!.flags).toEqual(['amountMismatch', 'transferBeforeOrder', 'qrUnreadable']);
  });

  it('flags a QR that is not a slip QR (a web address)', async () => {
    const { res } = await reportWith(await slipWithQr('https://example.com/not-a-slip'));
    expect(res.statusCode).toBe(200);
    const [row] = await queue();
    expect(row).toMatchObject({ slip_qr: 'notSlip', flags: ['qrNotSlip'] });
  });
});

describe('POST /private/admin/payment-reports/approve', () => {
  it('approves each pending report on its own, answers a decided and a missing one as refused, audits each approval', async () => {
    const a = await reportWith(await slipWithQr(null));
    const b = await reportWith(await slipWithQr(null, 10, 10, 100), thaiNow(), another);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    const [ra, rb] = await queue();
    // b is decided first, alone: the bulk action finds it closed.
    const one = await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      payload: { order_payment_id: rb!.id, order_id: b.orderId },
      headers: { cookie: admin.cookie },
    });
    expect(one.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/private/admin/payment-reports/approve',
      payload: { ids: [ra!.id, rb!.id, 999_999] },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: ra!.id, ok: true, orderId: a.orderId },
      { id: rb!.id, ok: false, code: 'REPORT_CLOSED', message: expect.any(String) },
      { id: 999_999, ok: false, code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    const orders = await db()
      .select({ id: schema.orders.id, status: schema.orders.status })
      .from(schema.orders)
      .where(inArray(schema.orders.id, [a.orderId, b.orderId]));
    expect(orders.map((o) => o.status)).toEqual(['approved', 'approved']);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'payment_report'), eq(schema.auditLog.action, 'approve')));
    expect(audit.map((r) => r.entity_id)).toEqual([String(ra!.id)]);
    expect(audit[0]).toMatchObject({ actor_id: admin.id });
  });

  it('refuses a student (403) and a visitor (401)', async () => {
    const body = { ids: [1] };
    const url = '/private/admin/payment-reports/approve';
    expect((await t.app.inject({ method: 'POST', url, payload: body, headers: { cookie: buyer.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
  });
});
