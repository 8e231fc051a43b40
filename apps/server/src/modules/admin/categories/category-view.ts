// A category as the back office reads it, with how many courses it holds.
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCategory } from '@rian/contracts/admin/categories';
import type { Tx } from '../audit/record-audit.ts';
import { CATEGORY_COLUMNS } from '../../catalogue/list-categories.ts';

const { categories, courses } = schema;

/** The category with its course count, as one select the list reuses. */
export function selectCategories(db: Db | Tx) {
  return db
    .select({
      ...CATEGORY_COLUMNS,
      sort: categories.sort,
      course_count: count(courses.id),
    })
    .from(categories)
    .leftJoin(courses, eq(courses.category_id, categories.id))
    .groupBy(categories.id)
    .$dynamic();
}

export async function loadCategory(db: Db | Tx, id: number): Promise<AdminCategory> {
  const [row] = await selectCategories(db).where(eq(categories.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such category');
  return row;
}
