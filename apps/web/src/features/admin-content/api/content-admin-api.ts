// The back office's calls for the storefront's content: pages, the header's menu and the texts
// (/private/admin/pages, /menu, /texts).
import { queryOptions } from '@tanstack/react-query';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  MenuItemOneSchema,
  MenuListSchema,
  PageOneSchema,
  type MenuItemInput,
  type PageCreate,
  type PagePatch,
} from '@rian/contracts/admin/pages';
import { TextOneSchema, type TextOverride } from '@rian/contracts/admin/texts';
import { ADMIN_API, useAdminWrite } from '../../../lib/admin-api.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const useCreatePage = () =>
  useAdminWrite('pages', PageOneSchema, (body: PageCreate) => ({ method: 'POST', path: 'pages', body }));

export const useUpdatePage = (id: number) =>
  useAdminWrite('pages', PageOneSchema, (body: PagePatch) => ({ method: 'PATCH', path: `pages/${id}`, body }));

export const useDeletePage = () =>
  useAdminWrite('pages', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `pages/${id}` }));

export const menuQuery = () =>
  queryOptions({
    queryKey: ['admin', 'menu', 'all'],
    queryFn: ({ signal }) => apiGet(`${ADMIN_API}/menu`, MenuListSchema, signal),
    staleTime: 0,
  });

export const useSaveMenuItem = () =>
  useAdminWrite('menu', MenuItemOneSchema, ({ id, body }: { id: number | null; body: MenuItemInput }) =>
    id === null ? { method: 'POST', path: 'menu', body } : { method: 'PUT', path: `menu/${id}`, body },
  );

export const useDeleteMenuItem = () =>
  useAdminWrite('menu', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `menu/${id}` }));

export const useReorderMenu = () =>
  useAdminWrite('menu', MenuListSchema, (ids: number[]) => ({ method: 'PUT', path: 'menu/order', body: { ids } }));

export const useOverrideText = () =>
  useAdminWrite('texts', TextOneSchema, ({ key, body }: { key: string; body: TextOverride }) => ({
    method: 'PUT',
    path: `texts/${encodeURIComponent(key)}`,
    body,
  }));

export const useResetText = () =>
  useAdminWrite('texts', TextOneSchema, (key: string) => ({ method: 'DELETE', path: `texts/${encodeURIComponent(key)}` }));
