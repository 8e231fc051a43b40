// Rows read as JSON inside one statement (json_agg, json_build_object, to_json), turned back into
// the values drizzle gives for the same columns: a time becomes a Date, a jsonb its value. Keys are
// the columns' database names, which are also their property names in this schema.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Columns = Record<string, AnyPgColumn>;

/** The row type of a set of columns, as a drizzle select of them would give it. */
export type RowOf<C extends Columns> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/** json_build_object('name', column, ...) of these columns. */
export function jsonObject(columns: Columns): SQL {
  const pairs = Object.values(columns).map((c) => sql`${sql.raw(`'${c.name}'`)}, ${c}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A JSON object read back as the row of these columns. */
export function fromJson<C extends Columns>(columns: C, json: Record<string, unknown>): RowOf<C> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as RowOf<C>;
}

/** coalesce(json_agg(...), '[]'): a subquery's rows as a JSON list, empty when there are none. */
export function jsonList(item: SQL, rest: SQL, order: SQL): SQL {
  return sql`coalesce((select json_agg(${item} order by ${order}) ${rest}), '[]'::json)`;
}
