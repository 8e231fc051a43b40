// Bank transfer end to end on the server (spec §3 payment report, §4 report flow, §5 report rules,
// §7 payment report calls and /private/orders/payment/approved; payments.md §1 slip reuse and the
// PromptPay payload): reports by a member and by a layout-four buyer, each refusal writing nothing,
// slip reuse, the administrator's approve and reject, and the QR.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@rian/db';
import { GUEST_ID_HEADER } from '@rian/contracts/session';
import { promptPayPayload } from '../src/modules/bank-transfer/promptpay.ts';
import { aBankAccount, aCourse, anAdmin, aStudent, type MadeCourse, type Person } from './factories/index.ts';
import { cookieOf, createTestApp, type TestApp } from './helpers.ts';
import { deleteOrders } from './order-cleanup.ts';
import { orderPayload } from './order-payload.ts';
import { transferReport, uploadSlip as uploadTestSlip } from './transfer-report.ts';

let t: TestApp;
const db = () => t.db.handle.db;
const GUEST = '6a0e7f3c-2b1d-4c5e-9f8a-7b6c5d4e3f21';

/** The buyer, someone else and an administrator; a 4,200 THB course and a 4,400 THB class with 3 of 30 seats left. */
let partner: Person;
let stranger: Person;
let admin: Person;
let course: MadeCourse;
let seated: MadeCourse;
/** The academy's KBANK account with a PromptPay id, and an SCB account without one. */
let kbankId: number;
let scbId: number;

