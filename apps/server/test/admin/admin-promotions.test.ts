// /private/admin/promotions/{id}/rules and /private/admin/promotions/preview (spec §3 Promotion, §4
// auto-selection): an administrator sets a promotion's money rules (courses and products, P1/P2, the
// discount, its window, its switch) in one audited call checked like a coupon's terms, the storefront's
// checkout then prices a cart with them, and the preview says which promotion the checkout picks for a
// cart and why the others do not apply.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, anAdmin, aProduct, aPromotion, type MadeCourse, type Person } from '../factories/index.ts';
import { TEN_PERCENT_TERMS } from '@rian/domain/deal-fixtures.test-helpers';
import { useTestApp } from '../helpers.ts';
import { orderWithProducts } from '../order-payload.ts';
import { auditRows, callAs } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const call = callAs(t);

let admin: Person;
let course: MadeCourse;
let other: MadeCourse;

/** Rules: 10 % off the named lines, P1, running, no window. */
const rules = (over: Record<string, unknown> = {}) => ({
  courses: [],
  products: [],
  promotion_type: 'P1',
  ...TEN_PERCENT_TERMS,
  ...over,
});

beforeAll(async () => {
  admin = await anAdmin(db());
  // The demo seed's promotions would take part in every preview: these tests describe their own.
  await db().update(schema.promotions).set({ is_active: false });
  course = await aCourse(db(), { title: 'React ขั้นสูง', plans: [{ price: 300_000 }] });
  other = await aCourse(db(), { title: 'SQL เบื้องต้น', plans: [{ price: 100_000 }] });
});

describe('a promotion’s rules', () => {
  it('are set at once, audited, and read back with the page content', async () => {
    const made = await call(admin, 'POST', '/private/admin/promotions', { title: 'ลดต้นปี' });
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({ is_active: false, discount_amont: 0 });
    const set = await call(
      admin,
      'PUT',
      `/private/admin/promotions/${id}/rules`,
      rules({ courses: [course.id], end_at: '2099-01-31T23:59:00+07:00' }),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({
      title: 'ลดต้นปี',
      courses: [course.id],
      discount_amont: 10,
      is_active: true,
      end_at: '2099-01-31T16:59:00.000Z',
    });
    const [audit] = (await auditRows(db(), id, 'promotion')).filter((a) => a.action === 'update');
    expect(audit!.after).toMatchObject({ discount_amont: 10, is_active: true });
    await call(admin, 'PUT', `/private/admin/promotions/${id}/rules`, rules({ courses: [course.id], is_active: false }));
  });

  it.each([
    ['a percent over 100', { discount_amont: 101 }, 'discount_amont'],
    ['an end before the start', { start_at: '2026-12-02T00:00:00Z', end_at: '2026-12-01T00:00:00Z' }, 'end_at'],
    ['an unknown product', { products: [999_999] }, 'products'],
    ['an unknown course', { courses: [999_999] }, 'courses'],
  ])('refuses %s with INPUT_ERROR on its field, writing nothing', async (_, over, path) => {
    const p = await aPromotion(db(), { title: 'ทดสอบ', is_active: false, discount_amont: 0 });
    const res = await call(admin, 'PUT', `/private/admin/promotions/${p.id}/rules`, rules(over));
    expect([res.status, res.body.error.code]).toEqual([400, 'INPUT_ERROR']);
    // The contract names a field as a JSON pointer, the server's own checks by its name.
    expect(res.body.error.details.map((d: { path: string }) => d.path.replace(/^\//, ''))).toContain(path);
    const [row] = await db().select().from(schema.promotions).where(eq(schema.promotions.id, p.id));
    expect(row!.is_active).toBe(false);
  });
});

describe('the preview and the checkout', () => {
  it('names the promotion the checkout picks, the ones it could and why the rest cannot; the order then prices it', async () => {
    const book = await aProduct(db(), { title: 'หนังสือ React', price: 50_000 });
    const make = async (title: string, r: Record<string, unknown>) => {
      const p = await aPromotion(db(), { title, is_active: false, discount_amont: 0 });
      expect((await call(admin, 'PUT', `/private/admin/promotions/${p.id}/rules`, rules(r))).status).toBe(200);
      return p.id;
    };
    const small = await make('ลด 5%', { courses: [course.id], discount_amont: 5 });
    const big = await make('ลด 500 บาทเมื่อซื้อคู่หนังสือ', {
      courses: [course.id],
      products: [book.id],
      promotion_type: 'P2',
      number_of_course: 2,
      discount_type: 'amount',
      discount_amont: 50_000,
    });
    const other1 = await make('เฉพาะ SQL', { courses: [other.id] });
    const later = await make('ยังไม่เริ่ม', { start_at: '2099-01-01T00:00:00+07:00' });

    const preview = await call(admin, 'POST', '/private/admin/promotions/preview', {
      currency: 'THB',
      courses: [{ course_id: course.id }],
      products: [{ product_id: book.id, quantity: 1 }],
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.lines).toEqual([
      { kind: 'course', id: course.id, title: 'React ขั้นสูง', plan: expect.any(String), price: 300_000 },
      { kind: 'product', id: book.id, title: 'หนังสือ React × 1', plan: null, price: 50_000 },
    ]);
    expect(preview.body.data.chosen).toBe(big);
    const state = (id: number) => preview.body.data.promotions.find((p: { id: number }) => p.id === id);
    expect(state(big)).toMatchObject({ state: 'chosen', discount: 50_000 });
    expect(state(small)).toMatchObject({ state: 'eligible', discount: 15_000 });
    expect(state(other1)).toMatchObject({ state: 'no_match', discount: 0 });
    expect(state(later)).toMatchObject({ state: 'not_running' });

    // Without the book the pair is not there: the 5 % is the checkout's choice.
    const alone = await call(admin, 'POST', '/private/admin/promotions/preview', {
      currency: 'THB',
      courses: [{ course_id: course.id }],
      products: [],
    });
    expect(alone.body.data.chosen).toBe(small);

    // The order with the chosen promotion is priced by the same rules: 500 baht off, spread over the two lines.
    const orderId = await orderWithProducts(t, course, [{ product_id: book.id, quantity: 1 }], { promotion_id: big });
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect([order!.promotion_id, order!.discount]).toEqual([big, 50_000]);
    const [bookLine] = await db().select().from(schema.orderProducts).where(eq(schema.orderProducts.order_id, orderId));
    const [courseLine] = await db().select().from(schema.orderCourses).where(eq(schema.orderCourses.order_id, orderId));
    expect(bookLine!.discount + courseLine!.discount).toBe(50_000);
    expect([bookLine!.promotion_id, courseLine!.promotion_id]).toEqual([big, big]);
    for (const id of [small, big, other1, later])
      await db().update(schema.promotions).set({ is_active: false }).where(eq(schema.promotions.id, id));
  });

  it('refuses a course without a plan in the currency and an unknown product', async () => {
    const usd = await call(admin, 'POST', '/private/admin/promotions/preview', {
      currency: 'USD',
      courses: [{ course_id: other.id }],
      products: [],
    });
    expect([usd.status, usd.body.error.code]).toEqual([400, 'NO_PRICING_PLAN']);
    const unknown = await call(admin, 'POST', '/private/admin/promotions/preview', {
      currency: 'THB',
      courses: [],
      products: [{ product_id: 999_999, quantity: 1 }],
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
