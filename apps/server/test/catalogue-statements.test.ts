// How many SQL statements a catalogue read sends to the database, memo off (CATALOGUE_CACHE_MS=0):
// every statement is a round trip, one at a time on PGlite (docs/benchmarks.md "bench/catalogue").
// The driver's query function is wrapped to count what drizzle sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { buildApp } from '../src/app.ts';
import { PUBLIC_URL } from './helpers.ts';
import { aCategory, aCourse, aSection, aStudent, aTeacher, grantAccess, type MadeCourse } from './factories/index.ts';

let db: TestDb;
let app: FastifyInstance;
const sent: string[] = [];
/** A course with a category, a teacher shared with two others, plans and an outline: every list of its page is there. */
let course: MadeCourse;

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
  course = await aCourse(d, { category_id: category.id, plans: [{}, { price: 50_000 }] });
  const others = [await aCourse(d, { category_id: category.id, is_bestseller: 1 }), await aCourse(d, { is_bestseller: 1 })];
  await aTeacher(d, null, [course, ...others], { name: 'อาจารย์ทดสอบ' });
  await aSection(d, course, { name: 'บทที่ 1', lectures: [{ kind: 'preview' }, { kind: 'video' }] });
  app = await buildApp({
    db: db.handle,
    config: { publicUrl: PUBLIC_URL, uploadDir: db.uploadDir, webDistDir: '/nonexistent', logLevel: 'warn', cacheMs: 0 },
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
