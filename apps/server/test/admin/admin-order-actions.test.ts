// The order page's other actions: ship and deliver the products of a paid order, mail the
// receipt again, add an internal note, approve a free order that needs approval. Checked: each goes
// through its lifecycle and is refused from the wrong state with the catalogue's code; the buyer's
// mails are queued (the tracking number, the document links); a note never reaches the buyer's API;
// every action is audited and on the order's timeline; administrators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  aCourse,
  anAdmin,
  anInstructor,
  anOrder,
  aProduct,
  aShippingAddress,
  aShippingFee,
  aStudent,
  FREE_PLAN,
  type MadeCourse,
  type Person,
} from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { orderPayload } from '../order-payload.ts';
import { markOrderPaid } from '../../src/modules/payments/mark-paid.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

let t: TestApp;
let admin: Person;
let python: MadeCourse;
const db = () => t.db.handle.db;
const call = () => callAs(t);
const act = (orderId: number, action: string, body?: object, who: Person | null = admin) =>
  call()(who, 'POST', `/private/admin/orders/${orderId}/${action}`, body);

beforeAll(async () => {
  t = await createTestApp({ seed: 'defaults' });
  admin = await anAdmin(db());
  python = await aCourse(db(), { title: 'Python พื้นฐาน', plans: [{ price: 150_000 }] });
});
afterAll(async () => {
  await t?.close();
});

/** The buyer orders a book through the checkout, by bank transfer; unpaid. */
async function aProductOrder(buyer: Person): Promise<number> {
  const book = await aProduct(db(), { title: 'หนังสือ Python', price: 35_000, available_qty: 20 });
  const fee = await aShippingFee(db(), { price: 5_000 });
  const addr = await aShippingAddress(db(), buyer.id);
  const res = await call()(
    buyer,
    'POST',
    '/private/cart/order',
    orderPayload(null, {
      products: [{ product_id: book.id, quantity: 1 }],
      shipping_address_id: addr.id,
      shipping_fee_id: fee.id,
      price: 35_000,
      shipping_fee: 5_000,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.order_detail.shipping).toEqual({ status: 'awaiting', carrier: null, tracking: null, shipped_at: null });
  return res.body.orderId as number;
}

/** The order is paid as an administrator's approval leaves it: access, receipt, mail. */
async function pay(orderId: number): Promise<void> {
  await db().transaction((tx) =>
    markOrderPaid(tx, orderId, { kind: 'admin', adminId: admin.id, reportId: null }, new Date(), {
      siteTitle: 'Rian Academy',
      publicUrl: 'http://localhost:3000',
    }),
  );
}

const mailsTo = (orderId: number, kind: string) =>
  db()
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.kind, kind), sql`${schema.mailOutbox.subject} like ${`%คำสั่งซื้อ ${orderId} /%`}`))
    .orderBy(schema.mailOutbox.id);

const buyerOrders = async (buyer: Person) => (await call()(buyer, 'GET', '/private/orders')).body;

