// The back office's calls, one shape for every resource (/private/admin/{resource}: list, one,
// create, edit, delete, and verbs such as publish), as TanStack Query options and mutations. Every
// answer is parsed with the resource's contract; a write refreshes the resource's queries.
import { queryOptions, useMutation, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
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

/** A GET of `path` (relative to /private/admin), cached under ['admin', ...key]: a resource's writes refresh it. */
export function adminGetQuery<S extends z.ZodMiniType>(key: readonly unknown[], path: string, schema: S) {
  return queryOptions({
    queryKey: ['admin', ...key],
    queryFn: ({ signal }) => apiGet(`${ADMIN_API}/${path}`, schema, signal),
    staleTime: 0,
  });
}

export function adminOneQuery<S extends z.ZodMiniType>(resource: string, schema: S, id: number | string) {
  return adminGetQuery([resource, 'one', String(id)], `${resource}/${id}`, schema);
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

/**
 * Saves one record of `resource`: a new one (`id` null) is POSTed to the resource, an existing one
 * PATCHed (or PUT, as the menu's items are) at resource/id. The answer is parsed with `schema`.
 */
export function useSaveResource<Body>(resource: string, schema: z.ZodMiniType, update: 'PATCH' | 'PUT' = 'PATCH') {
  return useAdminWrite(resource, schema, ({ id, body }: { id: number | null; body: Body }) =>
    id === null ? { method: 'POST', path: resource, body } : { method: update, path: `${resource}/${id}`, body },
  );
}

/** Deletes one record: DELETE at `path`/id (the resource's own path unless named), then its queries refresh. */
export function useDeleteResource(resource: string, path = resource) {
  return useAdminWrite(resource, AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `${path}/${id}` }));
}
