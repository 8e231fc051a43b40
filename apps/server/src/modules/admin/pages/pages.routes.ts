// /private/admin/pages: the storefront's custom pages (spec §2). Administrators only.
import * as z from 'zod/mini';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  PageCreateSchema,
  PageListQuerySchema,
  PageOneSchema,
  PagePageSchema,
  PagePatchSchema,
} from '@rian/contracts/admin/pages';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { listPages } from './list-pages.ts';
import { loadPage } from './page-view.ts';
import { createPage, deletePage, updatePage } from './save-page.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: pages'];
const params = z.object({ id: IdParamSchema });

export function pageRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  app.get(
    '/private/admin/pages',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Custom pages, paged',
        querystring: PageListQuerySchema,
        response: { 200: PagePageSchema, ...errors },
      },
    },
    async (req) => listPages(admin, req.query),
  );
  app.post(
    '/private/admin/pages',
    { onRequest, schema: { tags, summary: 'A new page', body: PageCreateSchema, response: { 201: PageOneSchema, ...errors } } },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createPage(admin, actorOf(req), req.body) }),
  );
  app.get(
    '/private/admin/pages/:id',
    { onRequest, schema: { tags, summary: 'One page', params, response: { 200: PageOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadPage(admin.db, req.params.id) }),
  );
  app.patch(
    '/private/admin/pages/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the fields sent',
        params,
        body: PagePatchSchema,
        response: { 200: PageOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updatePage(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/private/admin/pages/:id',
    {
      onRequest,
      schema: { tags, summary: 'Delete a page and its menu items', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ({ success: true as const, data: await deletePage(admin, actorOf(req), req.params.id) }),
  );
}
