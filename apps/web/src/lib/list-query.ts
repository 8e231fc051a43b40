import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { PageSize } from '@rian/domain/pagination';
import { apiGet, withQuery, type SchemaOf } from './api-client.ts';

/** What a storefront list asks for (spec §7): its filter, the search words and the page. */
export interface ListParams<Filter extends string = string> {
  filter: Filter;
  keyword: string;
  page: number;
  pageSize: PageSize;
}

/** One page of the list at `path`; the page on screen stays while the next one loads. */
export const listQuery = <Key extends readonly unknown[], S extends z.ZodMiniType>(
  queryKey: Key,
  path: string,
  schema: SchemaOf<S>,
  p: ListParams,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiGet(withQuery(path, { filter: p.filter, keyword: p.keyword, page: p.page, pageSize: p.pageSize }), schema, signal),
    placeholderData: (prev) => prev,
  });
