// course_parts (migration 0021, docs/decisions/035): what PostgreSQL keeps beside each course for its
// cards and its page is, after any write to any table it is made of, what those tables say, under
// the keys the catalogue decodes it with. The expected parts are read here table by table with the
// catalogue's own column lists: the migration's SQL and those lists cannot drift apart unseen.
import { describe, expect, it } from 'vitest';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { CARD_CATEGORY_COLUMNS, CARD_PLAN_COLUMNS, CARD_ROW_COLUMNS } from '../src/modules/catalogue/course-cards.ts';
import { LECTURE_COLUMNS, SECTION_COLUMNS } from '../src/modules/catalogue/course-detail-query.ts';
import { TAB_COLUMNS } from '../src/modules/catalogue/page-tabs.ts';
import { TEACHER_COLUMNS } from '../src/modules/catalogue/teacher-columns.ts';
import { fromJson } from '../src/modules/catalogue/json-rows.ts';
import { useTestApp } from './helpers.ts';
import { aCategory, aCourse, aSection, aTeacher } from './factories/index.ts';

const { courseParts, courses, pricingPlans, courseTeachers, teachers, categories, sections, lectures, catalogueTabs } = schema;
const PLAN_COLUMNS = getTableColumns(pricingPlans);
type Json = Record<string, unknown>;

/** The parts as course_parts holds them, decoded as the catalogue decodes them; null when there is no row. */
async function kept(db: Db, courseId: number) {
  const [row] = await db.select().from(courseParts).where(eq(courseParts.course_id, courseId));
  if (!row) return null;
  const card = row.card as { row: Json; plans: Json[]; teachers: string[]; category: Json | null };
  const page = row.page as Record<'plans' | 'teachers' | 'sections' | 'lectures' | 'tabs', Json[]>;
  const keys = (list: Json[]) => list.map((o) => Object.keys(o).sort());
  return {
    keys: {
      row: Object.keys(card.row).sort(),
      cardPlans: keys(card.plans),
      category: card.category ? Object.keys(card.category).sort() : null,
      plans: keys(page.plans),
      teachers: keys(page.teachers),
      sections: keys(page.sections),
      lectures: keys(page.lectures),
      tabs: keys(page.tabs),
    },
    card: {
      row: fromJson(CARD_ROW_COLUMNS, card.row),
      plans: card.plans.map((p) => fromJson(CARD_PLAN_COLUMNS, p)),
      teachers: card.teachers,
      category: card.category ? fromJson(CARD_CATEGORY_COLUMNS, card.category) : null,
    },
    page: {
      plans: page.plans.map((p) => fromJson(PLAN_COLUMNS, p)),
      teachers: page.teachers.map((t) => fromJson(TEACHER_COLUMNS, t)),
      sections: page.sections.map((s) => fromJson(SECTION_COLUMNS, s)),
      lectures: page.lectures.map((l) => fromJson(LECTURE_COLUMNS, l)),
      tabs: page.tabs.map((b) => fromJson(TAB_COLUMNS, b)),
    },
  };
}

/** The same parts read from their tables, one select each. */
async function fromTables(db: Db, courseId: number) {
  const [course] = await db
    .select({ ...CARD_ROW_COLUMNS, category_id: courses.category_id })
    .from(courses)
    .where(eq(courses.id, courseId));
  const teacherRows = await db
    .select(TEACHER_COLUMNS)
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
    .where(eq(courseTeachers.course_id, courseId))
    .orderBy(asc(courseTeachers.sort), asc(teachers.id));
  const [category] = course!.category_id
    ? await db.select(CARD_CATEGORY_COLUMNS).from(categories).where(eq(categories.id, course!.category_id))
    : [null];
  const plans = await db.select().from(pricingPlans).where(eq(pricingPlans.course_id, courseId)).orderBy(asc(pricingPlans.id));
  const names = (columns: Json) =>
    Object.values(columns)
      .map((c) => (c as { name: string }).name)
      .sort();
  const keysOf = (columns: Json, n: number) => Array.from({ length: n }, () => names(columns));
  const page = {
    plans,
    teachers: teacherRows,
    sections: await db
      .select(SECTION_COLUMNS)
      .from(sections)
      .where(eq(sections.course_id, courseId))
      .orderBy(asc(sections.sort), asc(sections.id)),
    lectures: await db
      .select(LECTURE_COLUMNS)
      .from(lectures)
      .where(eq(lectures.course_id, courseId))
      .orderBy(asc(lectures.sort), asc(lectures.id)),
    tabs: await db
      .select(TAB_COLUMNS)
      .from(catalogueTabs)
      .where(eq(catalogueTabs.course_id, courseId))
      .orderBy(asc(catalogueTabs.sort), asc(catalogueTabs.id)),
  };
  return {
    keys: {
      row: names(CARD_ROW_COLUMNS),
      cardPlans: keysOf(CARD_PLAN_COLUMNS, plans.length),
      category: category ? names(CARD_CATEGORY_COLUMNS) : null,
      plans: keysOf(PLAN_COLUMNS, plans.length),
      teachers: keysOf(TEACHER_COLUMNS, teacherRows.length),
      sections: keysOf(SECTION_COLUMNS, page.sections.length),
      lectures: keysOf(LECTURE_COLUMNS, page.lectures.length),
      tabs: keysOf(TAB_COLUMNS, page.tabs.length),
    },
    card: {
      row: Object.fromEntries(Object.keys(CARD_ROW_COLUMNS).map((k) => [k, course![k as keyof typeof CARD_ROW_COLUMNS]])),
      plans: plans.map((p) => Object.fromEntries(Object.keys(CARD_PLAN_COLUMNS).map((k) => [k, p[k as keyof typeof p]]))),
      teachers: teacherRows.map((t) => t.name),
      category: category ?? null,
    },
    page,
  };
}

