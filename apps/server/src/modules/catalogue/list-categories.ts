// Categories with the number of visible courses in each (spec §7 /public/categories).
import { and, asc, eq, sql } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain';
import type { Category } from '@rian/contracts';
import { visibleCourse } from './catalogue-reads.ts';

const { courses, categories } = schema;

/** The columns of a category a visitor sees; the back office's category view adds its place and count. */
export const CATEGORY_COLUMNS = columnsOf(categories, ['id', 'name', 'name_en', 'link_path', 'description']);

export async function listCategories(db: Db, now: Date): Promise<Category[]> {
  const rows = await db
    .select({
      ...CATEGORY_COLUMNS,
      course_count: sql<number>`cast(count(${courses.id}) as int)`,
    })
    .from(categories)
    .leftJoin(courses, and(eq(courses.category_id, categories.id), visibleCourse(now)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({ ...r, course_count: Number(r.course_count) }));
}

/** The category at a link path among `all`; NOT_FOUND when there is none. */
export function findCategoryByPath(all: readonly Category[], linkPath: string): Category {
  const found = all.find((c) => c.link_path === linkPath);
  if (!found) throw new DomainError('NOT_FOUND', `No category at ${linkPath}`);
  return found;
}
