// spec §9: list pages offer 10/20/30/40 items per page, 10 by default.
export const PAGE_SIZES = [10, 20, 30, 40] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Deepest page a list serves; deeper offsets are refused rather than scanned. */
export const MAX_PAGE = 10_000;

export function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

export function pageOffset(page: number, pageSize: PageSize): number {
  return (page - 1) * pageSize;
}

export function pageCount(total: number, pageSize: PageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keyword search input: trimmed, inner white space folded, at most 100 characters. */
export const MAX_KEYWORD_LENGTH = 100;
export function normaliseKeyword(raw: string | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH);
}

/** Escapes LIKE/ILIKE wildcards so a keyword matches literally ("50%" finds "50%"). */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A list page's state as its address holds it (?filter, ?keyword, ?page, ?pageSize). */
export interface ListParams {
  /** '' when the address names none (each list reads that as its own default). */
  filter: string;
  keyword: string;
  page: number;
  pageSize: PageSize;
}

/**
 * The list state of an address: the storefront reads it from its URL, and the server from the same
 * URL when it draws the page with its list inlined, so both name the same list. A page or a size out
 * of range reads as the default.
 */
export function readListParams(get: (name: string) => string | null | undefined): ListParams {
  const page = Number(get('page'));
  const size = Number(get('pageSize'));
  return {
    filter: get('filter') ?? '',
    keyword: normaliseKeyword(get('keyword') ?? ''),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}
