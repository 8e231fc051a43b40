// A catalogue card of a course (spec §2 course lists) from its row and parts; card-json.ts reads
// them inside the statement that lists the cards.
import { columnsOf, schema } from '@rian/db';
import { courseUrl, listPlans, lowestPrice, registrationStatus, seatsLeft, type PlanRow, type Viewer } from '@rian/domain';
import type { CourseCard } from '@rian/contracts';
import type { CourseRow } from './catalogue-reads.ts';

const { categories, courses, pricingPlans } = schema;

/** The category as a card and a course page show it. */
export const CARD_CATEGORY_COLUMNS = columnsOf(categories, ['id', 'name', 'name_en', 'link_path']);

/**
 * The plan columns the plan rules read (the domain's PlanRow: which plans a viewer sees, the lowest
 * price), 12 of the table's 21: a list reads them for every plan of every card.
 */
export const CARD_PLAN_COLUMNS = columnsOf(pricingPlans, [
  'id',
  'course_id',
  'plan_type',
  'price',
  'price_usd',
  'pricing_type',
  'status_show',
  'is_default',
  'free_for',
  'free_course_ids',
  'is_for_member',
  'sort',
]);

/**
 * The course columns a card shows that course_parts keeps in its card (card-json.ts): all but the
 * seats, which change with every order and are read from the course itself.
 */
export const CARD_ROW_COLUMNS = columnsOf(courses, [
  'id',
  'title',
  'title_en',
  'slug',
  'short_description',
  'short_description_en',
  'picture_url',
  'course_type',
  'course_language',
  'is_bestseller',
  'start_reg_date',
  'end_reg_date',
]);

/** A course row as far as a card reads it. */
export type CardCourseRow = Pick<CourseRow, keyof typeof CARD_ROW_COLUMNS | 'seat' | 'seats_taken'>;

/** What a course card and a course page both say first about a course. */
export function courseHeadline(c: CardCourseRow) {
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

/** What a card shows besides the course row: its plans, its teachers' names in order, its category. */
export interface CardParts {
  plans: PlanRow[];
  teachers: string[];
  category: CourseCard['category'];
}

export function courseCard(c: CardCourseRow, parts: CardParts, viewer: Viewer, now: Date): CourseCard {
  const listed = listPlans(parts.plans, viewer);
  // Object.assign, not a spread: V8 builds `{ ...headline, thirteen more }` through a slow path,
  // about 12 us a card against under 1 (docs/benchmarks.md, "2026-11-27, evening").
  return Object.assign(courseHeadline(c), {
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
  });
}
