// POST /private/admin/orders/{id}/refund: a paid order given back whole or by line.
// The app listens on a port so that a card refund really goes over HTTP to the Omise sandbox. Checked:
// the amount is the server's share of what was paid; a refunded line's course closes and nothing else
// (a course also bought in another order, or granted by hand, stays open); a line is refunded once;
// a bank transfer is refunded by hand with a slip; a provider's refusal changes nothing; administrators
// only; every refund is audited and on the order's timeline.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { basicAuth } from '@rian/payments/http';
import {
  aCourse,
  anAdmin,
  anInstructor,
  anOrder,
  aProduct,
  aStudent,
  grantAccess,
  type MadeCourse,
  type Person,
} from '../factories/index.ts';
import { createListeningApp, type ListeningApp } from '../helpers.ts';
import { orderPayload } from '../order-payload.ts';
import { grantOrderAccess } from '../../src/modules/orders/order-transitions.ts';
import { auditRows, callAs, expectAdminsOnly } from './admin-calls.ts';

let t: ListeningApp;
let publicUrl = '';
let admin: Person;
let python: MadeCourse;
let design: MadeCourse;
const db = () => t.db.handle.db;
const call = () => callAs(t);

beforeAll(async () => {
  t = await createListeningApp();
  publicUrl = t.publicUrl;
  admin = await anAdmin(db());
  python = await aCourse(db(), { title: 'Python พื้นฐาน', plans: [{ price: 150_000 }] });
  design = await aCourse(db(), { title: 'ออกแบบกราฟิก', plans: [{ price: 50_000 }] });
});
afterAll(async () => {
  await t?.close();
});

const refund = (orderId: number, body: object, who: Person | null = admin) =>
  call()(who, 'POST', `/private/admin/orders/${orderId}/refund`, body);

async function accessOf(userId: number): Promise<{ course_id: number; order_id: number | null }[]> {
  return db()
    .select({ course_id: schema.courseAccess.course_id, order_id: schema.courseAccess.order_id })
    .from(schema.courseAccess)
    .where(eq(schema.courseAccess.user_id, userId))
    .orderBy(schema.courseAccess.course_id);
}

/** A slip the administrator uploaded (as the upload call leaves it). */
async function aSlip(owner: Person): Promise<string> {
  const name = `refund-slip-${owner.id}-${randomUUID()}.png`;
  await db()
    .insert(schema.uploads)
    .values({ name, owner_user_id: owner.id, kind: 'slip', is_private: true, mime: 'image/png', size: 10, sha256: name });
  return name;
}

