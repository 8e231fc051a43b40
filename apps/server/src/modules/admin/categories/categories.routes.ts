// /private/admin/categories: the catalogue's categories (spec §3). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  CategoryCreateSchema,
  CategoryListQuerySchema,
  CategoryOneSchema,
  CategoryPageSchema,
  CategoryPatchSchema,
} from '@rian/contracts/admin/categories';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadCategory } from './category-view.ts';
import { listCategories } from './list-categories.ts';
import { createCategory, deleteCategory, updateCategory } from './save-category.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: categories'];
const params = z.object({ id: IdParamSchema });

export function categoryRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  app.get(
    '/private/admin/categories',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Categories, paged',
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryPageSchema, ...errors },
      },
    },
    async (req) => listCategories(admin, req.query),
  );
  app.post(
    '/private/admin/categories',
    {
      onRequest,
      schema: { tags, summary: 'A new category', body: CategoryCreateSchema, response: { 201: CategoryOneSchema, ...errors } },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createCategory(admin, actorOf(req), req.body) }),
  );
  app.get(
    '/private/admin/categories/:id',
    { onRequest, schema: { tags, summary: 'One category', params, response: { 200: CategoryOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadCategory(admin.db, req.params.id) }),
  );
  app.patch(
    '/private/admin/categories/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the fields sent',
        params,
        body: CategoryPatchSchema,
        response: { 200: CategoryOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateCategory(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/private/admin/categories/:id',
    {
      onRequest,
      schema: { tags, summary: 'Delete an empty category', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ({ success: true as const, data: await deleteCategory(admin, actorOf(req), req.params.id) }),
  );
}
