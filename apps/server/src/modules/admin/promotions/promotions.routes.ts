// /private/admin/promotions (spec §3 promotion, /promotion/{id}): the page content of promotions: list,
// create, read, edit, delete one no order used. Administrators only.
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  PromotionCreateSchema,
  PromotionListQuerySchema,
  PromotionOneSchema,
  PromotionPageSchema,
  PromotionPatchSchema,
} from '@rian/contracts/admin/promotions';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { listPromotions } from './list-promotions.ts';
import { createPromotion, deletePromotion, updatePromotion } from './save-promotion.ts';
import { loadPromotion } from './promotion-view.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: promotions'];
const params = z.object({ id: IdParamSchema });
const ok = <T>(data: T) => ({ success: true as const, data });

export function promotionRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const one = { 200: PromotionOneSchema, ...errors };
  app.get(
    '/private/admin/promotions',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Promotions (page content)',
        querystring: PromotionListQuerySchema,
        response: { 200: PromotionPageSchema, ...errors },
      },
    },
    async (req) => listPromotions(admin, req.query),
  );
  app.post(
    '/private/admin/promotions',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A new inactive promotion from its title',
        body: PromotionCreateSchema,
        response: { 201: PromotionOneSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createPromotion(admin, actorOf(req), req.body))),
  );
  app.get(
    '/private/admin/promotions/:id',
    { onRequest: requireAdmin, schema: { tags, summary: 'One promotion', params, response: one } },
    async (req) => ok(await loadPromotion(admin.db, req.params.id)),
  );
  app.patch(
    '/private/admin/promotions/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Change the fields sent', params, body: PromotionPatchSchema, response: one },
    },
    async (req) => ok(await updatePromotion(admin, actorOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/private/admin/promotions/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Delete a promotion no order used', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ok(await deletePromotion(admin, actorOf(req), req.params.id)),
  );
}
