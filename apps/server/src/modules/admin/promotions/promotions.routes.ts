// /private/admin/promotions (spec §3 promotion, /promotion/{id}): the page content of promotions: list,
// create, read, edit, delete one no order used. Administrators only.
import {
  PromotionCreateSchema,
  PromotionListQuerySchema,
  PromotionOneSchema,
  PromotionPageSchema,
  PromotionPatchSchema,
} from '@rian/contracts/admin/promotions';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { listPromotions } from './list-promotions.ts';
import { createPromotion, deletePromotion, updatePromotion } from './save-promotion.ts';
import { loadPromotion } from './promotion-view.ts';

export function promotionRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  resourceRoutes(app, {
    path: 'promotions',
    tag: 'promotions',
    guard: requireAdmin,
    schemas: {
      query: PromotionListQuerySchema,
      page: PromotionPageSchema,
      one: PromotionOneSchema,
      create: PromotionCreateSchema,
      patch: PromotionPatchSchema,
    },
    list: (query) => listPromotions(admin, query),
    get: (id) => loadPromotion(admin.db, id),
    create: (actor, body) => createPromotion(admin, actor, body),
    update: (actor, id, body) => updatePromotion(admin, actor, id, body),
    remove: (actor, id) => deletePromotion(admin, actor, id),
  });
}
