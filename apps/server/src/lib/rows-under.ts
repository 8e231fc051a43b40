// The rows under some parent rows (a quiz's questions, a question's choices, a section's lectures), in
// their list's order: by `sort`, then by id.
import { asc, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@rian/db';

type ListedTable = PgTable & { id: PgColumn; sort: PgColumn };

/** The rows of `table` whose `parent` column holds one of `ids`, in list order; none when there are no ids. */
export async function rowsUnder<T extends ListedTable>(
  db: Db | Tx,
  table: T,
  parent: PgColumn,
  ids: number[],
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table as ListedTable)
    .where(inArray(parent, ids))
    .orderBy(asc(table.sort), asc(table.id));
  return rows as T['$inferSelect'][];
}
