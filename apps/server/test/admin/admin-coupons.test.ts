// /private/admin/coupons (spec §3 Coupon, §5): an administrator lists, creates, edits and
// deletes coupons with their terms checked by the contract and the server; makes 500 unique codes for
// a campaign in one call, downloads them as CSV Excel opens with Thai intact, and reads which orders
// used a coupon and the discount they were given. Every write leaves an audit row.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { COUPON_CODE_ALPHABET } from '@rian/domain/coupon-codes';
import { aCoupon, aCourse, anAdmin, aProduct, aStudent, type MadeCourse, type Person } from '../factories/index.ts';
import { TEN_PERCENT_TERMS } from '@rian/domain/deal-fixtures.test-helpers';
import { useTestApp } from '../helpers.ts';
import { orderPayload, orderWithProducts } from '../order-payload.ts';
import { auditRows, callAs, expectInputError } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const call = callAs(t);

let admin: Person;
let course: MadeCourse;

/** Valid terms: 10 % off every course, P1, any method, no limit, no window. */
const terms = (over: Record<string, unknown> = {}) => ({
  name: 'ลดสิบเปอร์เซ็นต์',
  courses: [],
  payment_method: [],
  coupon_type: 'P1',
  usage_limit: null,
  ...TEN_PERCENT_TERMS,
  ...over,
});

beforeAll(async () => {
  admin = await anAdmin(db());
  course = await aCourse(db(), { title: 'Python พื้นฐาน', plans: [{ price: 200_000 }] });
});

describe('one coupon', () => {
  it('is created, read, edited and deleted, each write audited', async () => {
    const made = await call(admin, 'POST', '/private/admin/coupons', { code: ' welcome10 ', ...terms({ courses: [course.id] }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({ code: 'WELCOME10', courses: [course.id], used_count: 0, campaign: null });

    const read = await call(admin, 'GET', `/private/admin/coupons/${id}`);
    expect(read.body.data.name).toBe('ลดสิบเปอร์เซ็นต์');

    const window = { start_at: '2026-12-01T00:00:00+07:00', end_at: '2026-12-31T23:59:00+07:00' };
    const edited = await call(admin, 'PATCH', `/private/admin/coupons/${id}`, { discount_amont: 15, ...window });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      discount_amont: 15,
      start_at: '2026-11-30T17:00:00.000Z',
      end_at: '2026-12-31T16:59:00.000Z',
    });

    expect((await call(admin, 'DELETE', `/private/admin/coupons/${id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/private/admin/coupons/${id}`)).status).toBe(404);
    const audit = await auditRows(db(), id, 'coupon');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.after).toMatchObject({ discount_amont: 15 });
  });

  it.each([
    ['a percent over 100', { discount_amont: 101 }, 'discount_amont', 'percent'],
    ['a zero amount', { discount_type: 'amount', discount_amont: 0 }, 'discount_amont', 'min'],
    [
      'a zero USD amount',
      { discount_type: 'amount', discount_amont: 5000, discount_amount_usd: 0 },
      'discount_amount_usd',
      'min',
    ],
    ['an end before the start', { start_at: '2026-12-02T00:00:00Z', end_at: '2026-12-01T00:00:00Z' }, 'end_at', 'endBeforeStart'],
    ['an unknown type', { coupon_type: 'P3' }, 'coupon_type', undefined],
  ])('refuses %s with INPUT_ERROR on its field', async (_, over, path, message) => {
    const res = await call(admin, 'POST', '/private/admin/coupons', { code: 'BAD1', ...terms(over) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INPUT_ERROR');
    const detail = (res.body.error.details as { path: string; message: string }[]).find((d) => d.path.includes(path));
    expect(detail, JSON.stringify(res.body.error.details)).toBeDefined();
    if (message) expect(detail!.message).toBe(message);
  });

  it('checks a PATCH against the stored terms: an amount coupon of 500 baht cannot become 500 percent', async () => {
    const c = await aCoupon(db(), { discount_type: 'amount', discount_amont: 50_000 });
    const res = await call(admin, 'PATCH', `/private/admin/coupons/${c.id}`, { discount_type: 'percent' });
    expectInputError(res, 'discount_amont');
  });

  it('refuses a code another coupon holds, whatever its case, and courses that do not exist', async () => {
    await aCoupon(db(), { code: 'TAKEN1' });
    const taken = await call(admin, 'POST', '/private/admin/coupons', { code: 'taken1', ...terms() });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'COUPON_CODE_TAKEN']);
    const unknown = await call(admin, 'POST', '/private/admin/coupons', { code: 'NEW1', ...terms({ courses: [999_999] }) });
    expect([unknown.status, unknown.body.error.details[0].path]).toEqual([400, 'courses']);
  });

  it('lists by code or name, active or expired', async () => {
    const now = Date.now();
    const gone = await aCoupon(db(), { code: 'GONE-LIST', name: 'หมดแล้ว', end_at: new Date(now - 86_400_000) });
    const live = await aCoupon(db(), { code: 'LIVE-LIST', name: 'ยังใช้ได้', end_at: new Date(now + 86_400_000) });
    const off = await aCoupon(db(), { code: 'OFF-LIST', is_active: false });
    const ids = async (q: string) =>
      ((await call(admin, 'GET', `/private/admin/coupons?per_page=100&${q}`)).body.data as { id: number }[]).map((c) => c.id);
    expect(await ids('q=list&state=expired')).toEqual([gone.id]);
    expect(await ids('q=list&state=active')).toEqual([live.id]);
    expect(await ids(`q=${encodeURIComponent('ใช้ได้')}`)).toEqual([live.id]);
    expect(await ids('q=list&sort=code')).toEqual([gone.id, live.id, off.id]);
    expect((await call(admin, 'GET', '/private/admin/coupons?state=soon')).status).toBe(400);
  });
});

