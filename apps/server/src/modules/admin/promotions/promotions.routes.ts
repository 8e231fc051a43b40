// /private/admin/promotions (spec §3 promotion, /promotion/{id}): the page content of promotions: list,
// create, read, edit, delete one no order used; their money rules; the checkout's choice for a cart
// previewed. Administrators only.
import {
  PromotionCreateSchema,
  PromotionListQuerySchema,
  PromotionOneSchema,
  PromotionPageSchema,
  PromotionPatchSchema,
  PromotionPreviewBodySchema,
  PromotionPreviewSchema,
  PromotionRulesSchema,
} from '@rian/contracts/admin/promotions';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { listPromotions } from './list-promotions.ts';
import { previewPromotions } from './preview-promotions.ts';
import { createPromotion, deletePromotion, setPromotionRules, updatePromotion } from './save-promotion.ts';
import { loadPromotion } from './promotion-view.ts';

export function promotionRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin, requireAdmin } = deps;
  adminRoute(app, requireAdmin, {
    tag: 'promotions',
    method: 'POST',
    path: 'promotions/preview',
    summary:
      'Which promotion the checkout auto-selects for a cart of courses (at a plan) and products, and why the others do not apply',
    body: PromotionPreviewBodySchema,
    response: PromotionPreviewSchema,
    handle: ({ body }) => previewPromotions(admin, body),
  });
  adminRoute(app, requireAdmin, {
    tag: 'promotions',
    method: 'PUT',
    path: 'promotions/:id/rules',
    summary: 'Every money rule of a promotion at once: courses, products, P1/P2, discount, window, switch (audited)',
    params: idParams,
    body: PromotionRulesSchema,
    response: PromotionOneSchema,
    handle: ({ actor, params, body }) => setPromotionRules(admin, actor, params.id, body),
  });
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
