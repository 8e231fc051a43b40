// What every catalogue read shares: its dependencies, the visibility conditions of spec §7 and the
// small helpers that turn rows into pages.
import { and, eq, gt, ilike, isNull, lte, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rian/db';
import { escapeLike, normaliseKeyword, type PageSize } from '@rian/domain';

const { courses, promotions } = schema;

export type CourseRow = typeof courses.$inferSelect;

/** What a catalogue use case reads with. */
export interface CatalogueDeps {
  db: Db;
  publicUrl: string;
  clock: () => Date;
}

export interface ListQuery {
  filter?: string | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: PageSize;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Published and not past end_publish: what a visitor may see listed or open (of `t`, courses or an alias of it). */
export function visibleCourse(
  now: Date | Placeholder,
  t: { is_published: AnyPgColumn; end_publish: AnyPgColumn } = courses,
): SQL {
  return and(eq(t.is_published, true), or(isNull(t.end_publish), gt(t.end_publish, now)))!;
}

export function visiblePromotion(now: Date | Placeholder): SQL {
  return and(
    eq(promotions.is_active, true),
    or(isNull(promotions.start_at), lte(promotions.start_at, now)),
    or(isNull(promotions.end_at), gt(promotions.end_at, now)),
  )!;
}

/** The ILIKE pattern of a keyword ("%keyword%", wildcards escaped); null when there is none. */
export function keywordPattern(raw: string | undefined): string | null {
  const keyword = normaliseKeyword(raw);
  return keyword ? `%${escapeLike(keyword)}%` : null;
}

/** Case-insensitive match of a keywordPattern (or a placeholder for one) in any of the columns. */
export function keywordMatch(pattern: string | Placeholder, columns: AnyPgColumn[]): SQL {
  return or(...columns.map((c) => ilike(c, pattern)))!;
}

export function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** "Title | Site title", or the title alone when the site has none. */
export function titleWithSite(title: string, settings: { title: string } | null | undefined): string {
  return `${title} | ${settings?.title ?? ''}`.replace(/ \| $/, '');
}