describe('course parts', () => {
  const t = useTestApp();
  const db = () => t.db.handle.db;
  const expectInStep = async (courseId: number) => expect(await kept(db(), courseId)).toEqual(await fromTables(db(), courseId));

  it('holds, for every course of the demo academy, what its tables say', async () => {
    const all = await db().select({ id: courses.id }).from(courses);
    expect(all.length).toBeGreaterThan(5);
    for (const { id } of all) await expectInStep(id);
  });

  it('follows every write to every table it is made of', async () => {
    const category = await aCategory(db(), { name: 'ภาษา' });
    const other = await aCategory(db(), { name: 'ธุรกิจ' });
    const { id, plan } = await aCourse(db(), { category_id: category.id, plans: [{}, { price: 50_000 }] });
    await expectInStep(id);
    const teacher = await aTeacher(db(), null, [{ id }], { name: 'อาจารย์หนึ่ง', biography: 'สอนมา 10 ปี' });
    const { section } = await aSection(db(), { id });
    await db().insert(catalogueTabs).values({ course_id: id, title: 'คำถามที่พบบ่อย', body: '<p>ตอบ</p>' });
    await expectInStep(id);

    const steps: (() => Promise<unknown>)[] = [
      () => db().update(pricingPlans).set({ price: 120_000, status_show: 0 }).where(eq(pricingPlans.id, plan.id)),
      () => db().delete(pricingPlans).where(eq(pricingPlans.id, plan.id)),
      () => db().update(teachers).set({ name: 'อาจารย์ชื่อใหม่' }).where(eq(teachers.id, teacher.id)),
      () => db().update(categories).set({ name: 'ภาษาอังกฤษ' }).where(eq(categories.id, category.id)),
      () => db().update(courses).set({ category_id: other.id }).where(eq(courses.id, id)),
      () =>
        db()
          .update(courses)
          .set({ title: 'คอร์สชื่อใหม่', end_reg_date: new Date('2027-01-31T17:00:00Z') })
          .where(eq(courses.id, id)),
      () => db().delete(categories).where(eq(categories.id, other.id)),
      () => db().update(lectures).set({ name: 'บทนำ (ใหม่)', is_preview: 0 }).where(eq(lectures.section_id, section.id)),
      () => db().update(catalogueTabs).set({ title_en: 'FAQ' }).where(eq(catalogueTabs.course_id, id)),
      () => db().delete(sections).where(eq(sections.id, section.id)),
      () => db().delete(teachers).where(eq(teachers.id, teacher.id)),
      () => db().delete(catalogueTabs).where(eq(catalogueTabs.course_id, id)),
    ];
    for (const step of steps) {
      await step();
      await expectInStep(id);
    }
    const after = await kept(db(), id);
    expect(after!.card).toMatchObject({ teachers: [], category: null });
    expect(after!.page).toMatchObject({ sections: [], lectures: [], tabs: [], teachers: [] });
  });

  it('a teacher renamed shows on the course page and on the cards at once', async () => {
    const { id } = await aCourse(db(), { title: 'คอร์สของครูที่เปลี่ยนชื่อ' });
    const teacher = await aTeacher(db(), null, [{ id }], { name: 'ครูเดิม' });
    await db().update(teachers).set({ name: 'ครูใหม่' }).where(eq(teachers.id, teacher.id));
    const page = await t.app.inject({ url: `/public/course/url/${id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.teachers.map((x: { name: string }) => x.name)).toEqual(['ครูใหม่']);
    const list = await t.app.inject({ url: `/public/courses?keyword=${encodeURIComponent('ครูที่เปลี่ยนชื่อ')}` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((c: { id: number; teachers: string[] }) => [c.id, c.teachers])).toEqual([[id, ['ครูใหม่']]]);
  });

  it('goes with its course', async () => {
    const { id } = await aCourse(db());
    expect(await kept(db(), id)).not.toBeNull();
    await db().delete(courses).where(eq(courses.id, id));
    expect(await kept(db(), id)).toBeNull();
  });
});
