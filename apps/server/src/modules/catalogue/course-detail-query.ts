// Everything a course page reads (spec §2 and §7 /public/course/url/:url) in ONE statement: the
// course, the site settings, and as JSON its plans, teachers, outline, category, tabs and related
// lists. A page used to cost about twelve round trips; each is a wait on PGlite (one at a time)
// and on a busy PostgreSQL (docs/benchmarks.md "bench/catalogue").
import { and, eq, getTableColumns, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { columnsOf, schema, type Db } from '@rian/db';
import { visibleCourse } from './catalogue-reads.ts';
import { CARD_CATEGORY_COLUMNS } from './course-cards.ts';
import { TEACHER_COLUMNS } from './teacher-columns.ts';
import { fromJson, jsonList, jsonObject, type RowOf } from './json-rows.ts';
import { relatedJson, type RelatedJson } from './related-courses.ts';
import { tabsFromJson, tabsJson } from './page-tabs.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

const { courses, categories, teachers, courseTeachers, pricingPlans, sections, lectures, siteSettings } = schema;

const PLAN_COLUMNS = getTableColumns(pricingPlans);
const SECTION_COLUMNS = columnsOf(sections, ['id', 'name']);
const LECTURE_COLUMNS = columnsOf(lectures, ['id', 'section_id', 'name', 'content_type', 'duration_seconds', 'is_preview']);
/** What the page reads of the site settings (5 of about 40 columns: each column read is parsed). */
const SETTINGS_COLUMNS = columnsOf(siteSettings, [
  'title',
  'keywords',
  'course_layout',
  'course_access_rights',
  'user_group_enabled',
]);

type Json = Record<string, unknown>;

interface PartsJson {
  plans: Json[];
  teachers: Json[];
  sections: Json[];
  lectures: Json[];
  category: Json | null;
  tabs: Json[];
  related: RelatedJson;
}

function partsJson(now: Placeholder) {
  const ofCourse = (table: { course_id: AnyPgColumn }) => sql`${table.course_id} = ${courses.id}`;
  return sql<PartsJson>`json_build_object(
    'plans', ${jsonList(sql`${pricingPlans}`, sql`from ${pricingPlans} where ${ofCourse(pricingPlans)}`, sql`${pricingPlans.id}`)},
    'teachers', ${jsonList(
      jsonObject(TEACHER_COLUMNS),
      sql`from ${courseTeachers} join ${teachers} on ${teachers.id} = ${courseTeachers.teacher_id} where ${ofCourse(courseTeachers)}`,
      sql`${courseTeachers.sort}, ${teachers.id}`,
    )},
    'sections', ${jsonList(jsonObject(SECTION_COLUMNS), sql`from ${sections} where ${ofCourse(sections)}`, sql`${sections.sort}, ${sections.id}`)},
    'lectures', ${jsonList(jsonObject(LECTURE_COLUMNS), sql`from ${lectures} where ${ofCourse(lectures)}`, sql`${lectures.sort}, ${lectures.id}`)},
    'category', (select ${jsonObject(CARD_CATEGORY_COLUMNS)} from ${categories} where ${categories.id} = ${courses.category_id}),
    'tabs', ${tabsJson('course_id', courses.id)},
    'related', ${relatedJson(now)}
  )`;
}

/** The statement of the page or, with `preview`, of an administrator's preview (preparedOnce). */
function prepare(db: Db, preview: boolean, name: string) {
  const id = sql.placeholder('id');
  const now = sql.placeholder('now');
  return db
    .select({ course: courses, settings: SETTINGS_COLUMNS, parts: partsJson(now) })
    .from(courses)
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(preview ? eq(courses.id, id) : and(eq(courses.id, id), visibleCourse(now)))
    .limit(1)
    .prepare(name);
}

function statementOf(db: Db, preview: boolean) {
  const name = preview ? 'course_page_preview' : 'course_page';
  return preparedOnce(db, name, () => prepare(db, preview, name));
}

/** The course page's rows, decoded; null when there is no such course (or, unless `preview`, it is hidden). */
export async function readCoursePage(db: Db, id: number, now: Date, preview: boolean) {
  const [found] = await statementOf(db, preview).execute({ id, now: now.toISOString() });
  if (!found) return null;
  const { parts } = found;
  return {
    course: found.course,
    settings: found.settings,
    plans: parts.plans.map((p) => fromJson(PLAN_COLUMNS, p)),
    teachers: parts.teachers.map((t) => fromJson(TEACHER_COLUMNS, t)),
    sections: parts.sections.map((s) => fromJson(SECTION_COLUMNS, s)),
    lectures: parts.lectures.map((l) => fromJson(LECTURE_COLUMNS, l)),
    category: parts.category ? fromJson(CARD_CATEGORY_COLUMNS, parts.category) : null,
    tabs: tabsFromJson(parts.tabs),
    related: parts.related,
  };
}

export type CoursePage = NonNullable<Awaited<ReturnType<typeof readCoursePage>>>;
export type OutlineRows = { sections: RowOf<typeof SECTION_COLUMNS>[]; lectures: RowOf<typeof LECTURE_COLUMNS>[] };
