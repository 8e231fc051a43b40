// The pieces every back-office list shares: a page of at most per_page rows, a free-text search over
// named columns, and a sort by one of the resource's sortable columns ("-" first for descending).
import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@rian/db';
import { ADMIN_DEFAULT_PAGE_SIZE, type AdminListQuery } from '@rian/contracts/admin/list';

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function paging(query: AdminListQuery): Paging {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? ADMIN_DEFAULT_PAGE_SIZE;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Rows whose named columns hold every word of `q` (case-insensitive; % and _ are matched as typed). */
export function searchAll(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  const parts = words.map((w) => {
    const pattern = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(...columns.map((c) => ilike(c as AnyColumn, pattern)))!;
  });
  return sql.join(parts, sql` and `);
}

/** The ORDER BY of a sort value; the id breaks ties so pages never overlap. */
export function sortBy<C extends Record<string, AnyColumn>>(
  sort: string | undefined,
  columns: C,
  fallback: Extract<keyof C, string> | `-${Extract<keyof C, string>}`,
  id: AnyColumn,
): SQL[] {
  const value = sort ?? fallback;
  const descending = value.startsWith('-');
  const column = columns[descending ? value.slice(1) : value] ?? columns[fallback.replace(/^-/, '')]!;
  return [descending ? desc(column) : asc(column), descending ? desc(id) : asc(id)];
}

/** The list answer of the contracts' adminPage. */
export function pageAnswer<T>(rows: T[], total: number, p: Paging) {
  return { success: true as const, data: rows, total, page: p.page, per_page: p.perPage };
}

type SortColumns = Record<string, AnyColumn> & { id: AnyColumn };

/** A back-office list as a declaration: what it selects, what it searches and sorts by, and how a row answers. */
export interface ListSpec<S extends PgSelect, C extends SortColumns, T> {
  /** The rows' select before its WHERE (`.$dynamic()`). */
  rows: S;
  /** The table whose rows the total counts. */
  counted: PgTable;
  /** Conditions beside the search (a state, a category). */
  filters?: (SQL | undefined)[];
  /** The columns `q` searches. */
  search: (AnyColumn | SQL)[];
  /** The sortable columns by the names `sort` uses; the id also breaks ties. */
  sorts: C;
  /** The sort when the query names none. */
  fallback: Extract<keyof C, string> | `-${Extract<keyof C, string>}`;
  /** A selected row as the list answers it. */
  toRow: (row: Awaited<S>[number]) => T;
}

/** One page of a list: its rows under the search and filters, sorted, and the total they make. */
export async function listPage<S extends PgSelect, C extends SortColumns, T>(
  db: Db,
  query: AdminListQuery,
  list: ListSpec<S, C, T>,
) {
  const p = paging(query);
  const where = and(...(list.filters ?? []), searchAll(query.q, list.search));
  const [rows, [counted]] = await Promise.all([
    list.rows
      .where(where)
      .orderBy(...sortBy(query.sort, list.sorts, list.fallback, list.sorts.id))
      .limit(p.perPage)
      .offset(p.offset),
    db.select({ total: count() }).from(list.counted).where(where),
  ]);
  return pageAnswer((rows as Awaited<S>).map(list.toRow), counted?.total ?? 0, p);
}
