import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, isPageSize, readListParams, type ListParams } from '@rian/domain/pagination';

export type { ListParams };

/** List state lives in the URL (?filter, ?keyword, ?page, ?pageSize) so that it can be shared and restored. */
export function useListParams(): [ListParams, (next: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams((name) => search.get(name)), [search]);

  const update = useCallback(
    (next: Partial<ListParams>) => {
      void setSearch((prev) => listSearch({ ...readRaw(prev), ...next }));
    },
    [setSearch],
  );
  return [params, update];
}

function readRaw(s: URLSearchParams): Partial<ListParams> {
  const out: Partial<ListParams> = {};
  const filter = s.get('filter');
  const keyword = s.get('keyword');
  const page = Number(s.get('page'));
  const size = Number(s.get('pageSize'));
  if (filter) out.filter = filter;
  if (keyword) out.keyword = keyword;
  if (page > 1) out.page = page;
  if (isPageSize(size)) out.pageSize = size;
  return out;
}

/** Query string for a list; defaults are left out so that URLs stay short. */
export function listSearch(p: Partial<ListParams>): URLSearchParams {
  const s = new URLSearchParams();
  if (p.filter && p.filter !== 'all') s.set('filter', p.filter);
  if (p.keyword) s.set('keyword', p.keyword);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  if (p.pageSize && p.pageSize !== DEFAULT_PAGE_SIZE) s.set('pageSize', String(p.pageSize));
  return s;
}

export function listHref(path: string, p: Partial<ListParams>): string {
  const qs = listSearch(p).toString();
  return qs ? `${path}?${qs}` : path;
}
