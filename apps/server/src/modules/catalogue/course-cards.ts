// Catalogue cards for course rows (spec §2 course lists), with three batched queries whatever
// the number of rows.
import { asc, eq, inArray } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { courseUrl, listPlans, lowestPrice, registrationStatus, seatsLeft, type Viewer } from '@rian/domain';
import type { CourseCard } from '@rian/contracts';
import { groupBy, type CourseRow } from './catalogue-reads.ts';

const { categories, teachers, courseTeachers, pricingPlans } = schema;

type PlanRow = typeof pricingPlans.$inferSelect;

/** The category as a card and a course page show it. */
export const CARD_CATEGORY_COLUMNS = columnsOf(categories, ['id', 'name', 'name_en', 'link_path']);

/** What a course card and a course page both say first about a course. */
export function courseHeadline(c: CourseRow) {
  return {
    id: c.id,
    title: c.title,
    title_en: c.title_en,
    slug: c.slug,
    url: courseUrl(c.id, c.slug),
    short_description: c.short_description,
    short_description_en: c.short_description_en || null,
  };
}

export async function buildCourseCards(db: Db, rows: CourseRow[], viewer: Viewer, now: Date): Promise<CourseCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const catIds = [...new Set(rows.map((r) => r.category_id).filter((x): x is number => x !== null))];
  const [plans, teacherRows, catRows] = await Promise.all([
    db.select().from(pricingPlans).where(inArray(pricingPlans.course_id, ids)),
    db
      .select({ course_id: courseTeachers.course_id, name: teachers.name })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
      .where(inArray(courseTeachers.course_id, ids))
      .orderBy(asc(courseTeachers.sort), asc(teachers.id)),
    catIds.length ? db.select(CARD_CATEGORY_COLUMNS).from(categories).where(inArray(categories.id, catIds)) : Promise.resolve([]),
  ]);
  const plansBy = groupBy(plans, (p) => p.course_id);
  const teachersBy = groupBy(teacherRows, (t) => t.course_id);
  const catBy = new Map(catRows.map((c) => [c.id, c]));
  return rows.map((c) =>
    courseCard(
      c,
      {
        plans: plansBy.get(c.id) ?? [],
        teachers: (teachersBy.get(c.id) ?? []).map((t) => t.name),
        category: (c.category_id !== null ? catBy.get(c.category_id) : undefined) ?? null,
      },
      viewer,
      now,
    ),
  );
}

/** What a card shows besides the course row: its plans, its teachers' names in order, its category. */
export interface CardParts {
  plans: PlanRow[];
  teachers: string[];
  category: CourseCard['category'];
}

export function courseCard(c: CourseRow, parts: CardParts, viewer: Viewer, now: Date): CourseCard {
  const listed = listPlans(parts.plans, viewer);
  return {
    ...courseHeadline(c),
    picture_url: c.picture_url,
    category: parts.category,
    courseType: c.course_type,
    course_language: c.course_language,
    is_bestseller: c.is_bestseller,
    teachers: parts.teachers,
    price_from: lowestPrice(listed, 'THB'),
    price_from_usd: lowestPrice(listed, 'USD'),
    has_free_plan: listed.some((p) => p.plan_type === 'Free' || p.price === 0),
    seat: c.seat,
    seats_left: seatsLeft(c),
    reg_status: registrationStatus(c, now),
  };
}
