// A course card (spec §2 course lists) read as JSON inside the statement that lists it: the course
// row's card columns, and its plans, teachers' names and category as PostgreSQL keeps them in
// course_parts (docs/decisions/035); turned into the card the viewer sees by cardFromJson. The
// course lists, a promotion's courses and a course page's related lists all read their cards this
// way (list-courses.ts, list-promotions.ts, related-courses.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@rian/db';
import type { Viewer } from '@rian/domain';
import type { CourseCard } from '@rian/contracts';
import { CARD_CATEGORY_COLUMNS, CARD_COURSE_COLUMNS, CARD_PLAN_COLUMNS, courseCard, type CardParts } from './course-cards.ts';
import { fromJson, sortedJsonList, type Slice } from './json-rows.ts';

const { courses, courseParts } = schema;

/** `courses`, or an alias of it (a related course sits inside the page's own course). */
type CourseTable = PgTable & Record<'id' | 'sort' | 'category_id', AnyPgColumn>;

/** course_parts.card: what a card shows besides the course row. */
export interface CardPartsJson {
  plans: Record<string, unknown>[];
  teachers: string[];
  category: Record<string, unknown> | null;
}

export interface CardJson {
  row: Record<string, unknown>;
  parts: CardPartsJson;
}

/**
 * The card of the course row `c` as JSON: the columns a card shows, named through `c` (a bare
 * `courses` could name promotions.courses), and its kept parts.
 */
function cardJson(c: CourseTable): SQL {
  const row = Object.values(CARD_COURSE_COLUMNS).map((col) => sql`${sql.raw(`'${col.name}'`)}, ${c}.${sql.identifier(col.name)}`);
  return sql`json_build_object(
  'row', json_build_object(${sql.join(row, sql`, `)}),
  'parts', (select ${courseParts.card} from ${courseParts} where ${courseParts.course_id} = ${c.id})
)`;
}

/**
 * The cards of the courses of `c` meeting `where`, in catalogue order (sort, then id), sliced, as a
 * JSON list. `c` is `courses` or an alias of it; `from` names it.
 */
export function cardListJson(c: CourseTable, where: SQL | undefined, slice: Slice = {}): SQL<CardJson[]> {
  const from = c === courses ? sql`${courses}` : sql`${courses} ${c}`;
  return sortedJsonList(c, cardJson(c), from, where, slice) as SQL<CardJson[]>;
}

/** course_parts.card as the card's parts. */
export function cardPartsFromJson(json: CardPartsJson): CardParts {
  return {
    plans: json.plans.map((p) => fromJson(CARD_PLAN_COLUMNS, p)),
    teachers: json.teachers,
    category: json.category ? fromJson(CARD_CATEGORY_COLUMNS, json.category) : null,
  };
}

/** A card read by cardListJson, as this viewer sees it at `now`. */
export function cardFromJson(json: CardJson, viewer: Viewer, now: Date): CourseCard {
  return courseCard(fromJson(CARD_COURSE_COLUMNS, json.row), cardPartsFromJson(json.parts), viewer, now);
}
