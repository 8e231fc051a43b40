// Everything a course page reads (spec §2 and §7 /public/course/url/:url) in ONE statement: the
// course, the site settings, its parts as PostgreSQL keeps them in course_parts (plans, teachers,
// outline, category, tabs; docs/decisions/035) and its related lists as JSON. A page used to cost
// about twelve round trips, then one statement of fourteen subqueries; it is now three indexed reads
// and the related lists' cards (docs/benchmarks.md "bench/catalogue").
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { visibleCourse } from './catalogue-reads.ts';
import { CARD_CATEGORY_COLUMNS } from './course-cards.ts';
import { TEACHER_COLUMNS } from './teacher-columns.ts';
import { fromJson, type RowOf } from './json-rows.ts';
import { relatedJson } from './related-courses.ts';
import { tabsFromJson } from './page-tabs.ts';
import type { CardPartsJson } from './card-json.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

const { courses, courseParts, pricingPlans, sections, lectures, siteSettings } = schema;

const PLAN_COLUMNS = getTableColumns(pricingPlans);
/**
 * The course's columns the page shows: all but its bookkeeping (each column is described to the
 * driver and parsed at every read; a time becomes a Date).
 */
const BOOKKEEPING = ['category_id', 'is_published', 'first_published_at', 'sort', 'created_at', 'updated_at'] as const;
const PAGE_COURSE_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(courses)).filter(([key]) => !(BOOKKEEPING as readonly string[]).includes(key)),
) as Omit<(typeof courses)['_']['columns'], (typeof BOOKKEEPING)[number]>;
export type PageCourseRow = RowOf<typeof PAGE_COURSE_COLUMNS>;
/** The outline's columns; course_parts.page holds these (migration 0021, course-parts.test.ts). */
export const SECTION_COLUMNS = columnsOf(sections, ['id', 'name']);
export const LECTURE_COLUMNS = columnsOf(lectures, [
  'id',
  'section_id',
  'name',
  'content_type',
  'duration_seconds',
  'is_preview',
]);
/** What the page reads of the site settings (5 of about 40 columns: each column read is parsed). */
const SETTINGS_COLUMNS = columnsOf(siteSettings, [
  'title',
  'keywords',
  'course_layout',
  'course_access_rights',
  'user_group_enabled',
]);

type Json = Record<string, unknown>;

/** course_parts.page: what the course page shows besides the course row and the card's parts. */
export interface PagePartsJson {
  plans: Json[];
  teachers: Json[];
  sections: Json[];
  lectures: Json[];
  tabs: Json[];
}

/** The statement of the page or, with `preview`, of an administrator's preview (preparedOnce). */
function prepare(db: Db, preview: boolean, name: string) {
  const id = sql.placeholder('id');
  const now = sql.placeholder('now');
  return db
    .select({
      course: PAGE_COURSE_COLUMNS,
      settings: SETTINGS_COLUMNS,
      card: sql<CardPartsJson>`${courseParts.card}`,
      parts: sql<PagePartsJson>`${courseParts.page}`,
      related: relatedJson(now),
    })
    .from(courses)
    .innerJoin(courseParts, eq(courseParts.course_id, courses.id))
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
  const { parts, card } = found;
  return {
    course: found.course,
    settings: found.settings,
    plans: parts.plans.map((p) => fromJson(PLAN_COLUMNS, p)),
    teachers: parts.teachers.map((t) => fromJson(TEACHER_COLUMNS, t)),
    sections: parts.sections.map((s) => fromJson(SECTION_COLUMNS, s)),
    lectures: parts.lectures.map((l) => fromJson(LECTURE_COLUMNS, l)),
    category: card.category ? fromJson(CARD_CATEGORY_COLUMNS, card.category) : null,
    tabs: tabsFromJson(parts.tabs),
    related: found.related,
  };
}

export type CoursePage = NonNullable<Awaited<ReturnType<typeof readCoursePage>>>;
export type OutlineRows = { sections: RowOf<typeof SECTION_COLUMNS>[]; lectures: RowOf<typeof LECTURE_COLUMNS>[] };
