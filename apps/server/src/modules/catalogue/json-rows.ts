// Rows read as JSON inside one statement (json_agg, json_build_object, to_json), turned back into
// the values drizzle gives for the same columns: a time becomes a Date, a jsonb its value. Keys are
// the columns' database names, which are also their property names in this schema.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/**
 * The columns whose JSON value is not already the value drizzle gives (a time is a string in JSON, a
 * Date in a row), per set of columns, worked out once. Every other column's JSON value is its value.
 */
const converted = new WeakMap<Columns, [string, AnyPgColumn][]>();

function convertedOf(columns: Columns): [string, AnyPgColumn][] {
  let list = converted.get(columns);
  if (!list) {
    for (const [key, column] of Object.entries(columns))
      if (key !== column.name) throw new Error(`json-rows: ${key} is named ${column.name} in the database`);
    list = Object.entries(columns).filter(([, c]) => c.dataType === 'date' || c.dataType === 'bigint');
    converted.set(columns, list);
  }
  return list;
}

/**
 * A JSON object read back as the row of these columns, in place: the object is fresh from JSON.parse
 * and read once, and a list's rows are many (a copy of each was a tenth of a course page's server
 * time). Its keys are the columns' names (json_build_object and to_json write every one, null or not).
 */
export function fromJson<C extends Columns>(columns: C, json: Record<string, unknown>): RowOf<C> {
  for (const [key, column] of convertedOf(columns)) {
    const value = json[key];
    if (value !== null && value !== undefined) json[key] = column.mapFromDriverValue(value);
  }
  return json as RowOf<C>;
}

/** coalesce(json_agg(...), '[]'): a subquery's rows as a JSON list, empty when there are none. */
export function jsonList(item: SQL, rest: SQL, order: SQL): SQL {
  return sql`coalesce((select json_agg(${item} order by ${order}) ${rest}), '[]'::json)`;
}

/** The `limit` rows (all when absent) from `offset` (0 when absent) of a list ordered by sort, then id. */
export interface Slice {
  limit?: number | Placeholder;
  offset?: Placeholder;
}

/**
 * The rows of `from` meeting `where`, ordered by `t`'s sort then id, as a JSON list of `item`
 * (empty when there are none), sliced by `slice`. `t` is the table (or alias) named in `from`.
 */
export function sortedJsonList(
  t: { sort: AnyPgColumn; id: AnyPgColumn },
  item: SQL,
  from: SQL,
  where: SQL | undefined,
  slice: Slice = {},
): SQL {
  const limit =
    slice.limit === undefined
      ? sql``
      : sql` limit ${typeof slice.limit === 'number' ? sql.raw(String(slice.limit)) : slice.limit}`;
  const offset = slice.offset === undefined ? sql`` : sql` offset ${slice.offset}`;
  return sql`coalesce((select json_agg(x.item order by x.sort, x.id) from (
    select ${t.sort} as sort, ${t.id} as id, ${item} as item from ${from}
    where ${where ?? sql`true`} order by ${t.sort}, ${t.id}${limit}${offset}) x), '[]'::json)`;
}

/** How many rows of `from` meet `where`, as an int. */
export function countOf(from: SQL, where: SQL | undefined): SQL<number> {
  return sql<number>`(select cast(count(*) as int) from ${from} where ${where ?? sql`true`})`;
}
