// Categories with the number of visible courses in each (spec §7 /public/categories).
import { asc, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain';
import type { Category } from '@rian/contracts';
import { visibleCourse } from './catalogue-reads.ts';
import { fromJson } from './json-rows.ts';

const { courses, categories } = schema;

/** The columns of a category a visitor sees; the back office's category view adds its place and count. */
export const CATEGORY_COLUMNS = columnsOf(categories, ['id', 'name', 'name_en', 'link_path', 'description']);

/**
 * How many courses of the category row in scope a visitor may see. The category's id is named in
 * full: drizzle leaves columns unqualified in a select from one table, where a bare "id" would be
 * the course's.
 */
function courseCount(now: Date | Placeholder): SQL<number> {
  const categoryId = sql`${sql.identifier(getTableName(categories))}.${sql.identifier(categories.id.name)}`;
  return sql<number>`(select cast(count(*) as int) from ${courses}
    where ${courses.category_id} = ${categoryId} and ${visibleCourse(now)})`;
}

export async function listCategories(db: Db, now: Date): Promise<Category[]> {
  return db
    .select({ ...CATEGORY_COLUMNS, course_count: courseCount(now) })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** The category at `linkPath` as listCategories shows it, as JSON; null when there is none. */
export function categoryJson(linkPath: Placeholder, now: Placeholder): SQL<Record<string, unknown> | null> {
  const columns = sql.join(Object.values(CATEGORY_COLUMNS), sql`, `);
  return sql`(select to_json(c) from (select ${columns}, ${courseCount(now)} as course_count
    from ${categories} where ${eq(categories.link_path, linkPath)}) c)`;
}

/** A category read by categoryJson. */
export function categoryFromJson(json: Record<string, unknown>): Category {
  return { ...fromJson(CATEGORY_COLUMNS, json), course_count: Number(json.course_count) };
}

/** The category at a link path among `all`; NOT_FOUND when there is none. */
export function findCategoryByPath(all: readonly Category[], linkPath: string): Category {
  const found = all.find((c) => c.link_path === linkPath);
  if (!found) throw new DomainError('NOT_FOUND', `No category at ${linkPath}`);
  return found;
}
