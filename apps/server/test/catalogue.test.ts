// The public catalogue calls of spec §7, through the real server on an academy the file builds:
// categories, published and hidden courses with every kind of plan, products and promotions.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import {
  CategoryCoursesResponseSchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  ErrorResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  PromotionDetailResponseSchema,
  PromotionListResponseSchema,
} from '@rian/contracts';
import {
  aCategory,
  aCourse,
  aProduct,
  aPromotion,
  aSection,
  aShippingFee,
  aTeacher,
  FREE_PLAN,
  type CategoryRow,
  type MadeCourse,
  type ProductRow,
} from './factories/index.ts';
import { useTestApp, rebuild } from './helpers.ts';

const t = useTestApp({ seed: 'defaults' });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const db = () => t.db.handle.db;

const DAY = 86_400_000;
let programming: CategoryRow;
/** A course with a teacher, an outline and a plan of every kind (spec §3, §6). */
let featured: MadeCourse;
let book: ProductRow;

/**
 * Twelve published courses (two pages of ten) in two of three categories, with each layout, an
 * open, a closed and a full registration, and bestsellers; two hidden courses; four products, one
 * out of stock and one with a percent sign; a running promotion of each type.
 */
beforeAll(async () => {
  programming = await aCategory(db(), { name: 'การเขียนโปรแกรม', link_path: 'programming' });
  const design = await aCategory(db(), { name: 'การออกแบบ', link_path: 'design' });
  await aCategory(db(), { name: 'ธุรกิจ', link_path: 'business' });
  const inProgramming = { category_id: programming.id };
  const now = Date.now();

  featured = await aCourse(db(), {
    ...inProgramming,
    title: 'การเขียนโปรแกรม ไพทอน เบื้องต้น',
    short_description: 'เริ่มเขียนโปรแกรมจากศูนย์',
    plans: [
      { price: 250_000, price_usd: 7_500 },
      { name: 'สมาชิก', price: 220_000, is_for_member: 1 },
      { name: 'ซ่อน', price: 90_000, status_show: 0 },
      { name: 'ต่ออายุ', price: 150_000, pricing_type: 'renew' },
      { ...FREE_PLAN, name: 'ฟรีสำหรับเจ้าของคอร์ส', free_for: 'Student' },
    ],
  });
  await aSection(db(), featured, { name: 'แนะนำคอร์ส', lectures: [{ kind: 'preview' }, { kind: 'video' }] });
  await aSection(db(), featured, { name: 'ตัวแปรและชนิดข้อมูล', sort: 2, lectures: [{ kind: 'video' }, { kind: 'document' }] });
  const web = await aCourse(db(), { ...inProgramming, title: 'เว็บแอปพลิเคชัน ด้วย TypeScript', layout: '1', is_bestseller: 1 });
  await aTeacher(db(), null, [featured, web], { name: 'อาจารย์สมศักดิ์ รักสอน' });
  await aCourse(db(), { ...inProgramming, layout: '3', end_reg_date: new Date(now - DAY) });
  await aCourse(db(), { ...inProgramming, layout: '4', seat: 20, seats_taken: 20 });
  await aCourse(db(), { ...inProgramming, start_reg_date: new Date(now - DAY), end_reg_date: new Date(now + 30 * DAY) });
  await aCourse(db(), { ...inProgramming, is_published: false });

  for (const title of ['ออกแบบโลโก้', 'ภาพประกอบดิจิทัล', 'ออกแบบ UX/UI']) {
    await aCourse(db(), { category_id: design.id, title, is_bestseller: title === 'ออกแบบโลโก้' ? 1 : 0 });
  }
  await aCourse(db(), { plans: [{ price: null }, { price: 120_000 }] });
  await aCourse(db(), { plans: [{ price: 80_000, status_show: 0 }] });
  await aCourse(db(), { plans: [{ price: 300_000 }, { price: 200_000, free_for: 'Student', free_course_ids: String(web.id) }] });
  await aCourse(db(), { title_en: 'Business English', plans: [{ price: 190_000 }, { price: 160_000, is_default: 1 }] });
  await aCourse(db(), { is_published: false });

  book = await aProduct(db(), {
    title: 'หนังสือ ไพทอน ฉบับเริ่มต้น',
    available_qty: 30,
    image_detail: [{ url: '/uploads/python-book.jpg', alt: 'ปกหนังสือ' }],
  });
  await aProduct(db(), { title: 'ชุดอุปกรณ์ Arduino', available_qty: 0 });
  await aProduct(db(), { title: 'เสื้อยืด ลด 20% สำหรับสมาชิก', available_qty: 5 });
  await aProduct(db(), { title: 'การ์ดคำศัพท์', available_qty: 100 });
  await aShippingFee(db());

  await aPromotion(db(), { courses: [featured.id, web.id] });
  await aPromotion(db(), { promotion_type: 'P2', number_of_course: 2, courses: [featured.id, web.id] });
  await rebuild(t);
});

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = ErrorResponseSchema.parse(res.json());
  expect(body.error.code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack/i);
}

