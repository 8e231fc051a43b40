// The back office's search box: every word in courses, products, orders, members, pages and coupons,
// a few of each kind; administrators only (the permission matrix in admin-access.test.ts holds it too).
import { describe, expect, it } from 'vitest';
import { schema } from '@rian/db';
import { ADMIN_SEARCH_PER_KIND } from '@rian/contracts/admin/search';
import { aCoupon, aCourse, anAdmin, anInstructor, aProduct, aStudent } from '../factories/index.ts';
import { useTestApp } from '../helpers.ts';

const t = useTestApp({ seed: 'defaults' });

async function search(cookie: string, q: string) {
  return t.app.inject({ method: 'GET', url: `/private/admin/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
}

describe('GET /private/admin/search', () => {
  it('finds each kind by every word of q, and names where it opens', async () => {
    const db = t.db.handle.db;
    const admin = await anAdmin(db);
    const course = (await aCourse(db, { title: 'ถ่ายภาพอาหารด้วยมือถือ', title_en: 'Food photography' })).course;
    const product = await aProduct(db, { title: 'ขาตั้งกล้องอาหาร', sku: 'TRIPOD-FOOD' });
    const buyer = await aStudent(db, { firstname: 'สมศรี', lastname: 'อาหารดี', email: 'somsri.food@example.com' });
    const [page] = await db
      .insert(schema.customPages)
      .values({ slug: 'food-policy', title: 'นโยบายร้านอาหาร', body: '<p>…</p>' })
      .returning();
    const coupon = await aCoupon(db, { code: 'FOOD50', name: 'ส่วนลดอาหาร' });

    const res = await search(admin.cookie, 'food');
    expect(res.statusCode).toBe(200);
    const hits = res.json().data as { kind: string; id: number; title: string; detail: string | null }[];
    expect(hits).toEqual(
      expect.arrayContaining([
        { kind: 'course', id: course.id, title: 'ถ่ายภาพอาหารด้วยมือถือ', detail: course.slug },
        { kind: 'product', id: product.id, title: 'ขาตั้งกล้องอาหาร', detail: 'TRIPOD-FOOD' },
        { kind: 'user', id: buyer.id, title: 'สมศรี อาหารดี', detail: 'somsri.food@example.com' },
        { kind: 'page', id: page!.id, title: 'นโยบายร้านอาหาร', detail: 'food-policy' },
        { kind: 'coupon', id: coupon.id, title: 'FOOD50', detail: 'ส่วนลดอาหาร' },
      ]),
    );
    // Every word must match: Thai words narrow it to the member.
    const both = (await search(admin.cookie, 'สมศรี food')).json().data as { kind: string }[];
    expect(both.map((h) => h.kind)).toEqual(['user']);
    // Nothing typed finds nothing; a word nobody holds finds nothing.
    expect((await search(admin.cookie, '  ')).json().data).toEqual([]);
    expect((await search(admin.cookie, 'ไม่มีใครมีคำนี้')).json().data).toEqual([]);
  });

  it('answers a few of each kind, the newest first', async () => {
    const db = t.db.handle.db;
    const admin = await anAdmin(db);
    const made = [];
    for (let i = 0; i < ADMIN_SEARCH_PER_KIND + 2; i++) made.push((await aCourse(db, { title: `คอร์สชุดซ้ำ ${i}` })).id);
    const res = await search(admin.cookie, 'ชุดซ้ำ');
    expect(res.json()).toMatchObject({ success: true });
    const hits = res.json().data as { kind: string; id: number }[];
    expect(hits.map((h) => h.id)).toEqual(made.reverse().slice(0, ADMIN_SEARCH_PER_KIND));
  });

  it('is for administrators only, and refuses an over-long q with the catalogue code', async () => {
    const db = t.db.handle.db;
    expect((await search((await aStudent(db)).cookie, 'food')).statusCode).toBe(403);
    expect((await search((await anInstructor(db)).cookie, 'food')).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/private/admin/search?q=food' });
    expect(visitor.statusCode).toBe(401);
    const long = await search((await anAdmin(db)).cookie, 'ก'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('INPUT_ERROR');
  });
});
