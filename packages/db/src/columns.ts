// A select's columns named once: `columnsOf(teachers, ['id', 'name'])` is `{ id: teachers.id, name: teachers.name }`.
import { getTableColumns, type Table } from 'drizzle-orm';

export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, all[k]])) as Pick<T['_']['columns'], K>;
}