describe('GET /public/courses', () => {
  it('lists published courses, 10 a page by default, in the contract shape', async () => {
    const res = await get('/public/courses');
    expect(res.statusCode).toBe(200);
    const body = CourseListResponseSchema.parse(res.json());
    const published = await db().select().from(schema.courses).where(eq(schema.courses.is_published, true));
    expect(body.total).toBe(published.length);
    expect(body.pageSize).toBe(10);
    expect(body.data).toHaveLength(Math.min(10, published.length));
    for (const c of body.data) expect(c.url).toBe(`/course/${c.id}-${c.slug}`);
  });

  it('never lists an unpublished course', async () => {
    const hidden = await db().select().from(schema.courses).where(eq(schema.courses.is_published, false));
    expect(hidden.length).toBeGreaterThan(0);
    const body = CourseListResponseSchema.parse((await get('/public/courses?pageSize=40')).json());
    const ids = body.data.map((c) => c.id);
    for (const h of hidden) expect(ids).not.toContain(h.id);
    expectError(await get(`/public/course/url/${hidden[0]!.id}`), 404, 'NOT_FOUND');
  });

  it.each([10, 20, 30, 40])('accepts page size %i', async (size) => {
    const body = CourseListResponseSchema.parse((await get(`/public/courses?pageSize=${size}`)).json());
    expect(body.pageSize).toBe(size);
    expect(body.data.length).toBeLessThanOrEqual(size);
  });

  it.each(['0', '15', '-10', '1000', 'abc', '10.5'])('refuses page size %s with INPUT_ERROR', async (size) => {
    expectError(await get(`/public/courses?pageSize=${size}`), 400, 'INPUT_ERROR');
  });

  it.each(['0', '-1', 'x', '1e9'])('refuses page %s with INPUT_ERROR', async (page) => {
    expectError(await get(`/public/courses?page=${page}`), 400, 'INPUT_ERROR');
  });

  it('pages through the whole list without repeats', async () => {
    const first = CourseListResponseSchema.parse((await get('/public/courses?pageSize=10&page=1')).json());
    const second = CourseListResponseSchema.parse((await get('/public/courses?pageSize=10&page=2')).json());
    expect(second.data.length).toBe(first.total - 10);
    const ids = [...first.data, ...second.data].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by category link path and by bestseller', async () => {
    const cats = CategoryListResponseSchema.parse((await get('/public/categories')).json()).data;
    expect(cats.length).toBeGreaterThanOrEqual(3);
    const cat = cats.find((c) => c.course_count > 0)!;
    const body = CourseListResponseSchema.parse((await get(`/public/courses?filter=${cat.link_path}&pageSize=40`)).json());
    expect(body.total).toBe(cat.course_count);
    for (const c of body.data) expect(c.category?.link_path).toBe(cat.link_path);

    const best = CourseListResponseSchema.parse((await get('/public/courses?filter=bestseller&pageSize=40')).json());
    expect(best.total).toBeGreaterThan(0);
    for (const c of best.data) expect(c.is_bestseller).toBe(1);
  });

  it('answers NOT_FOUND for an unknown category filter', async () => {
    expectError(await get('/public/courses?filter=no-such-category'), 404, 'NOT_FOUND');
  });

  it('finds courses by a Thai keyword', async () => {
    const course = featured.course;
    const word = course.title.split(/\s+/).find((w) => /[\u0E00-\u0E7F]{3,}/.test(w))!;
    expect(word).toBeTruthy();
    const body = CourseListResponseSchema.parse((await get(`/public/courses?keyword=${encodeURIComponent(word)}`)).json());
    expect(body.data.map((c) => c.id)).toContain(course.id);
    for (const c of body.data) {
      expect(`${c.title} ${c.title_en ?? ''} ${c.short_description}`.toLowerCase()).toContain(word.toLowerCase());
    }
  });

  it.each(["'; DROP TABLE courses; --", '%', '_', '.*', '(a+)+$', '\\', '[', '%%_%', '"><script>'])(
    'treats keyword %s literally, without error',
    async (kw) => {
      const res = await get(`/public/courses?keyword=${encodeURIComponent(kw)}`);
      expect(res.statusCode).toBe(200);
      const body = CourseListResponseSchema.parse(res.json());
      for (const c of body.data) {
        expect(`${c.title} ${c.title_en ?? ''} ${c.short_description}`.toLowerCase()).toContain(kw.toLowerCase());
      }
    },
  );

  it('refuses a keyword longer than the limit', async () => {
    expectError(await get(`/public/courses?keyword=${'ก'.repeat(500)}`), 400, 'INPUT_ERROR');
  });

  it('hides plans the spec hides from the "from" price', async () => {
    const body = CourseListResponseSchema.parse((await get('/public/courses?pageSize=40')).json());
    const plans = await db().select().from(schema.pricingPlans);
    for (const c of body.data) {
      const visible = plans.filter(
        (p) =>
          p.course_id === c.id && p.status_show === 1 && p.pricing_type === 'default' && p.price !== null && p.free_for === null,
      );
      const low = visible.length ? Math.min(...visible.map((p) => p.price!)) : null;
      expect(c.price_from).toBe(low);
    }
  });
});

