// The pieces every back-office list shares: a page of at most per_page rows, a free-text search over
// named columns, and a sort by one of the resource's sortable columns ("-" first for descending).
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
