// /private/admin/menu: the storefront header's navigation menu. Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { MenuItemInputSchema, MenuItemOneSchema, MenuListSchema, MenuOrderSchema } from '@rian/contracts/admin/pages';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { selectMenu } from './menu-view.ts';
import { createMenuItem, deleteMenuItem, reorderMenu, updateMenuItem } from './save-menu-item.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin: menu'];
const params = z.object({ id: IdParamSchema });

export function menuRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  app.get(
    '/private/admin/menu',
    { onRequest, schema: { tags, summary: 'The menu, first to last', response: { 200: MenuListSchema, ...errors } } },
    async () => ({ success: true as const, data: (await selectMenu(admin.db)).map(({ visible: _v, ...item }) => item) }),
  );
  app.post(
    '/private/admin/menu',
    {
      onRequest,
      schema: { tags, summary: 'A new last item', body: MenuItemInputSchema, response: { 201: MenuItemOneSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createMenuItem(admin, actorOf(req), req.body) }),
  );
  app.put(
    '/private/admin/menu/order',
    {
      onRequest,
      schema: { tags, summary: 'Reorder the whole menu', body: MenuOrderSchema, response: { 200: MenuListSchema, ...errors } },
    },
    async (req) => ({ success: true as const, data: await reorderMenu(admin, actorOf(req), req.body.ids) }),
  );
  app.put(
    '/private/admin/menu/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change an item',
        params,
        body: MenuItemInputSchema,
        response: { 200: MenuItemOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateMenuItem(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/private/admin/menu/:id',
    { onRequest, schema: { tags, summary: 'Delete an item', params, response: { 200: AdminDeletedSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await deleteMenuItem(admin, actorOf(req), req.params.id) }),
  );
}