/** An order of the course, or of the class (taking a seat). */
async function placeOrder(cookie: string, withSeat = false): Promise<{ id: number; token: string; total: number }> {
  const bought = withSeat ? seated : course;
  const body = orderPayload(bought, { withholding_percent: 3 });
  const res = await t.app.inject({ method: 'POST', url: '/private/cart/order', payload: body, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const d = res.json().order_detail;
  return { id: d.id, token: d.order_token, total: d.total };
}

let shade = 0;
/** A PNG slip with its own pixels (two slips never share a hash unless a test wants them to). */
async function slipPng(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 30, height: 60, channels: 3, background: { r: shade % 256, g: (shade * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();
}

const uploadSlip = (data: Buffer, headers: Record<string, string>) => uploadTestSlip(t, data, headers);
const report = transferReport;

function post(url: string, payload: unknown, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

async function state(orderId: number) {
  const [o] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const reports = await db().select().from(schema.paymentReports).where(eq(schema.paymentReports.order_id, orderId));
  const hashes = await db().select().from(schema.slipHashes).where(eq(schema.slipHashes.order_id, orderId));
  const mails = await db()
    .select()
    .from(schema.mailOutbox)
    .where(sql`${schema.mailOutbox.subject} like ${`%คำสั่งซื้อ ${orderId} /%`}`);
  return { order: o!, reports, hashes, mails };
}

async function userId(username: string): Promise<number> {
  const [u] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, username));
  return u!.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  [partner, stranger, admin] = [await aStudent(db()), await aStudent(db()), await anAdmin(db())];
  course = await aCourse(db(), { plans: [{ price: 420_000 }] });
  seated = await aCourse(db(), { seat: 30, seats_taken: 27, plans: [{ price: 440_000 }] });
  kbankId = (await aBankAccount(db(), { promptpay_id: '0105566012345' })).id;
  scbId = (await aBankAccount(db(), { account_id: '987-6-54321-0', bank: 'SCB', bank_name: 'ธนาคารไทยพาณิชย์' })).id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await deleteOrders(db(), schema.paymentReports);
  await db().delete(schema.mailOutbox);
  await db().update(schema.courses).set({ seats_taken: 27 }).where(eq(schema.courses.id, seated.id));
});

describe('POST /private/payment/report (member)', () => {
  it('records a pending report with the slip hash, moves the order to pendingApproved and queues the e-mail', async () => {
    const cookie = partner.cookie;
    const order = await placeOrder(cookie);
    const slip = await uploadSlip(await slipPng(), { cookie });
    const res = await post('/private/payment/report', report(order.id, [slip]), { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, data: { orderPaymentId: expect.any(Number), order_token: order.token } });

    const s = await state(order.id);
    expect(s.order).toMatchObject({ status: 'pendingApproved', payment_status: 'pending' });
    expect(s.reports).toHaveLength(1);
    expect(s.reports[0]).toMatchObject({
      id: body.data.orderPaymentId,
      report_type: 'banktransfer',
      status: 'pending',
      bank_code: 'KBANK',
      bank_account: '123-4-56789-0',
      transfer_amount: 420000,
      address: '-',
      slip: [slip],
      // The order's e-mail, not the body's.
      email: partner.user.email,
    });
    // spec §9: 09:30 Thai time is 02:30 UTC.
    expect(s.reports[0]!.transfer_datetime?.toISOString()).toBe('2026-03-14T02:30:00.000Z');
    expect(s.hashes).toHaveLength(1);
    expect(s.hashes[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [upload] = await db().select().from(schema.uploads).where(eq(schema.uploads.name, slip));
    expect(upload).toMatchObject({ kind: 'slip', is_private: true, sha256: s.hashes[0]!.sha256 });
    expect(s.mails.map((m) => [m.kind, m.to_address])).toEqual([['payment_report', partner.user.email]]);
    expect(s.mails[0]!.text_body).toContain('09:30:00');

    // The spec's mail call is a no-op success for a reported order, and sends nothing more.
    const mailCall = await post(
      '/api/send/to/email/paymentorder',
      { orderId: order.id, email: 'x@evil.example', description: 'hi' },
      { cookie },
    );
    expect(mailCall.statusCode).toBe(200);
    expect((await state(order.id)).mails).toHaveLength(1);
    const other = await post('/api/send/to/email/paymentorder', { orderId: order.id }, { cookie: stranger.cookie });
    expect(other.statusCode).toBe(404);

    // A second report of the same order: closed.
    const again = await post('/private/payment/report', report(order.id, [slip]), { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_CLOSED');
  });

  it.each([
    ['no slip while money is due', { slip: [] }, 'slip', 'กรุณาอัพโหลดหลักฐานการโอนเงิน'],
    ['a non-numeric amount', { transfer_amount: '4,200' }, 'transfer_amount', 'กรุณากรอกจำนวนเงินที่โอน'],
    ['a zero amount', { transfer_amount: '0' }, 'transfer_amount', 'กรุณากรอกจำนวนเงินที่โอน'],
    ['no source bank', { bank_code: '' }, 'bank_code', 'กรุณาเลือกธนาคารต้นทางที่โอน'],
    ['an unknown bank', { bank_code: 'NOPE' }, 'bank_code', 'กรุณาเลือกธนาคารต้นทางที่โอน'],
    ['an account that is not the academy’s', { bank_account: '000' }, 'bank_account', 'กรุณาเลือกเลขบัญชีที่โอน'],
    ['no date', { transfer_datetime: '' }, 'transfer_date', 'กรุณากรอกวันที่ที่โอนเงิน'],
    ['an impossible date', { transfer_datetime: '2026-02-30' }, 'transfer_date', 'กรุณากรอกวันที่ที่โอนเงิน'],
    ['no time', { time: '' }, 'transfer_time', 'กรุณากรอกเวลาที่โอนเงิน'],
    [
      'a slip that is not an upload',
      { slip: ['0b6f6a8e-1111-4222-8333-944455556666.png'] },
      'slip',
      'กรุณาอัพโหลดหลักฐานการโอนเงินอีกครั้ง',
    ],
  ])('refuses %s with INPUT_ERROR and writes nothing', async (_name, over, path, message) => {
    const cookie = partner.cookie;
    const order = await placeOrder(cookie);
    const slip = await uploadSlip(await slipPng(), { cookie });
    const res = await post('/private/payment/report', report(order.id, [slip], over), { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INPUT_ERROR', message, details: [{ path, message_th: message }] });
    const s = await state(order.id);
    expect(s.order.status).toBe('notYetReceived');
    expect([s.reports, s.hashes, s.mails]).toEqual([[], [], []]);
  });

  it('refuses someone else’s order (404) and a slip someone else uploaded', async () => {
    const order = await placeOrder(partner.cookie);
    const slip = await uploadSlip(await slipPng(), { cookie: partner.cookie });
    const student = stranger.cookie;
    const res = await post('/private/payment/report', report(order.id, [slip]), { cookie: student });
    expect(res.statusCode).toBe(404);
    // The student's own order with the partner's slip: not theirs.
    const own = await placeOrder(student);
    const stolen = await post('/private/payment/report', report(own.id, [slip]), { cookie: student });
    expect(stolen.statusCode).toBe(400);
    expect((await state(order.id)).reports).toEqual([]);
    expect((await state(own.id)).reports).toEqual([]);
    // Without a session.
    expect((await post('/private/payment/report', report(order.id, [slip]), {})).statusCode).toBe(401);
    expect((await post('/public/payment/report', report(order.id, [slip]), { [GUEST_ID_HEADER]: GUEST })).statusCode).toBe(401);
  });

  it('refuses a slip already used for another order with 409 SLIP_ALREADY_USED', async () => {
    const cookie = partner.cookie;
    const bytes = await slipPng();
    const first = await placeOrder(cookie);
    const slipA = await uploadSlip(bytes, { cookie });
    expect((await post('/private/payment/report', report(first.id, [slipA]), { cookie })).statusCode).toBe(200);
    // The same file uploaded again (a new name, the same bytes) for a second order.
    const second = await placeOrder(cookie, true);
    const slipB = await uploadSlip(bytes, { cookie });
    const res = await post('/private/payment/report', report(second.id, [slipB], { transfer_amount: '4400' }), { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SLIP_ALREADY_USED');
    const s = await state(second.id);
    expect(s.order.status).toBe('notYetReceived');
    expect([s.reports, s.hashes, s.mails]).toEqual([[], [], []]);
  });
});

describe('POST /public/payment/report (layout four)', () => {
  it('takes the report of a buyer who registered on the course page, with a slip uploaded as a guest', async () => {
    const guest = { [GUEST_ID_HEADER]: GUEST };
    // The slip is uploaded before the account exists, under the guest id.
    const slip = await uploadSlip(await slipPng(), guest);
    const reg = await post(
      '/public/students/course-detail-page',
      {
        firstname: 'วิภา',
        lastname: 'ซื้อเลย',
        email: 'wipa.bank@example.co.th',
        tel: '0898765432',
        studentGroupKpi: 1,
        username: 'wipa_bank',
        password: 'Wipa-2026',
        is_registration_layout_four: 1,
      },
      guest,
    );
    expect(reg.statusCode).toBe(200);
    const cookie = cookieOf(reg);
    const order = await placeOrder(cookie);
    const res = await post('/public/payment/report', report(order.id, [slip], { contact_name: '' }), { cookie, ...guest });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order_token).toBe(order.token);
    const s = await state(order.id);
    expect(s.order.status).toBe('pendingApproved');
    expect(s.mails.map((m) => m.to_address)).toEqual(['wipa.bank@example.co.th']);
    // The guest's slip now belongs to the account (so its owner can open it).
    const [upload] = await db().select().from(schema.uploads).where(eq(schema.uploads.name, slip));
    expect(upload!.owner_user_id).toBe(await userId('wipa_bank'));
    expect((await t.app.inject({ method: 'GET', url: `/private/files/${slip}`, headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('the administrator’s review', () => {
  async function reported(withSeat = false) {
    const cookie = partner.cookie;
    const order = await placeOrder(cookie, withSeat);
    const slip = await uploadSlip(await slipPng(), { cookie });
    const res = await post(
      '/private/payment/report',
      report(order.id, [slip], { transfer_amount: withSeat ? '4400' : '4200.00' }),
      {
        cookie,
      },
    );
    expect(res.statusCode).toBe(200);
    return { order, slip, reportId: res.json().data.orderPaymentId as number, cookie };
  }

  it('lists pending reports to administrators only', async () => {
    const { order, slip, reportId } = await reported();
    const res = await t.app.inject({
      method: 'GET',
      url: '/private/admin/payment-reports?status=pending',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: reportId,
        order_id: order.id,
        order_total: 420000,
        bank_code: 'KBANK',
        bank_name: 'ธนาคารกสิกรไทย',
        transfer_datetime: '2026-03-14T02:30:00.000Z',
        transfer_amount: 420000,
        slip: [slip],
        status: 'pending',
        buyer: expect.objectContaining({ username: partner.user.username, email: partner.user.email }),
      }),
    ]);
    const text = res.body;
    for (const secret of ['password', 'argon2', 'secret_key', 'session']) expect(text).not.toContain(secret);
    const student = await t.app.inject({
      method: 'GET',
      url: '/private/admin/payment-reports',
      headers: { cookie: stranger.cookie },
    });
    expect(student.statusCode).toBe(403);
    // An administrator opens the private slip.
    expect(
      (await t.app.inject({ method: 'GET', url: `/private/files/${slip}`, headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a buyer approving their own payment (403); the order stays unpaid', async () => {
    const { order, reportId, cookie } = await reported();
    const res = await post(
      '/private/orders/payment/approved',
      { order_payment_id: reportId, order_id: order.id, approve_by: 'partner', payment_method_id: 1 },
      { cookie },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const s = await state(order.id);
    expect(s.order).toMatchObject({ status: 'pendingApproved', payment_status: 'pending' });
    expect(s.reports[0]!.status).toBe('pending');
    const access = await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.order_id, order.id));
    expect(access).toEqual([]);
  });

  it('approves through markOrderPaid: paid, access, cart lines gone, receipt queued; a second click is 409', async () => {
    const { order, reportId } = await reported();
    const partnerId = partner.id;
    await db()
      .insert(schema.cartItems)
      .values({ user_id: partnerId, course_id: course.id, pricing_plan_id: course.plan.id, quantity: 1 });
    const body = { order_payment_id: reportId, order_id: order.id, approve_by: 'admin', payment_method_id: 1 };
    const res = await post('/private/orders/payment/approved', body, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, order_token: order.token });

    const s = await state(order.id);
    expect(s.order).toMatchObject({ status: 'approved', payment_status: 'approved' });
    expect(s.reports).toHaveLength(1);
    expect(s.reports[0]).toMatchObject({ status: 'approved', decided_by: admin.id });
    expect(s.reports[0]!.decided_at).toBeInstanceOf(Date);
    const access = await db()
      .select()
      .from(schema.courseAccess)
      .where(and(eq(schema.courseAccess.user_id, partnerId), eq(schema.courseAccess.course_id, course.id)));
    expect(access).toHaveLength(1);
    const cart = await db()
      .select()
      .from(schema.cartItems)
      .where(and(eq(schema.cartItems.user_id, partnerId), eq(schema.cartItems.course_id, course.id)));
    expect(cart).toEqual([]);
    expect(s.mails.map((m) => m.kind).sort()).toEqual(['payment_report', 'purchase']);

    const again = await post('/private/orders/payment/approved', body, { cookie: admin.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REPORT_CLOSED');
    const reject = await post(`/private/admin/payment-reports/${reportId}/reject`, { reason: 'late' }, { cookie: admin.cookie });
    expect(reject.statusCode).toBe(409);
    expect(await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.order_id, order.id))).toHaveLength(1);
    expect((await state(order.id)).mails).toHaveLength(2);

    // The history filter shows who decided.
    const history = await t.app.inject({
      method: 'GET',
      url: '/private/admin/payment-reports?status=approved',
      headers: { cookie: admin.cookie },
    });
    expect(history.json().data[0]).toMatchObject({ id: reportId, decided_by: { username: admin.user.username } });
  });

  it('rejects with a reason: the order is rejected, its seat released, the buyer told', async () => {
    const { order, reportId } = await reported(true);
    const seats = async () => (await db().select().from(schema.courses).where(eq(schema.courses.id, seated.id)))[0]!.seats_taken;
    expect(await seats()).toBe(28);
    const blank = await post(`/private/admin/payment-reports/${reportId}/reject`, { reason: '  ' }, { cookie: admin.cookie });
    expect(blank.statusCode).toBe(400);
    const long = await post(
      `/private/admin/payment-reports/${reportId}/reject`,
      { reason: 'x'.repeat(501) },
      { cookie: admin.cookie },
    );
    expect(long.statusCode).toBe(400);
    const student = await post(
      `/private/admin/payment-reports/${reportId}/reject`,
      { reason: 'no' },
      { cookie: stranger.cookie },
    );
    expect(student.statusCode).toBe(403);
    expect((await state(order.id)).order.status).toBe('pendingApproved');

    const res = await post(
      `/private/admin/payment-reports/${reportId}/reject`,
      { reason: 'ยอดเงินไม่ตรงกับสลิป' },
      { cookie: admin.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ reportId, orderId: order.id, status: 'rejected' });
    const s = await state(order.id);
    expect(s.order).toMatchObject({ status: 'rejected', payment_status: 'rejected' });
    expect(s.reports[0]).toMatchObject({
      status: 'rejected',
      decision_reason: 'ยอดเงินไม่ตรงกับสลิป',
      decided_by: admin.id,
    });
    expect(await seats()).toBe(27);
    const rejectedMail = s.mails.find((m) => m.kind === 'payment_rejected');
    expect(rejectedMail?.text_body).toContain('ยอดเงินไม่ตรงกับสลิป');
    expect(await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.order_id, order.id))).toEqual([]);

    const twice = await post(`/private/admin/payment-reports/${reportId}/reject`, { reason: 'again' }, { cookie: admin.cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('REPORT_CLOSED');
    const approve = await post(
      '/private/orders/payment/approved',
      { order_payment_id: reportId, order_id: order.id },
      { cookie: admin.cookie },
    );
    expect(approve.statusCode).toBe(409);
    expect(await seats()).toBe(27);
  });
});

describe('zero-amount orders', () => {
  it('report without a slip', async () => {
    const cookie = partner.cookie;
    const order = await placeOrder(cookie);
    // An order whose discounts cover the price (as a 100 % coupon would).
    await db().update(schema.orders).set({ discount: 420000, total: 0 }).where(eq(schema.orders.id, order.id));
    const res = await post('/private/payment/report', report(order.id, [], { transfer_amount: '' }), { cookie });
    expect(res.statusCode).toBe(200);
    const s = await state(order.id);
    expect(s.reports[0]).toMatchObject({ transfer_amount: 0, slip: [] });
    expect(s.hashes).toEqual([]);
  });
});

describe('PromptPay QR', () => {
  /** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 uses it. */
  function crc16(text: string): string {
    let crc = 0xffff;
    for (const byte of Buffer.from(text, 'ascii')) {
      crc ^= byte << 8;
      for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    return crc.toString(16).toUpperCase().padStart(4, '0');
  }

  it('builds the EMVCo payload for a phone and an amount, with its CRC', () => {
    const body =
      '000201010212' + '29370016A000000677010111' + '01130066812345678' + '5802TH' + '5303764' + '540842000.00' + '6304';
    expect(promptPayPayload('081-234-5678', 4200000)).toBe(body + crc16(body));
    const staticBody = '000201010211' + '29370016A000000677010111' + '01130066812345678' + '5802TH' + '5303764' + '6304';
    expect(promptPayPayload('0812345678', null)).toBe(staticBody + crc16(staticBody));
    // A 13-digit tax id goes under sub-tag 02.
    const taxId = promptPayPayload('0105566012345', 150);
    expect(taxId).toContain('29370016A00000067701011102130105566012345' + '5802TH5303764' + '54041.50');
    expect(taxId.slice(-4)).toBe(crc16(taxId.slice(0, -4)));
  });

  it('answers a 300 px PNG; the amount only for the caller’s own order', async () => {
    const cookie = partner.cookie;
    const order = await placeOrder(cookie);
    const own = await t.app.inject({
      method: 'GET',
      url: `/public/payments/methods/1/bank/${kbankId}/qr?orderId=${order.id}`,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect((await sharp(own.rawPayload).metadata()).width).toBe(300);
    const other = await t.app.inject({
      method: 'GET',
      url: `/public/payments/methods/1/bank/${kbankId}/qr?orderId=${order.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(other.statusCode).toBe(200);
    // Another QR: the static one, without the amount.
    expect(other.rawPayload.equals(own.rawPayload)).toBe(false);
    expect(other.headers['cache-control']).toContain('public');
    // The SCB account has no PromptPay id.
    expect((await t.app.inject({ method: 'GET', url: `/public/payments/methods/1/bank/${scbId}/qr` })).statusCode).toBe(404);
  });
});
