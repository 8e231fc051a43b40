// How many SQL statements a catalogue read sends to the database, memo off (CATALOGUE_CACHE_MS=0):
// every statement is a round trip, one at a time on PGlite (docs/benchmarks.md "bench/catalogue").
// The driver's query function is wrapped to count what drizzle sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { buildApp } from '../src/app.ts';
import { PUBLIC_URL } from './helpers.ts';
import {
  aCategory,
  aCourse,
  aProduct,
  aPromotion,
  aSection,
  aShippingFee,
  aStudent,
  aTeacher,
  grantAccess,
  type MadeCourse,
} from './factories/index.ts';

let db: TestDb;
let app: FastifyInstance;
const sent: string[] = [];
/** A course with a category, a teacher shared with two others, plans and an outline: every list of its page is there. */
let course: MadeCourse;
let productId: number;
let promotionId: number;

/** Wraps the client's query (the PGlite instance, or the pg pool) so that each statement is recorded. */
function countStatements(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0];
    sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query(...args);
  }) as typeof client.query;
}

async function statementsOf(url: string, cookie?: string): Promise<{ status: number; statements: string[]; body: unknown }> {
  sent.length = 0;
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, statements: [...sent], body: res.json() };
}

beforeAll(async () => {
  db = await createTestDb({ seed: 'defaults' });
  const d = db.handle.db;
  const category = await aCategory(d, { name: 'ภาษา', link_path: 'languages' });
  course = await aCourse(d, { title: 'ภาษาญี่ปุ่นเบื้องต้น', category_id: category.id, plans: [{}, { price: 50_000 }] });
  const others = [await aCourse(d, { category_id: category.id, is_bestseller: 1 }), await aCourse(d, { is_bestseller: 1 })];
  await aTeacher(d, null, [course, ...others], { name: 'อาจารย์ทดสอบ' });
  await aSection(d, course, { name: 'บทที่ 1', lectures: [{ kind: 'preview' }, { kind: 'video' }] });
  productId = (await aProduct(d, { title: 'หนังสือทดสอบ' })).id;
  await aProduct(d, { available_qty: 0 });
  await aShippingFee(d);
  await aShippingFee(d, { product_id: productId });
  promotionId = (await aPromotion(d, { courses: [course.id, ...others.map((o) => o.id)] })).id;
  app = await buildApp({
    db: db.handle,
    config: {
      publicUrl: PUBLIC_URL,
      uploadDir: db.uploadDir,
      webDistDir: '/nonexistent',
      logLevel: 'warn',
      cacheMs: 0,
      checkResponses: true,
    },
    logger: false,
  });
  await app.ready();
  countStatements((db.handle.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client);
});

afterAll(async () => {
  await app?.close();
  await db?.cleanup();
});

describe('statements per catalogue read, memo off', () => {
  it('reads a course page, its related lists and the site settings in one statement', async () => {
    const { status, statements, body } = await statementsOf(`/public/course/url/${course.id}`);
    expect(status).toBe(200);
    const { data } = body as { data: { related: Record<string, unknown[] | null>; sections: unknown[] } };
    expect(data.sections).toHaveLength(1);
    expect(data.related.teacher).toHaveLength(2);
    expect(data.related.group).toHaveLength(1);
    expect(data.related.bestseller).toHaveLength(2);
    expect(statements).toHaveLength(1);
  });

  it('answers a missing course after the same one statement', async () => {
    const { status, statements } = await statementsOf('/public/course/url/99999');
    expect(status).toBe(404);
    expect(statements).toHaveLength(1);
  });

  it('reads a signed-in course page in three: the session, what the viewer holds, the page', async () => {
    const student = await aStudent(db.handle.db);
    await grantAccess(db.handle.db, student.id, course.id);
    const { status, statements, body } = await statementsOf(`/public/course/url/${course.id}`, student.cookie);
    expect(status).toBe(200);
    expect((body as { data: { statusOrder: string | null } }).data.statusOrder).toBe('approved');
    expect(statements).toHaveLength(3);
  });
});

describe('statements per catalogue list, memo off', () => {
  const cardsOf = (body: unknown) => body as { data: { teachers: string[]; category: unknown }[]; total: number };

  it.each([
    ['all', '/public/courses', 3],
    ['bestsellers', '/public/courses?filter=bestseller', 2],
    ['a category', '/public/courses?filter=languages', 2],
    ['a keyword', `/public/courses?keyword=${encodeURIComponent('ญี่ปุ่น')}`, 1],
    ['a category and a keyword', '/public/courses?filter=languages&keyword=zzz-nothing', 0],
  ])('reads the course list of %s, its count and its cards in one statement', async (_, url, total) => {
    const { status, statements, body } = await statementsOf(url);
    expect(status).toBe(200);
    expect(cardsOf(body).total).toBe(total);
    expect(statements).toHaveLength(1);
  });

  it('reads the cards whole: plans, teachers and category', async () => {
    const { body } = await statementsOf('/public/courses?filter=languages');
    const first = cardsOf(body).data.find((c) => (c as unknown as { id: number }).id === course.id);
    expect(first?.teachers).toEqual(['อาจารย์ทดสอบ']);
    expect(first?.category).toMatchObject({ link_path: 'languages' });
  });

  it('counts every match on a page past the last one, in the same one statement', async () => {
    const { status, statements, body } = await statementsOf('/public/courses?page=3');
    expect(status).toBe(200);
    expect(cardsOf(body)).toMatchObject({ data: [], total: 3 });
    expect(statements).toHaveLength(1);
  });

  it('answers a missing category NOT_FOUND after the same one statement', async () => {
    const { status, statements, body } = await statementsOf('/public/courses?filter=nowhere');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(statements).toHaveLength(1);
  });

  it('reads a category page of courses with its category in one statement, and a missing one in one', async () => {
    const found = await statementsOf('/public/courses/languages/1');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ category: { link_path: 'languages', course_count: 2 }, total: 2 });
    expect(found.statements).toHaveLength(1);
    const missing = await statementsOf('/public/courses/nowhere/1');
    expect(missing.status).toBe(404);
    expect(missing.statements).toHaveLength(1);
  });

  it.each(['/public/product', `/public/product?filter=instock&keyword=${encodeURIComponent('หนังสือ')}`])(
    'reads the product list %s and its count in one statement',
    async (url) => {
      const { status, statements, body } = await statementsOf(url);
      expect(status).toBe(200);
      expect((body as { total: number }).total).toBe(url.includes('instock') ? 1 : 2);
      expect(statements).toHaveLength(1);
    },
  );

  it('reads a product page, its fees, its tabs and the site settings in one statement', async () => {
    const { status, statements, body } = await statementsOf(`/public/products/${productId}`);
    expect(status).toBe(200);
    expect((body as { data: { shipping_fees: unknown[] } }).data.shipping_fees).toHaveLength(2);
    expect(statements).toHaveLength(1);
    const missing = await statementsOf('/public/products/99999');
    expect(missing.status).toBe(404);
    expect(missing.statements).toHaveLength(1);
  });

  it('reads the running promotions in one statement, and a promotion with its course cards in one', async () => {
    const list = await statementsOf('/public/cart/promotion/all');
    expect(list.status).toBe(200);
    expect(list.statements).toHaveLength(1);
    const { status, statements, body } = await statementsOf(`/public/promotion/${promotionId}`);
    expect(status).toBe(200);
    expect((body as { data: { course_list: unknown[] } }).data.course_list).toHaveLength(3);
    expect(statements).toHaveLength(1);
  });

  it('draws the home page from its four catalogue lists, one statement each', async () => {
    sent.length = 0;
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    // Besides the site's settings, menu and texts (the site's reads, not the catalogue's).
    expect(sent.filter((s) => !/from "(site_settings|menu_items|text_overrides)"/.test(s))).toHaveLength(4);
  });

  it('reads the categories in one statement', async () => {
    const { status, statements } = await statementsOf('/public/categories');
    expect(status).toBe(200);
    expect(statements).toHaveLength(1);
  });
});
