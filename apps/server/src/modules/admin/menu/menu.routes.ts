// /private/admin/menu: the storefront header's navigation menu. Administrators only.
import { errorResponses } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { MenuItemInputSchema, MenuItemOneSchema, MenuListSchema, MenuOrderSchema } from '@rian/contracts/admin/pages';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { selectMenu } from './menu-view.ts';
import { createMenuItem, deleteMenuItem, reorderMenu, updateMenuItem } from './save-menu-item.ts';

export function menuRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const menu = { path: 'menu', tag: 'menu', errors: errorResponses(400, 401, 403, 404) } as const;
  adminRoute(app, requireAdmin, {
    ...menu,
    method: 'GET',
    summary: 'The menu, first to last',
    response: MenuListSchema,
    handle: async () => (await selectMenu(admin.db)).map(({ visible: _v, ...item }) => item),
  });
  adminRoute(app, requireAdmin, {
    ...menu,
    method: 'POST',
    summary: 'A new last item',
    body: MenuItemInputSchema,
    status: 201,
    response: MenuItemOneSchema,
    handle: ({ actor, body }) => createMenuItem(admin, actor, body),
  });
  adminRoute(app, requireAdmin, {
    ...menu,
    method: 'PUT',
    path: 'menu/order',
    summary: 'Reorder the whole menu',
    body: MenuOrderSchema,
    response: MenuListSchema,
    handle: ({ actor, body }) => reorderMenu(admin, actor, body.ids),
  });
  const item = { ...menu, path: 'menu/:id', params: idParams } as const;
  adminRoute(app, requireAdmin, {
    ...item,
    method: 'PUT',
    summary: 'Change an item',
    body: MenuItemInputSchema,
    response: MenuItemOneSchema,
    handle: ({ actor, params, body }) => updateMenuItem(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...item,
    method: 'DELETE',
    summary: 'Delete an item',
    response: AdminDeletedSchema,
    handle: ({ actor, params }) => deleteMenuItem(admin, actor, params.id),
  });
}
