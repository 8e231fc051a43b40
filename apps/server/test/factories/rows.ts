// The insert a factory ends with: its defaults, overridden by what the test's spec says, read back whole;
// and a factory that is only that insert, its defaults numbered by the rows it made.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@rian/db';

/** What a test changes of a factory's defaults for a row of `T`. */
export type Spec<T extends PgTable> = Partial<T['$inferInsert']>;

/** Inserts one row of `table` and answers it as stored. */
export async function insertRow<T extends PgTable>(db: Db, table: T, values: PgInsertValue<T>): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

/** A factory of `table` rows: the defaults of its n-th row (n from 1), overridden by the test's spec. */
export function rowFactory<T extends PgTable>(table: T, defaults: (n: number) => PgInsertValue<T>) {
  let made = 0;
  return (db: Db, spec: Spec<T> = {}): Promise<T['$inferSelect']> => {
    made += 1;
    return insertRow(db, table, { ...defaults(made), ...spec } as PgInsertValue<T>);
  };
}
