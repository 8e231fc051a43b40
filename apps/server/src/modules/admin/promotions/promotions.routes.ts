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

export function promotionRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'promotions',
    tag: 'promotions',
    schemas: {
      query: PromotionListQuerySchema,
      page: PromotionPageSchema,
      one: PromotionOneSchema,
      create: PromotionCreateSchema,
      patch: PromotionPatchSchema,
    },
    list: listPromotions,
    get: loadPromotion,
    create: createPromotion,
    update: updatePromotion,
    remove: deletePromotion,
  });
}
