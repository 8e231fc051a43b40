// /private/admin/orders: an administrator finds orders by status, method, Thai calendar days, course,
// product and words (the buyer's name, e-mail and phone, the order's number and token), newest first;
// the same filter exports CSV that Excel opens with Thai intact (UTF-8 BOM, CRLF, Thai time).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  aCourse,
  anAdmin,
  anOrder,
  aProduct,
  aShippingAddress,
  aShippingFee,
  aStudent,
  type MadeCourse,
  type OrderRow,
  type Person,
} from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { orderPayload } from '../order-payload.ts';
import { auditRows, csvLines } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

let admin: Person;
let somchai: Person;
let malee: Person;
let python: MadeCourse;
let design: MadeCourse;
const made: Record<'paid' | 'unpaid' | 'review' | 'product', OrderRow> = {} as never;

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/private/admin/orders?${query}`, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; items: string[]; buyer: { name: string } }[]; total: number };
};
const ids = async (query: string) => (await list(query)).data.map((o) => o.id);

beforeAll(async () => {
  admin = await anAdmin(db());
  somchai = await aStudent(db(), { firstname: 'สมชาย', lastname: 'ใจดี', tel: '0812345678' });
  malee = await aStudent(db(), { firstname: 'มาลี', lastname: 'สวยงาม' });
  python = await aCourse(db(), { title: 'Python พื้นฐาน' });
  design = await aCourse(db(), { title: 'ออกแบบกราฟิก' });
  // 2026-11-01 00:30 Thai time is 17:30 UTC on 31 October: a Thai-day filter counts it on the 1st.
  made.paid = await anOrder(db(), {
    buyer: somchai,
    courses: [python],
    state: 'paid',
    created_at: new Date('2026-10-31T17:30:00Z'),
  });
  made.unpaid = await anOrder(db(), { buyer: malee, courses: [design], created_at: new Date('2026-11-02T03:00:00Z') });
  made.review = await anOrder(db(), {
    buyer: malee,
    courses: [python, design],
    state: 'underReview',
    payment_method_id: 2,
    created_at: new Date('2026-11-03T03:00:00Z'),
  });
  const book = await aProduct(db(), { title: 'หนังสือ "Python, ฉบับย่อ"' });
  made.product = await anOrder(db(), {
    buyer: somchai,
    total: 35_000,
    price: 35_000,
    created_at: new Date('2026-11-04T03:00:00Z'),
  });
  await db().insert(schema.orderProducts).values({ order_id: made.product.id, product_id: book.id, price: 35_000, quantity: 1 });
});

describe('the back office order list', () => {
  it('lists every order newest first, with its buyer and what it holds', async () => {
    const page = await list('');
    expect(page.data.map((o) => o.id)).toEqual([made.product.id, made.review.id, made.unpaid.id, made.paid.id]);
    expect(page.total).toBe(4);
    const review = page.data.find((o) => o.id === made.review.id)!;
    expect(review).toMatchObject({ items: ['Python พื้นฐาน', 'ออกแบบกราฟิก'], buyer: { name: 'มาลี สวยงาม' } });
    expect(page.data[0]!.items).toEqual(['หนังสือ "Python, ฉบับย่อ"']);
    expect(await ids('sort=total&per_page=10&page=1')).toHaveLength(4);
  });

  it('filters by status, method, course, product and Thai calendar days', async () => {
    expect(await ids('status=approved')).toEqual([made.paid.id]);
    expect(await ids('status=pendingApproved')).toEqual([made.review.id]);
    expect(await ids('method=2')).toEqual([made.review.id]);
    expect(await ids(`course=${python.id}`)).toEqual([made.review.id, made.paid.id]);
    expect(await ids(`course=${design.id}&status=notYetReceived`)).toEqual([made.unpaid.id]);
    const [line] = await db().select().from(schema.orderProducts);
    expect(await ids(`product=${line!.product_id}`)).toEqual([made.product.id]);
    expect(await ids('from=2026-11-01&to=2026-11-01')).toEqual([made.paid.id]);
    expect(await ids('to=2026-10-31')).toEqual([]);
    expect(await ids('from=2026-11-02&to=2026-11-03')).toEqual([made.review.id, made.unpaid.id]);
  });

  it("finds words in the buyer's name, e-mail and phone, and the order's number and token", async () => {
    expect(await ids('q=สมชาย')).toEqual([made.product.id, made.paid.id]);
    expect(await ids(`q=${encodeURIComponent('มาลี สวย')}`)).toEqual([made.review.id, made.unpaid.id]);
    expect(await ids(`q=${encodeURIComponent(malee.user.email)}`)).toEqual([made.review.id, made.unpaid.id]);
    expect(await ids('q=0812345678')).toEqual([made.product.id, made.paid.id]);
    expect(await ids(`q=${made.unpaid.order_token.slice(0, 12)}`)).toEqual([made.unpaid.id]);
    expect(await ids('q=ไม่มีใครชื่อนี้')).toEqual([]);
  });

  it('refuses a filter it does not know how to read', async () => {
    for (const query of ['status=paid', 'from=1/11/2026', 'to=2026-02-30', 'method=abc', 'sort=email']) {
      const res = await t.app.inject({ url: `/private/admin/orders?${query}`, headers: { cookie: admin.cookie } });
      expect([query, res.statusCode, res.json().error.code]).toEqual([query, 400, 'INPUT_ERROR']);
    }
    // The export checks first and answers the same error, never a download cut short.
    const csv = await t.app.inject({ url: '/private/admin/orders/export.csv?to=2026-02-30', headers: { cookie: admin.cookie } });
    expect([csv.statusCode, csv.json().error.code]).toEqual([400, 'INPUT_ERROR']);
  });

  it('exports the filtered list as CSV for Excel: BOM, Thai words and time, quoted fields', async () => {
    const lines = await csvLines(t, admin, `/private/admin/orders/export.csv?course=${python.id}`, 'orders');
    expect(lines[0]).toBe('เลขที่,วันเวลา (เวลาไทย),สถานะ,ช่องทางชำระเงิน,ผู้ซื้อ,อีเมล,โทรศัพท์,รายการ,สกุลเงิน,ยอดรวม,รหัสอ้างอิง');
    expect(lines).toHaveLength(4); // header, two orders, and the final line break
    expect(lines[1]).toContain(`${made.review.id},2026-11-03 10:00,รอตรวจสอบ,`);
    expect(lines[1]).toContain(',"Python พื้นฐาน, ออกแบบกราฟิก",THB,2000.00,');
    expect(lines[2]).toMatch(new RegExp(`^${made.paid.id},2026-11-01 00:30,ชำระเงินแล้ว,`));
    expect(lines[3]).toBe('');

    const product = await t.app.inject({ url: '/private/admin/orders/export.csv?q=สมชาย', headers: { cookie: admin.cookie } });
    expect(product.rawPayload.toString('utf8')).toContain('"หนังสือ ""Python, ฉบับย่อ"""');
  });

  it('shows one order: its lines and plans, amounts, and a timeline from made to paid', async () => {
    const [report] = await db().select().from(schema.paymentReports).where(eq(schema.paymentReports.order_id, made.review.id));
    const approve = { order_payment_id: report!.id, order_id: made.review.id, approve_by: 'admin', payment_method_id: 2 };
    const approved = await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      payload: approve,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const res = await t.app.inject({ url: `/private/admin/orders/${made.review.id}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({
      id: made.review.id,
      status: 'approved',
      total: 200_000,
      buyer: { name: 'มาลี สวยงาม' },
      products: [],
      coupons: [],
      promotion: null,
    });
    expect(order.courses.map((c: { title: string; plan_id: number }) => [c.title, c.plan_id])).toEqual([
      ['Python พื้นฐาน', python.plan.id],
      ['ออกแบบกราฟิก', design.plan.id],
    ]);
    expect(order.timeline.map((e: { kind: string; status: string | null }) => [e.kind, e.status])).toEqual([
      ['created', null],
      ['report', 'banktransfer'],
      ['decision', 'approved'],
      ['approved', null],
    ]);
    const missing = await t.app.inject({ url: '/private/admin/orders/999999', headers: { cookie: admin.cookie } });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('cancels an unpaid order through the lifecycle: its seat and stock come back once, and it is audited', async () => {
    const buyer = await aStudent(db());
    const seated = await aCourse(db(), { seat: 10 });
    const book = await aProduct(db(), { available_qty: 5 });
    const fee = await aShippingFee(db());
    const address = await aShippingAddress(db(), buyer.id);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/private/cart/order',
      headers: { cookie: buyer.cookie },
      payload: orderPayload(seated, {
        withholding_percent: 3,
        products: [{ product_id: book.id, quantity: 2 }],
        shipping_address_id: address.id,
        shipping_fee_id: fee.id,
        price: seated.plan.price! + book.price * 2,
        shipping_fee: fee.price,
      }),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.user_id, buyer.id));
    const held = async () => ({
      seats: (await db().select().from(schema.courses).where(eq(schema.courses.id, seated.id)))[0]!.seats_taken,
      stock: (await db().select().from(schema.products).where(eq(schema.products.id, book.id)))[0]!.available_qty,
    });
    expect(await held()).toEqual({ seats: 1, stock: 3 });

    const cancel = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/private/admin/orders/${order!.id}/cancel`,
        payload: { reason },
        headers: { cookie: admin.cookie },
      });
    expect((await cancel('   ')).json().error.code).toBe('INPUT_ERROR');
    const res = await cancel('ลูกค้าขอยกเลิกทางโทรศัพท์');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await held()).toEqual({ seats: 0, stock: 5 });
    expect(res.json().data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'admin', 'cancelled']);

    const again = await cancel('อีกครั้ง');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'TRANSITION_REFUSED']);
    expect(await held()).toEqual({ seats: 0, stock: 5 });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/private/admin/orders/${made.paid.id}/cancel`,
      payload: { reason: 'ผิดพลาด' },
      headers: { cookie: admin.cookie },
    });
    expect([paid.statusCode, paid.json().error.code]).toEqual([409, 'TRANSITION_REFUSED']);

    const audit = await auditRows(db(), order!.id, 'order');
    expect(audit.map((a) => [a.entity_id, a.action, a.after])).toEqual([
      [String(order!.id), 'cancel', { status: 'cancelled', reason: 'ลูกค้าขอยกเลิกทางโทรศัพท์' }],
    ]);
  });

  it('turns away everyone but an administrator', async () => {
    const student = await aStudent(db());
    for (const url of ['/private/admin/orders', '/private/admin/orders/export.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: student.cookie } })).statusCode).toBe(403);
    }
  });
});
