// The tabs a course's or a product's page shows beside its own (spec §3 "tabs"), one table for both.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { courses, products } from './catalogue.ts';
import { bilingualText } from './columns.ts';

/**
 * The extra tabs of a course's or a product's page (spec §3 "tabs"): each belongs to exactly one
 * course or one product; body is rich text cleaned by the server; English empty falls back to Thai.
 */
export const catalogueTabs = pgTable(
  'catalogue_tabs',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    ...bilingualText('title'),
    ...bilingualText('body', ''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('catalogue_tabs_course').on(t.course_id, t.sort),
    index('catalogue_tabs_product').on(t.product_id, t.sort),
    check('catalogue_tabs_one_owner', sql`(${t.course_id} IS NULL) <> (${t.product_id} IS NULL)`),
  ],
);
