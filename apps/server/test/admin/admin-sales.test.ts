// /private/admin/sales: the sales dashboard's figures over Thai calendar days. Orders count on the
// Bangkok day they were paid (an order paid at 23:30 Bangkok time, 16:30 UTC, is that day's), THB and
// USD stay apart, refunds and the transfer reports awaiting approval are their own figures, and the
// same figures download as CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { SalesReport } from '@rian/contracts/admin/sales';
import { aCourse, anAdmin, anOrder, aProduct, aStudent, type MadeCourse, type Person } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';
import { csvLines } from './admin-calls.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;

let admin: Person;
/** The courses on sale, by name. */
const course = {} as Record<'python' | 'design' | 'english', MadeCourse>;
/** The dashboard's figures for a query string, as an administrator. */
const get = (query: string) => t.app.inject({ url: `/private/admin/sales?${query}`, headers: { cookie: admin.cookie } });
const sales = async (query: string): Promise<SalesReport> => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const at = (iso: string) => ({ approved_at: new Date(iso), created_at: new Date(iso) });
const THB = (n: number) => ({ THB: n, USD: 0 });

beforeAll(async () => {
  admin = await anAdmin(db());
  const buyer = await aStudent(db());
  const python = (course.python = await aCourse(db(), { title: 'Python พื้นฐาน' })); // 1,000 baht
  const design = (course.design = await aCourse(db(), { title: 'ออกแบบกราฟิก', plans: [{ price: 250_000 }] }));
  const english = (course.english = await aCourse(db(), { title: 'English for Work', plans: [{ price: 3_000 }] })); // sold in dollars below
  // A buyer of their own for each paid order: a buyer holds a course once.
  const paid = async () => ({ buyer: await aStudent(db()), state: 'paid' as const });
  await anOrder(db(), { ...(await paid()), courses: [python], ...at('2026-11-03T03:00:00Z') });
  // 23:30 on 5 November in Bangkok is 16:30 UTC the same day: the 5th's, not the 6th's.
  await anOrder(db(), {
    ...(await paid()),
    courses: [python, design],
    payment_method_id: 2,
    ...at('2026-11-05T16:30:00Z'),
  });
  // 00:30 on 6 November in Bangkok is 17:30 UTC on the 5th: the 6th's.
  const afterMidnight = await anOrder(db(), { ...(await paid()), courses: [design], ...at('2026-11-05T17:30:00Z') });
  await anOrder(db(), {
    ...(await paid()),
    courses: [english],
    currency_code: 'USD',
    payment_method_id: 2,
    ...at('2026-11-10T05:00:00Z'),
  });
  const book = await aProduct(db(), { title: 'หนังสือ Python' });
  const twoBooks = await anOrder(db(), { ...(await paid()), price: 70_000, total: 70_000, ...at('2026-11-12T02:00:00Z') });
  await db().insert(schema.orderProducts).values({ order_id: twoBooks.id, product_id: book.id, price: 35_000, quantity: 2 });
  await anOrder(db(), {
    buyer,
    courses: [design],
    state: 'underReview',
    created_at: new Date('2026-11-14T03:00:00Z'),
  });
  await anOrder(db(), { buyer, courses: [python], created_at: new Date('2026-11-15T03:00:00Z') });
  // 23:59 on 31 October in Bangkok: outside November.
  await anOrder(db(), { ...(await paid()), courses: [python], ...at('2026-10-31T16:59:00Z') });
  // 500 baht of the 00:30 order given back on 20 November.
  await db()
    .insert(schema.refunds)
    .values({
      order_id: afterMidnight.id,
      amount: 50_000,
      currency_code: 'THB',
      reason: 'เรียนไม่ได้',
      via: 'manual',
      actor_username: 'admin',
      created_at: new Date('2026-11-20T03:00:00Z'),
    });
  await db().update(schema.orders).set({ status: 'partlyRefunded' }).where(eq(schema.orders.id, afterMidnight.id));
});

