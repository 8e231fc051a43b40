// A course card (spec §2 course lists) read as JSON inside the statement that lists it: the card as
// PostgreSQL keeps it in course_parts (the course's card columns, plans, teachers' names, category;
// docs/decisions/035) and the course's seats, read live; turned into the card the viewer sees by
// cardFromJson. The course lists, a promotion's courses and a course page's related lists all read
// their cards this way (list-courses.ts, list-promotions.ts, related-courses.ts).
import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@rian/db';
import type { Viewer } from '@rian/domain';
import type { CourseCard } from '@rian/contracts';
import { CARD_CATEGORY_COLUMNS, CARD_PLAN_COLUMNS, CARD_ROW_COLUMNS, courseCard, type CardParts } from './course-cards.ts';
import { fromJson, sortedJsonList, type Slice } from './json-rows.ts';

const { courses, courseParts } = schema;
/** course_parts under a name of its own: a course page's statement also reads its own course's row. */
const kept = alias(courseParts, 'kept');

/** `courses`, or an alias of it (a related course sits inside the page's own course). */
type CourseTable = PgTable & Record<'id' | 'sort' | 'category_id' | 'seat' | 'seats_taken', AnyPgColumn>;

/** course_parts.card: the card but for its seats. */
export interface CardPartsJson {
  row: Record<string, unknown>;
  plans: Record<string, unknown>[];
  teachers: string[];
  category: Record<string, unknown> | null;
}

export interface CardJson {
  card: CardPartsJson;
  seat: number;
  seats_taken: number;
}

/**
 * The card of the course row `c` as JSON, named through `c` (a bare `courses` could name
 * promotions.courses). Only the seats are read from the row: building a card's row as JSON in the
 * statement cost PostgreSQL about 13 µs a card.
 */
function cardJson(c: CourseTable): SQL {
  return sql`json_build_object(
  'card', (select ${kept.card} from ${courseParts} ${kept} where ${kept.course_id} = ${c.id}),
  'seat', ${c.seat},
  'seats_taken', ${c.seats_taken}
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

/** course_parts.card's plans, teachers and category as the card's parts. */
export function cardPartsFromJson(json: CardPartsJson): CardParts {
  return {
    plans: json.plans.map((p) => fromJson(CARD_PLAN_COLUMNS, p)),
    teachers: json.teachers,
    category: json.category ? fromJson(CARD_CATEGORY_COLUMNS, json.category) : null,
  };
}

/** A card read by cardListJson, as this viewer sees it at `now`. */
export function cardFromJson(json: CardJson, viewer: Viewer, now: Date): CourseCard {
  const row = Object.assign(fromJson(CARD_ROW_COLUMNS, json.card.row), { seat: json.seat, seats_taken: json.seats_taken });
  return courseCard(row, cardPartsFromJson(json.card), viewer, now);
}