describe('a campaign', () => {
  it('makes 500 unique codes in one call, and exports them as CSV with a BOM and Thai', async () => {
    const res = await call(admin, 'POST', '/private/admin/coupons/bulk', {
      prefix: 'xmas-',
      count: 500,
      campaign: 'ปีใหม่ 2027',
      ...terms({ discount_type: 'amount', discount_amont: 10_000, usage_limit: 1, end_at: '2027-01-31T23:59:00+07:00' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toEqual({ campaign: 'ปีใหม่ 2027', created: 500 });
    const rows = await db().select().from(schema.coupons).where(eq(schema.coupons.campaign, 'ปีใหม่ 2027'));
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((r) => r.code)).size).toBe(500);
    for (const r of rows) expect(r.code).toMatch(new RegExp(`^XMAS-[${COUPON_CODE_ALPHABET}]{8}$`));
    expect(rows.every((r) => r.usage_limit === 1 && r.discount_amont === 10_000)).toBe(true);
    expect((await auditRows(db(), 'ปีใหม่ 2027', 'coupon_campaign')).map((a) => a.action)).toEqual(['create']);

    const csv = await t.app.inject({
      url: `/private/admin/coupons/export.csv?campaign=${encodeURIComponent('ปีใหม่ 2027')}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="coupons-_2027-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(501);
    expect(lines[0]).toContain('รหัสคูปอง');
    expect(lines[1]).toMatch(/^XMAS-\w{8},ลดสิบเปอร์เซ็นต์,ปีใหม่ 2027,P1,100\.00 บาท,,,2027-01-31 23:59,1,0,ใช่$/);
  });

  it.each([
    ['more than 1,000 codes', { count: 1001 }, '/count'],
    ['an empty campaign name', { campaign: ' ' }, '/campaign'],
    ['a prefix with a space', { prefix: 'NEW YEAR' }, '/prefix'],
  ])('refuses %s', async (_, over, path) => {
    const res = await call(admin, 'POST', '/private/admin/coupons/bulk', {
      prefix: 'A',
      count: 2,
      campaign: 'x',
      ...terms(),
      ...over,
    });
    expect([res.status, res.body.error.details[0].path]).toEqual([400, path]);
  });

  it('refuses the CSV of a campaign with an empty name', async () => {
    const csv = await t.app.inject({ url: '/private/admin/coupons/export.csv?campaign=', headers: { cookie: admin.cookie } });
    expect(csv.statusCode).toBe(400);
  });
});

describe('usage', () => {
  it('lists the order that used the coupon with the discount it gave, and keeps the coupon from deletion', async () => {
    const c = await aCoupon(db(), { code: 'USED-ONCE', discount_type: 'percent', discount_amont: 25 });
    const buyer = await aStudent(db(), { firstname: 'สมหญิง', lastname: 'ใจงาม' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/private/cart/order',
      payload: orderPayload(course, { coupon_id: [c.id] }),
      headers: { cookie: buyer.cookie },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const usage = await call(admin, 'GET', `/private/admin/coupons/${c.id}/usage`);
    expect(usage.status).toBe(200);
    const [orderRow] = await db()
      .select()
      .from(schema.orders)
      .where(sql`${schema.orders.coupon_ids} @> ${JSON.stringify([c.id])}::jsonb`);
    expect(usage.body.data).toEqual([
      {
        order_id: orderRow!.id,
        order_token: orderRow!.order_token,
        created_at: orderRow!.created_at.toISOString(),
        status: 'notYetReceived',
        buyer: { name: 'สมหญิง ใจงาม', email: orderRow!.email },
        currency_code: 'THB',
        // 25 % of 2,000 baht.
        discount: 50_000,
        shared: false,
      },
    ]);
    expect((await call(admin, 'GET', `/private/admin/coupons/${c.id}`)).body.data.used_count).toBe(1);

    const removed = await call(admin, 'DELETE', `/private/admin/coupons/${c.id}`);
    expect([removed.status, removed.body.error.code]).toEqual([409, 'IN_USE']);
    expect((await call(admin, 'GET', '/private/admin/coupons/999999/usage')).status).toBe(404);
  });
});

describe('a coupon bound to a product', () => {
  it('takes its discount off that product line only; the order line keeps it and the usage counts it', async () => {
    const book = await aProduct(db(), { title: 'หนังสือ Python', price: 40_000 });
    const other = await aProduct(db(), { price: 10_000 });
    const made = await call(admin, 'POST', '/private/admin/coupons', {
      code: 'BOOK20',
      ...terms({ products: [book.id], discount_amont: 20 }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.products).toEqual([book.id]);
    const unknown = await call(admin, 'PATCH', `/private/admin/coupons/${made.body.data.id}`, { products: [999_999] });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'INPUT_ERROR']);

    const orderId = await orderWithProducts(
      t,
      course,
      [
        { product_id: book.id, quantity: 2 },
        { product_id: other.id, quantity: 1 },
      ],
      { coupon_id: [made.body.data.id] },
    );
    const lines = await db().select().from(schema.orderProducts).where(eq(schema.orderProducts.order_id, orderId));
    // 20 % of 2 × 400 baht on the book; nothing on the other product or on the course.
    expect(lines.map((l) => [l.product_id, l.discount, l.coupon_ids])).toEqual([
      [book.id, 16_000, [made.body.data.id]],
      [other.id, 0, []],
    ]);
    const [courseLine] = await db().select().from(schema.orderCourses).where(eq(schema.orderCourses.order_id, orderId));
    expect(courseLine!.discount).toBe(0);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.discount).toBe(16_000);
    expect(order!.total).toBe(200_000 + 80_000 + 10_000 - 16_000 + 5_000);

    const usage = await call(admin, 'GET', `/private/admin/coupons/${made.body.data.id}/usage`);
    expect(usage.body.data).toMatchObject([{ order_id: orderId, discount: 16_000, shared: false }]);
  });
});
