// The back office's calls, one shape for every resource (/private/admin/{resource}: list, one,
// create, edit, delete, and verbs such as publish), as TanStack Query options and mutations. Every
// answer is parsed with the resource's contract; a write refreshes the resource's queries.
import { queryOptions, useMutation, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiGet, apiRequest, withQuery } from './api-client.ts';

export const ADMIN_API = '/private/admin';

/** The list query as it sits in the page's URL (conventions.md: filters, search and sort in the URL). */
export type AdminListParams = Record<string, string | number | undefined>;

export function adminListQuery<S extends z.ZodMiniType>(resource: string, schema: S, params: AdminListParams) {
  return queryOptions({
    queryKey: ['admin', resource, 'list', params],
    queryFn: ({ signal }) => apiGet(withQuery(`${ADMIN_API}/${resource}`, params), schema, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function adminOneQuery<S extends z.ZodMiniType>(resource: string, schema: S, id: number | string) {
  return queryOptions({
    queryKey: ['admin', resource, 'one', String(id)],
    queryFn: ({ signal }) => apiGet(`${ADMIN_API}/${resource}/${id}`, schema, signal),
    staleTime: 0,
  });
}

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A write to `path` (relative to /private/admin) whose answer is parsed with `schema`; the resource's lists and records refresh after it. */
export function useAdminWrite<S extends z.ZodMiniType, V>(
  resource: string,
  schema: S,
  request: (vars: V) => { method: Method; path: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => {
      const { method, path, body } = request(vars);
      return apiRequest(`${ADMIN_API}/${path}`, schema, { method, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', resource] }),
  });
}