describe('categories', () => {
  it('POST /public/course/cate/pathname finds a category by link path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/public/course/cate/pathname',
      payload: { link_path: 'programming' },
    });
    const body = CategoryResponseSchema.parse(res.json());
    expect(body.data.link_path).toBe('programming');
    expect(body.data.id).toBe(programming.id);
  });

  it('answers NOT_FOUND for an unknown path and INPUT_ERROR for a bad body', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/public/course/cate/pathname', payload: { link_path: 'nope' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await t.app.inject({ method: 'POST', url: '/public/course/cate/pathname', payload: {} }), 400, 'INPUT_ERROR');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/public/course/cate/pathname',
        headers: { 'content-type': 'application/json' },
        payload: '{"link_path":',
      }),
      400,
      'INPUT_ERROR',
    );
  });

  it('GET /public/courses/{slug}/{n} pages a category', async () => {
    const cats = CategoryListResponseSchema.parse((await get('/public/categories')).json()).data;
    const cat = cats.find((c) => c.course_count > 0)!;
    const body = CategoryCoursesResponseSchema.parse((await get(`/public/courses/${cat.link_path}/1`)).json());
    expect(body.category.id).toBe(cat.id);
    expect(body.total).toBe(cat.course_count);
    expectError(await get(`/public/courses/${cat.link_path}/0`), 400, 'INPUT_ERROR');
    expectError(await get(`/public/courses/${cat.link_path}/abc`), 400, 'INPUT_ERROR');
    expectError(await get('/public/courses/unknown-cat/1'), 404, 'NOT_FOUND');
  });
});