describe('the sales dashboard', () => {
  it('adds up November: paid, refunds, net, awaiting approval, THB and USD apart', async () => {
    const r = await sales('from=2026-11-01&to=2026-11-30');
    expect([r.from, r.to, r.bucket]).toEqual(['2026-11-01', '2026-11-30', 'day']);
    expect(r.paid).toEqual({ count: 5, amounts: { THB: 770_000, USD: 3_000 } });
    expect(r.refunds).toEqual({ count: 1, amounts: THB(50_000) });
    expect(r.net).toEqual({ THB: 720_000, USD: 3_000 });
    expect(r.pending_approvals).toEqual({ count: 1, amounts: THB(250_000) });
  });

  it('cuts revenue by Thai day, ISO week and month, empty buckets included', async () => {
    const days = (await sales('from=2026-11-01&to=2026-11-30')).series;
    expect(days).toHaveLength(30);
    const sold = days.filter((d) => d.count > 0);
    expect(sold).toEqual([
      { start: '2026-11-03', count: 1, amounts: THB(100_000) },
      { start: '2026-11-05', count: 1, amounts: THB(350_000) },
      { start: '2026-11-06', count: 1, amounts: THB(250_000) },
      { start: '2026-11-10', count: 1, amounts: { THB: 0, USD: 3_000 } },
      { start: '2026-11-12', count: 1, amounts: THB(70_000) },
    ]);
    expect(days[0]).toEqual({ start: '2026-11-01', count: 0, amounts: THB(0) });

    const weeks = (await sales('from=2026-11-01&to=2026-11-30&bucket=week')).series;
    expect(weeks.map((w) => [w.start, w.count, w.amounts.THB, w.amounts.USD])).toEqual([
      ['2026-10-26', 0, 0, 0],
      ['2026-11-02', 3, 700_000, 0],
      ['2026-11-09', 2, 70_000, 3_000],
      ['2026-11-16', 0, 0, 0],
      ['2026-11-23', 0, 0, 0],
      ['2026-11-30', 0, 0, 0],
    ]);
    const months = (await sales('from=2026-10-01&to=2026-11-30&bucket=month')).series;
    expect(months).toEqual([
      { start: '2026-10-01', count: 1, amounts: THB(100_000) },
      { start: '2026-11-01', count: 5, amounts: { THB: 770_000, USD: 3_000 } },
    ]);
  });

  it('counts an order paid at 23:30 Bangkok time on that Bangkok day', async () => {
    expect((await sales('from=2026-11-05&to=2026-11-05')).paid).toEqual({ count: 1, amounts: THB(350_000) });
    expect((await sales('from=2026-11-06&to=2026-11-06')).paid).toEqual({ count: 1, amounts: THB(250_000) });
    expect((await sales('from=2026-10-31&to=2026-10-31')).paid).toEqual({ count: 1, amounts: THB(100_000) });
  });

  it('groups by method, course, product and status', async () => {
    const r = await sales('from=2026-11-01&to=2026-11-30');
    expect(r.by_method).toEqual([
      { method_id: 1, name: 'โอนเงินผ่านธนาคาร', count: 3, amounts: THB(420_000) },
      { method_id: 2, name: 'เพย์พาล', count: 2, amounts: { THB: 350_000, USD: 3_000 } },
    ]);
    expect(r.top_courses).toEqual([
      { id: course.design.id, title: 'ออกแบบกราฟิก', count: 2, amounts: THB(500_000) },
      { id: course.python.id, title: 'Python พื้นฐาน', count: 2, amounts: THB(200_000) },
      { id: course.english.id, title: 'English for Work', count: 1, amounts: { THB: 0, USD: 3_000 } },
    ]);
    expect(r.top_products).toEqual([{ id: expect.any(Number), title: 'หนังสือ Python', count: 2, amounts: THB(70_000) }]);
    expect(r.by_status).toEqual([
      { status: 'approved', count: 4, amounts: { THB: 520_000, USD: 3_000 } },
      { status: 'notYetReceived', count: 1, amounts: THB(100_000) },
      { status: 'partlyRefunded', count: 1, amounts: THB(250_000) },
      { status: 'pendingApproved', count: 1, amounts: THB(250_000) },
    ]);
  });

  it('refuses a period that runs backwards, spans more than three years, or cannot be read', async () => {
    const refused = async (query: string) => {
      const res = await get(query);
      return [query, res.statusCode, res.json().error.code];
    };
    expect(await refused('from=2026-11-02&to=2026-11-01')).toEqual([
      'from=2026-11-02&to=2026-11-01',
      400,
      'SALES_RANGE_REVERSED',
    ]);
    expect(await refused('from=2023-01-01&to=2026-11-01')).toEqual([
      'from=2023-01-01&to=2026-11-01',
      400,
      'SALES_RANGE_TOO_LONG',
    ]);
    for (const query of ['bucket=year', 'from=2026-02-30', 'to=1/11/2026']) {
      expect(await refused(query)).toEqual([query, 400, 'INPUT_ERROR']);
    }
    const csv = await t.app.inject({
      url: '/private/admin/sales/export.csv?from=2026-11-02&to=2026-11-01',
      headers: { cookie: admin.cookie },
    });
    expect([csv.statusCode, csv.json().error.code]).toEqual([400, 'SALES_RANGE_REVERSED']);
  });

  it('answers the last 30 Thai days when no period is given', async () => {
    const r = await sales('');
    expect(r.series).toHaveLength(30);
    expect(r.series.at(-1)!.start).toBe(r.to);
  });

  it('exports the same figures as CSV for Excel, THB and USD in their own columns', async () => {
    const lines = await csvLines(t, admin, '/private/admin/sales/export.csv?from=2026-11-01&to=2026-11-30&bucket=week', 'sales');
    expect(lines.slice(0, 6)).toEqual([
      'ช่วงวันที่,2026-11-01 ถึง 2026-11-30,รายสัปดาห์',
      'หมวด,รายการ,จำนวน,ยอด THB,ยอด USD',
      'ยอดชำระแล้ว,รวม,5,7700.00,30.00',
      'คืนเงิน,รวม,1,500.00,0.00',
      'ยอดสุทธิ,ชำระแล้วหักคืนเงิน,5,7200.00,30.00',
      'รอตรวจสอบการโอน,ขณะนี้,1,2500.00,0.00',
    ]);
    expect(lines).toContain('ยอดขายรายสัปดาห์,2026-11-09,2,700.00,30.00');
    expect(lines).toContain('ช่องทางชำระเงิน,เพย์พาล,2,3500.00,30.00');
    expect(lines).toContain('คอร์สขายดี,ออกแบบกราฟิก,2,5000.00,0.00');
    expect(lines).toContain('สินค้าขายดี,หนังสือ Python,2,700.00,0.00');
    expect(lines).toContain('คำสั่งซื้อตามสถานะ,รอตรวจสอบ,1,2500.00,0.00');
    expect(lines.at(-1)).toBe('');
  });
});