describe('ship and deliver', () => {
  it('ships a paid product order: stored, mailed with carrier and tracking, seen by the buyer, audited', async () => {
    const buyer = await aStudent(db());
    const orderId = await aProductOrder(buyer);
    // Unpaid: nothing leaves yet.
    const early = await act(orderId, 'ship', { carrier: 'Kerry Express', tracking: 'KER123' });
    expect([early.status, early.body.error?.code]).toEqual([409, 'ORDER_NOT_PAID']);
    await pay(orderId);

    const res = await act(orderId, 'ship', { carrier: 'ไปรษณีย์ไทย EMS', tracking: ' EF123456789TH ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.shipping).toMatchObject({ status: 'shipped', carrier: 'ไปรษณีย์ไทย EMS', tracking: 'EF123456789TH' });
    expect(res.body.data.timeline).toContainEqual(
      expect.objectContaining({ kind: 'admin', status: 'ship', by: admin.user.username }),
    );

    const [mail] = await mailsTo(orderId, 'order_shipped');
    expect(mail?.to_address).toBe(buyer.user.email);
    expect(mail?.text_body).toContain('ขนส่ง: ไปรษณีย์ไทย EMS');
    expect(mail?.text_body).toContain('หมายเลขพัสดุ: EF123456789TH');

    const mine = (await buyerOrders(buyer)).data.find((o: { id: number }) => o.id === orderId);
    expect(mine.shipping).toMatchObject({ status: 'shipped', carrier: 'ไปรษณีย์ไทย EMS', tracking: 'EF123456789TH' });

    // Shipped once: a second ship is refused by the lifecycle.
    const again = await act(orderId, 'ship', { carrier: 'Flash', tracking: 'TH999' });
    expect([again.status, again.body.error?.code]).toEqual([409, 'TRANSITION_REFUSED']);

    const delivered = await act(orderId, 'deliver');
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.shipping.status).toBe('delivered');
    expect([(await act(orderId, 'deliver')).body.error?.code]).toEqual(['TRANSITION_REFUSED']);

    const audit = (await auditRows(db(), orderId, 'order')).map((a) => [a.action, a.before, a.after]);
    expect(audit).toEqual([
      [
        'ship',
        { shipping_status: 'awaiting' },
        { shipping_status: 'shipped', carrier: 'ไปรษณีย์ไทย EMS', tracking: 'EF123456789TH' },
      ],
      ['deliver', { shipping_status: 'shipped' }, { shipping_status: 'delivered' }],
    ]);
  });

  it('refuses an order without products, a delivery before shipping, and an empty tracking number', async () => {
    const buyer = await aStudent(db());
    const coursesOnly = await anOrder(db(), { buyer, courses: [python], state: 'paid' });
    const none = await act(coursesOnly.id, 'ship', { carrier: 'Kerry', tracking: 'K1' });
    expect([none.status, none.body.error?.code]).toEqual([409, 'ORDER_NOTHING_TO_SHIP']);
    expect((await act(coursesOnly.id, 'deliver')).body.error?.code).toBe('ORDER_NOTHING_TO_SHIP');

    const orderId = await aProductOrder(buyer);
    await pay(orderId);
    expect((await act(orderId, 'deliver')).body.error?.code).toBe('TRANSITION_REFUSED');
    const blank = await act(orderId, 'ship', { carrier: 'Kerry', tracking: '   ' });
    expect([blank.status, blank.body.error?.code]).toEqual([400, 'INPUT_ERROR']);
    expect((await act(999_999, 'ship', { carrier: 'Kerry', tracking: 'K1' })).status).toBe(404);
    expect(await auditRows(db(), orderId, 'order')).toEqual([]);
  });
});

describe('resend the receipt', () => {
  it('queues the paid-order mail again with the links to its documents; audited', async () => {
    const buyer = await aStudent(db());
    const orderId = await aProductOrder(buyer);
    expect((await act(orderId, 'resend-receipt')).body.error?.code).toBe('ORDER_NOT_PAID');
    await pay(orderId);
    const res = await act(orderId, 'resend-receipt');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await mailsTo(orderId, 'purchase');
    expect(mails).toHaveLength(2);
    const [doc] = await db().select().from(schema.documents).where(eq(schema.documents.order_id, orderId));
    // The resent mail names the site as the app knows it, and links the buyer's own document route.
    expect(mails[1]!.text_body).toContain(
      `${doc!.number}: https://academy.example/private/orders/${orderId}/documents/${doc!.id}.pdf`,
    );
    const audit = await auditRows(db(), orderId, 'order');
    expect(audit.map((a) => [a.action, a.after])).toEqual([['resend-receipt', { to: buyer.user.email }]]);
  });
});

describe('internal notes', () => {
  it('lists the note in the order and its timeline, audited, and never on the buyer’s API', async () => {
    const buyer = await aStudent(db());
    const order = await anOrder(db(), { buyer, courses: [python], state: 'paid' });
    const body = 'ลูกค้าโทรมาขอใบกำกับภาษีฉบับเต็ม — ภายในเท่านั้น';
    const res = await act(order.id, 'notes', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.notes).toEqual([expect.objectContaining({ body, by: admin.user.username })]);
    expect(res.body.data.timeline.filter((e: { kind: string }) => e.kind === 'note')).toEqual([
      expect.objectContaining({ note: body, by: admin.user.username }),
    ]);
    // The note's audit row is not shown twice.
    expect(res.body.data.timeline.filter((e: { status: string }) => e.status === 'note')).toEqual([]);
    expect((await auditRows(db(), order.id, 'order')).map((a) => [a.action, a.after])).toEqual([
      ['note', { note_id: res.body.data.notes[0].id, body }],
    ]);
    expect((await act(order.id, 'notes', { body: '  ' })).status).toBe(400);

    const list = await call()(buyer, 'GET', '/private/orders');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('ภายในเท่านั้น');
    for (const url of [`/private/orders/${order.id}`, `/private/orders/token/${order.order_token}`]) {
      const one = await t.app.inject({ method: 'GET', url, headers: { cookie: buyer.cookie } });
      expect([url, one.statusCode]).toEqual([url, 200]);
      expect(one.body).not.toContain('ภายในเท่านั้น');
    }
  });
});

describe('approve a free order that needs approval', () => {
  it('grants the course and mails the receipt through the order lifecycle; audited; refused once decided', async () => {
    const buyer = await aStudent(db());
    const free = await aCourse(db(), { title: 'สัมมนาฟรี', plans: [{ ...FREE_PLAN, need_approval: 1 }] });
    const placed = await call()(buyer, 'POST', '/private/cart/order', orderPayload(free, { price: 0 }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.orderId as number;
    const before = await call()(admin, 'GET', `/private/admin/orders/${orderId}`);
    expect(before.body.data).toMatchObject({ status: 'pendingApproved', awaits_free_approval: true });

    const res = await act(orderId, 'approve');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', payment_status: 'approved', awaits_free_approval: false });
    const access = await db().select().from(schema.courseAccess).where(eq(schema.courseAccess.user_id, buyer.id));
    expect(access.map((a) => [a.course_id, a.order_id])).toEqual([[free.id, orderId]]);
    const [report] = await db().select().from(schema.paymentReports).where(eq(schema.paymentReports.order_id, orderId));
    expect(report).toMatchObject({ report_type: 'NeedApprovedFree', status: 'approved', decided_by: admin.id });
    expect(await mailsTo(orderId, 'purchase')).toHaveLength(1);
    expect((await auditRows(db(), orderId, 'order')).map((a) => [a.action, a.before])).toEqual([
      ['approve', { status: 'pendingApproved' }],
    ]);
    // Decided: the lifecycle refuses a second approval.
    expect((await act(orderId, 'approve')).body.error?.code).toBe('TRANSITION_REFUSED');
  });

  it('refuses a transfer under review (not a free order) and an unpaid or paid order', async () => {
    const buyer = await aStudent(db());
    const review = await anOrder(db(), { buyer, courses: [python], state: 'underReview' });
    expect((await act(review.id, 'approve')).body.error?.code).toBe('ORDER_NOT_FREE_APPROVAL');
    const unpaid = await anOrder(db(), { buyer, courses: [python], state: 'unpaid' });
    expect((await act(unpaid.id, 'approve')).body.error?.code).toBe('ORDER_NOT_FREE_APPROVAL');
    const paid = await anOrder(db(), { buyer, courses: [python], state: 'paid' });
    expect((await act(paid.id, 'approve')).body.error?.code).toBe('TRANSITION_REFUSED');
    expect(await auditRows(db(), unpaid.id, 'order')).toEqual([]);
  });
});

describe('administrators only', () => {
  it('answers 401 to a visitor and 403 to a student or an instructor', async () => {
    const buyer = await aStudent(db());
    const order = await anOrder(db(), { buyer, courses: [python], state: 'paid' });
    const paths = ['ship', 'deliver', 'resend-receipt', 'notes', 'approve'];
    await expectAdminsOnly(
      call(),
      paths.map((p) => ['POST', `/private/admin/orders/${order.id}/${p}`, { carrier: 'K', tracking: 'T', body: 'x' }] as const),
      buyer,
      await anInstructor(db()),
    );
    expect(await auditRows(db(), order.id, 'order')).toEqual([]);
  });
});
