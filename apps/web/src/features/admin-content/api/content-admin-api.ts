// The back office's calls for the storefront's content: pages, the header's menu and the texts
// (/private/admin/pages, /menu, /texts).
import {
  MenuItemOneSchema,
  MenuListSchema,
  PageOneSchema,
  type MenuItemInput,
  type PageCreate,
  type PagePatch,
} from '@rian/contracts/admin/pages';
import { TextOneSchema, type TextOverride } from '@rian/contracts/admin/texts';
import { adminGetQuery, useAdminWrite, useDeleteResource, useSaveResource } from '../../../lib/admin-api.ts';

export const useCreatePage = () =>
  useAdminWrite('pages', PageOneSchema, (body: PageCreate) => ({ method: 'POST', path: 'pages', body }));

export const useUpdatePage = (id: number) =>
  useAdminWrite('pages', PageOneSchema, (body: PagePatch) => ({ method: 'PATCH', path: `pages/${id}`, body }));

export const useDeletePage = () => useDeleteResource('pages');

export const menuQuery = () => adminGetQuery(['menu', 'all'], 'menu', MenuListSchema);

export const useSaveMenuItem = () => useSaveResource<MenuItemInput>('menu', MenuItemOneSchema, 'PUT');

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
