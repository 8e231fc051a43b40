// A course's parts that live in other tables (plans, teachers, outline, tabs, category), kept as
// JSON beside the course so that a list's cards and a course page read them as one row each instead
// of a subquery per table per card (docs/decisions/035). PostgreSQL keeps them: triggers on every
// table they come from call rian_refresh_course_parts (migration 0021), in the writing transaction,
// so no writer can forget them and no reader sees them behind the tables.
import { json, pgTable } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns.ts';
import { courses } from './catalogue.ts';

export const courseParts = pgTable('course_parts', {
  course_id: belongsTo('course_id', () => courses.id).primaryKey(),
  /** A card but for its seats: the course's card columns, plans (the plan rules' columns), teachers' names, category. */
  card: json('card').notNull(),
  /** What the course page shows besides the course row: plans, teachers, sections, lectures, tabs. */
  page: json('page').notNull(),
});