/** The buyer pays a course by Omise card (4111…: charged at once, no 3-D Secure) through Rian's own calls. */
async function paidByOmiseCard(buyer: Person, course: MadeCourse): Promise<number> {
  const api = async (path: string, body?: unknown) => {
    const res = await fetch(`${publicUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: buyer.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { orderId: number; data: { publicKey: string; vaultUrl: string } } };
  };
  const placed = await api('/private/cart/order', orderPayload(course, { payment_method_id: 8 }));
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  const orderId = placed.json.orderId;
  const { publicKey, vaultUrl } = (await api('/api/omise/creditcard/applicationid')).json.data;
  const token = await fetch(`${vaultUrl}/tokens`, {
    method: 'POST',
    headers: { authorization: basicAuth(publicKey), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      'card[name]': 'RIAN TESTER',
      'card[number]': '4111111111111111',
      'card[expiration_month]': '12',
      'card[expiration_year]': '2030',
      'card[security_code]': '123',
    }).toString(),
  });
  const charged = await api('/api/omise/creditcard', {
    orderId,
    omise_token: ((await token.json()) as { id: string }).id,
    total_amount: 1,
  });
  expect(charged.status, JSON.stringify(charged.json)).toBe(200);
  const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
  expect(order!.status).toBe('approved');
  return orderId;
}

describe('refund through the provider (Omise card)', () => {
  it('refunds the whole order over HTTP to the Omise sandbox; the course closes; audited and on the timeline', async () => {
    const buyer = await aStudent(db());
    const orderId = await paidByOmiseCard(buyer, python);
    expect(await accessOf(buyer.id)).toEqual([{ course_id: python.id, order_id: orderId }]);

    const res = await refund(orderId, { reason: 'ลูกค้าขอยกเลิกภายใน 7 วัน' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.data;
    expect(order.status).toBe('refunded');
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: 150_000,
        via: 'provider',
        provider: 'omise',
        lines: [order.courses[0].line],
        by: admin.user.username,
      }),
    ]);
    expect(order.refunds[0].provider_ref).toMatch(/^rfnd_test_/);
    expect(order.timeline.map((e: { kind: string }) => e.kind).slice(-2)).toEqual(['admin', 'refunded']);
    expect(await accessOf(buyer.id)).toEqual([]);

    // The sandbox itself holds the refund of the charge.
    const [attempt] = await db().select().from(schema.paymentAttempts).where(eq(schema.paymentAttempts.order_id, orderId));
    const listed = await fetch(`${publicUrl}/sandbox/omise/charges/${attempt!.provider_ref}/refunds`, {
      headers: { authorization: basicAuth('skey_test_rian_sandbox') },
    });
    expect(await listed.json()).toMatchObject({ total: 1, data: [{ amount: 150_000, id: order.refunds[0].provider_ref }] });

    const audit = await auditRows(db(), orderId, 'order');
    expect(audit.map((a) => [a.action, a.actor_username, a.before, a.after?.amount, a.after?.via])).toEqual([
      ['refund', admin.user.username, { status: 'approved' }, 150_000, 'provider'],
    ]);
    const again = await refund(orderId, { reason: 'อีกครั้ง' });
    expect([again.status, again.body.error.code]).toEqual([409, 'REFUND_NOTHING_LEFT']);
  });

  it("leaves the order as it was when the provider refuses, with the provider's reason, and audits the refusal", async () => {
    const buyer = await aStudent(db());
    const orderId = await paidByOmiseCard(buyer, python);
    const [attempt] = await db().select().from(schema.paymentAttempts).where(eq(schema.paymentAttempts.order_id, orderId));
    // Someone refunded part of the charge in the provider's dashboard: what is left is less than the order.
    const outside = await fetch(`${publicUrl}/sandbox/omise/charges/${attempt!.provider_ref}/refunds`, {
      method: 'POST',
      headers: { authorization: basicAuth('skey_test_rian_sandbox'), 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1_000 }),
    });
    expect(outside.status).toBe(200);

    const res = await refund(orderId, { reason: 'ลูกค้าขอคืนเงิน' });
    expect([res.status, res.body.error.code]).toEqual([502, 'REFUND_PROVIDER_REFUSED']);
    expect(res.body.error.message).toContain('failed_refund');
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.status).toBe('approved');
    expect(await db().select().from(schema.refunds).where(eq(schema.refunds.order_id, orderId))).toEqual([]);
    expect(await accessOf(buyer.id)).toEqual([{ course_id: python.id, order_id: orderId }]);
    expect((await auditRows(db(), orderId, 'order')).map((a) => a.action)).toEqual(['refund-refused']);
  });
});

/** A paid order as the approval leaves it: status approved and access granted through the real grant (a renewal re-points the row). */
async function aPaidOrder(buyer: Person, courses: MadeCourse[], over: Partial<typeof schema.orders.$inferInsert> = {}) {
  const order = await anOrder(db(), { buyer, courses, ...over });
  await db().transaction(async (tx) => {
    await tx
      .update(schema.orders)
      .set({ status: 'approved', payment_status: 'approved', approved_at: new Date() })
      .where(eq(schema.orders.id, order.id));
    await grantOrderAccess(tx, { id: order.id, user_id: buyer.id }, new Date());
  });
  const lines = await db()
    .select()
    .from(schema.orderCourses)
    .where(eq(schema.orderCourses.order_id, order.id))
    .orderBy(schema.orderCourses.id);
  return { ...order, line: (course: MadeCourse) => `course-${lines.find((l) => l.course_id === course.id)!.id}` };
}

const manual = async () => ({ slip: await aSlip(admin), transferred_at: new Date(Date.now() - 3_600_000).toISOString() });

describe('refund by line', () => {
  it('refunds one course of a two-course order: only that course closes', async () => {
    const buyer = await aStudent(db());
    const order = await aPaidOrder(buyer, [python, design]);
    const res = await refund(order.id, { lines: [order.line(design)], reason: 'ลงผิดคอร์ส', manual: await manual() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('partlyRefunded');
    expect(res.body.data.refunds.map((r: { amount: number; via: string }) => [r.amount, r.via])).toEqual([[50_000, 'manual']]);
    expect(await accessOf(buyer.id)).toEqual([{ course_id: python.id, order_id: order.id }]);

    // The buyer's order list says so, line by line.
    const mine = await call()(buyer, 'GET', '/private/orders');
    const listed = mine.body.data.find((o: { id: number }) => o.id === order.id);
    expect(listed.status).toBe('partlyRefunded');
    expect(listed.courses.map((c: { course_id: number; refunded: boolean }) => [c.course_id, c.refunded])).toEqual([
      [python.id, false],
      [design.id, true],
    ]);

    // The same line twice is refused; the rest closes the order at exactly what is left.
    const twice = await refund(order.id, { lines: [order.line(design)], reason: 'ซ้ำ', manual: await manual() });
    expect([twice.status, twice.body.error.code]).toEqual([409, 'REFUND_LINE_REFUNDED']);
    const rest = await refund(order.id, { reason: 'ขอคืนทั้งหมด', manual: await manual() });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data.status).toBe('refunded');
    const given = await db().select().from(schema.refunds).where(eq(schema.refunds.order_id, order.id));
    expect(given.map((r) => r.amount)).toEqual([50_000, 150_000]);
    expect(await accessOf(buyer.id)).toEqual([]);
  });

  it('leaves open a course also bought in another paid order, and one granted by hand', async () => {
    const buyer = await aStudent(db());
    const handGiven = await aCourse(db());
    await grantAccess(db(), buyer.id, handGiven.id);
    const first = await aPaidOrder(buyer, [python]);
    // Order 2 renews Python and adds Design: Python's access row now names order 2.
    const second = await aPaidOrder(buyer, [python, design]);
    expect((await accessOf(buyer.id)).map((a) => a.order_id)).toEqual([second.id, second.id, null]);

    const res = await refund(second.id, { reason: 'คืนทั้งคำสั่งซื้อ', manual: await manual() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Python stays, now held by order 1; Design closes; the hand-given course is untouched.
    expect(await accessOf(buyer.id)).toEqual([
      { course_id: python.id, order_id: first.id },
      { course_id: handGiven.id, order_id: null },
    ]);
    const audit = await auditRows(db(), second.id, 'order');
    expect(audit.at(-1)?.after).toMatchObject({ access_closed: [design.id], via: 'manual', lines: expect.any(Array) });
  });

  it('never gives back more than was paid: an order-level discount and shipping are spread over the lines', async () => {
    const buyer = await aStudent(db());
    const book = await aProduct(db(), { available_qty: 10 });
    // Paid 1,800 for Python (1,500) and two books (700) less 400 off the order: shares 1,227.27 and 572.73.
    const order = await aPaidOrder(buyer, [python], { price: 220_000, discount: 40_000, total: 180_000 });
    const [line] = await db()
      .insert(schema.orderProducts)
      .values({ order_id: order.id, product_id: book.id, price: 35_000, quantity: 2 })
      .returning();
    const res = await refund(order.id, {
      lines: [`product-${line!.id}`],
      reason: 'สินค้าชำรุด',
      return_stock: true,
      manual: await manual(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.refunds[0].amount).toBe(57_273);
    const [stock] = await db().select().from(schema.products).where(eq(schema.products.id, book.id));
    expect(stock!.available_qty).toBe(12);
    const moves = await db().select().from(schema.productStockMoves).where(eq(schema.productStockMoves.order_id, order.id));
    expect(moves.map((m) => [m.delta, m.qty_after, m.kind])).toEqual([[2, 12, 'release']]);
    const rest = await refund(order.id, { reason: 'ที่เหลือ', manual: await manual() });
    expect(rest.body.data.refunds.map((r: { amount: number }) => r.amount)).toEqual([57_273, 122_727]);
    // Python kept its access in this order until now; the sum is exactly what was paid.
    expect(57_273 + 122_727).toBe(180_000);
  });
});

describe('refusals', () => {
  it('a manual refund needs the slip the administrator uploaded, and a time not in the future', async () => {
    const buyer = await aStudent(db());
    const order = await aPaidOrder(buyer, [design]);
    const cases: [object, number, string][] = [
      [{ reason: 'ไม่มีสลิป' }, 400, 'REFUND_SLIP_REQUIRED'],
      [
        { reason: 'สลิปของคนอื่น', manual: { slip: await aSlip(buyer), transferred_at: new Date().toISOString() } },
        400,
        'REFUND_SLIP_REQUIRED',
      ],
      [
        {
          reason: 'อนาคต',
          manual: { slip: await aSlip(admin), transferred_at: new Date(Date.now() + 86_400_000).toISOString() },
        },
        400,
        'REFUND_SLIP_REQUIRED',
      ],
      [{ reason: 'ไฟล์แปลก', manual: { slip: '../../etc/passwd', transferred_at: new Date().toISOString() } }, 400, 'INPUT_ERROR'],
      [{ reason: '   ', manual: await manual() }, 400, 'INPUT_ERROR'],
      [{ lines: ['course-999999'], reason: 'ไม่มีบรรทัดนี้', manual: await manual() }, 400, 'REFUND_LINE_UNKNOWN'],
      [{ lines: ['order-1'], reason: 'รูปแบบผิด' }, 400, 'INPUT_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await refund(order.id, body);
      expect([JSON.stringify(body), res.status, res.body.error?.code]).toEqual([JSON.stringify(body), status, code]);
    }
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row!.status).toBe('approved');
    expect(await accessOf(buyer.id)).toHaveLength(1);
  });

  it('refuses an order that was never paid, and one that does not exist', async () => {
    const buyer = await aStudent(db());
    for (const state of ['unpaid', 'underReview', 'cancelled', 'rejected'] as const) {
      const order = await anOrder(db(), { buyer, courses: [design], state });
      const res = await refund(order.id, { reason: 'ลอง', manual: await manual() });
      expect([state, res.status, res.body.error.code]).toEqual([state, 409, 'TRANSITION_REFUSED']);
    }
    const missing = await refund(999_999, { reason: 'ไม่มี' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('turns away everyone but an administrator', async () => {
    const buyer = await aStudent(db());
    const order = await aPaidOrder(buyer, [design]);
    await expectAdminsOnly(
      call(),
      [['POST', `/private/admin/orders/${order.id}/refund`, { reason: 'ขอคืน' }]],
      buyer,
      await anInstructor(db()),
    );
    const [row] = await db()
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.id, order.id), eq(schema.orders.status, 'approved')));
    expect(row).toBeDefined();
  });
});