describe('course detail by url', () => {
  it('loads by "{id}-{slug}", by "{id}" and by a wrong slug, always the same course', async () => {
    const c = featured.course;
    for (const url of [`${c.id}-${c.slug}`, `${c.id}`, `${c.id}-some-other-slug`, `${c.id}-ภาษาไทย`]) {
      const res = await get(`/public/course/url/${encodeURIComponent(url)}`);
      expect(res.statusCode).toBe(200);
      const body = CourseDetailResponseSchema.parse(res.json());
      expect(body.data.id).toBe(c.id);
      expect(body.data.meta.canonical).toBe(`https://academy.example/course/${c.id}-${c.slug}`);
    }
  });

  it.each(['999999', 'abc', 'abc-12', '-12', '0', '12abc', '99999999999999999999', '%27%3B--', '..%2F..%2Fetc'])(
    'answers NOT_FOUND for %s',
    async (url) => {
      expectError(await get(`/public/course/url/${url}`), 404, 'NOT_FOUND');
    },
  );

  it('resolves each course layout: its own, else the site setting', async () => {
    const rows = await db().select().from(schema.courses).where(eq(schema.courses.is_published, true));
    const layouts = new Set<string>();
    for (const c of rows) {
      const body = CourseDetailResponseSchema.parse((await get(`/public/course/url/${c.id}`)).json());
      expect(body.data.layout).toBe(c.layout ?? 'default');
      layouts.add(body.data.layout);
    }
    expect([...layouts].sort()).toEqual(['1', '3', '4', 'default']);

    await db().update(schema.siteSettings).set({ course_layout: '3' }).where(eq(schema.siteSettings.id, 1));
    try {
      await rebuild(t);
      const followsSite = rows.find((c) => c.layout === null)!;
      const pinned = rows.find((c) => c.layout === '1')!;
      expect(CourseDetailResponseSchema.parse((await get(`/public/course/url/${followsSite.id}`)).json()).data.layout).toBe('3');
      expect(CourseDetailResponseSchema.parse((await get(`/public/course/url/${pinned.id}`)).json()).data.layout).toBe('1');
    } finally {
      await db().update(schema.siteSettings).set({ course_layout: 'default' }).where(eq(schema.siteSettings.id, 1));
      await rebuild(t);
    }
  });

  it('lists only the plans a visitor may see, member-only ones disabled, with one default', async () => {
    const plans = await db().select().from(schema.pricingPlans);
    const courseIds = [...new Set(plans.map((p) => p.course_id))];
    let sawMemberOnly = false;
    for (const id of courseIds) {
      const res = await get(`/public/course/url/${id}`);
      if (res.statusCode === 404) continue;
      const d = CourseDetailResponseSchema.parse(res.json()).data;
      const own = plans.filter((p) => p.course_id === id);
      const expected = own.filter(
        (p) => p.status_show === 1 && p.pricing_type === 'default' && p.price !== null && p.free_for !== 'Student',
      );
      expect(d.priceDetail.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
      for (const p of d.priceDetail) {
        expect(p.disabled).toBe(p.is_for_member === 1);
        if (p.is_for_member === 1) sawMemberOnly = true;
      }
      if (d.default_plan_id !== null) {
        const def = d.priceDetail.find((p) => p.id === d.default_plan_id)!;
        expect(def.disabled).toBe(false);
      }
    }
    expect(sawMemberOnly).toBe(true);
  });

  it('reports seats and the registration window', async () => {
    const rows = await db().select().from(schema.courses).where(eq(schema.courses.is_published, true));
    const statuses = new Set<string>();
    for (const c of rows) {
      const d = CourseDetailResponseSchema.parse((await get(`/public/course/url/${c.id}`)).json()).data;
      statuses.add(d.reg_status);
      if (c.seat !== null) expect(d.seats_left).toBe(Math.max(0, c.seat - c.seats_taken));
      else expect(d.seats_left).toBeNull();
    }
    expect(statuses).toContain('open');
    expect(statuses).toContain('closed');
    expect(statuses).toContain('full');
  });

  it('shows teacher, group and bestseller lists only under the site flags', async () => {
    const c = featured.course;
    const on = CourseDetailResponseSchema.parse((await get(`/public/course/url/${c.id}`)).json()).data;
    expect(on.related.teacher).not.toBeNull();
    expect(on.related.group).not.toBeNull();
    expect(on.related.bestseller).not.toBeNull();
    for (const list of [on.related.teacher!, on.related.group!, on.related.bestseller!]) {
      expect(list.map((x) => x.id)).not.toContain(c.id);
    }
    await db()
      .update(schema.siteSettings)
      .set({ course_teacher: 0, course_group: 0, course_bestseller: 0 })
      .where(eq(schema.siteSettings.id, 1));
    try {
      await rebuild(t);
      const off = CourseDetailResponseSchema.parse((await get(`/public/course/url/${c.id}`)).json()).data;
      expect(off.related).toEqual({ teacher: null, group: null, bestseller: null });
    } finally {
      await db()
        .update(schema.siteSettings)
        .set({ course_teacher: 1, course_group: 1, course_bestseller: 1 })
        .where(eq(schema.siteSettings.id, 1));
      await rebuild(t);
    }
  });

  it('carries the course outline with sections and lectures', async () => {
    const c = featured.course;
    const d = CourseDetailResponseSchema.parse((await get(`/public/course/url/${c.id}`)).json()).data;
    const lectures = await db().select().from(schema.lectures).where(eq(schema.lectures.course_id, c.id));
    expect(d.lecture_count).toBe(lectures.length);
    expect(d.sections.flatMap((s) => s.lectures).length).toBe(lectures.length);
    expect(d.teachers.length).toBeGreaterThan(0);
  });
});

describe('products', () => {
  it('lists products and filters those in stock', async () => {
    const all = ProductListResponseSchema.parse((await get('/public/product?pageSize=40')).json());
    expect(all.total).toBeGreaterThanOrEqual(4);
    const inStock = ProductListResponseSchema.parse((await get('/public/product?filter=instock&pageSize=40')).json());
    expect(inStock.total).toBeLessThan(all.total);
    for (const p of inStock.data) expect(p.available_qty).toBeGreaterThan(0);
    expectError(await get('/public/product?filter=bogus'), 400, 'INPUT_ERROR');
    expectError(await get('/public/product?pageSize=7'), 400, 'INPUT_ERROR');
  });

  it('finds products by keyword, literally', async () => {
    const p = book;
    const word = p.title.split(/\s+/)[0]!;
    const body = ProductListResponseSchema.parse((await get(`/public/product?keyword=${encodeURIComponent(word)}`)).json());
    expect(body.data.map((x) => x.id)).toContain(p.id);
    // "%" is a literal percent sign, not a LIKE wildcard: only products that contain one match.
    const percent = ProductListResponseSchema.parse((await get('/public/product?keyword=%25&pageSize=40')).json());
    const all = ProductListResponseSchema.parse((await get('/public/product?pageSize=40')).json());
    expect(percent.total).toBeLessThan(all.total);
    for (const x of percent.data) expect(`${x.title} ${x.title_en ?? ''} ${x.short_description}`).toContain('%');
  });

  it('GET /public/products/{productId}/{n} returns the detail with images, stock and shipping', async () => {
    const p = book;
    for (const url of [`/public/products/${p.id}-${p.slug}/0`, `/public/products/${p.id}/0`, `/public/products/${p.id}`]) {
      const d = ProductDetailResponseSchema.parse((await get(url)).json()).data;
      expect(d.id).toBe(p.id);
      expect(d.available_qty).toBe(p.available_qty);
      expect(JSON.parse(d.image_detail)).toEqual(p.image_detail);
      expect(d.priceDetail[0]!.price).toBe(p.price);
      expect(d.shipping_fees.length).toBeGreaterThan(0);
    }
    expectError(await get('/public/products/999999/0'), 404, 'NOT_FOUND');
    expectError(await get('/public/products/abc/0'), 404, 'NOT_FOUND');
    expectError(await get(`/public/products/${p.id}/x`), 400, 'INPUT_ERROR');
  });
});

describe('promotions', () => {
  it('lists running promotions and opens one with its courses', async () => {
    const list = PromotionListResponseSchema.parse((await get('/public/cart/promotion/all')).json()).data;
    expect(list.map((p) => p.promotion_type).sort()).toEqual(expect.arrayContaining(['P1', 'P2']));
    const d = PromotionDetailResponseSchema.parse((await get(`/public/promotion/${list[0]!.id}`)).json()).data;
    expect(d.course_list.length).toBeGreaterThan(0);
    for (const c of d.course_list) expect(list[0]!.courses).toContain(c.id);
    expectError(await get('/public/promotion/999999'), 404, 'NOT_FOUND');
    expectError(await get('/public/promotion/abc'), 400, 'INPUT_ERROR');
  });
});
