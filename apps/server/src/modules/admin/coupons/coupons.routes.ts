// /private/admin/coupons (spec §3 Coupon, §5): list, create, read, edit, delete one no order
// used; codes made in bulk for a campaign, the campaign's CSV, and the orders that used a coupon.
// Administrators only.
import {
  CouponBulkResultSchema,
  CouponBulkSchema,
  CouponCreateSchema,
  CouponExportQuerySchema,
  CouponListQuerySchema,
  CouponOneSchema,
  CouponPageSchema,
  CouponPatchSchema,
  CouponUsageSchema,
} from '@rian/contracts/admin/coupons';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { csvRoute } from '../csv.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { bulkCoupons } from './bulk-coupons.ts';
import { loadCoupon } from './coupon-view.ts';
import { couponUsage } from './coupon-usage.ts';
import { exportCoupons } from './export-coupons.ts';
import { listCoupons } from './list-coupons.ts';
import { createCoupon, deleteCoupon, updateCoupon } from './save-coupon.ts';

const tag = 'coupons';

export function couponRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin, requireAdmin } = deps;
  adminRoute(app, requireAdmin, {
    tag,
    method: 'POST',
    path: 'coupons/bulk',
    summary: 'Up to 1,000 coupons with the same terms and unique random codes for a campaign, all or none',
    body: CouponBulkSchema,
    status: 201,
    response: CouponBulkResultSchema,
    handle: ({ actor, body }) => bulkCoupons(admin, actor, body),
  });
  csvRoute(app, requireAdmin, {
    path: 'coupons/export.csv',
    tag,
    summary: "A campaign's codes and terms (every coupon without a campaign) as CSV (UTF-8 with BOM, Thai time), for Excel",
    query: CouponExportQuerySchema,
    file: (q) => (q.campaign ? `coupons-${q.campaign.replace(/[^A-Za-z0-9_-]+/g, '_')}` : 'coupons'),
    csv: (q) => exportCoupons(admin.db, q.campaign),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'coupons/:id/usage',
    summary: 'The orders that used the coupon: buyer, date, state and the discount given',
    params: idParams,
    response: CouponUsageSchema,
    handle: ({ params }) => couponUsage(admin.db, params.id),
  });
  resourceRoutes(app, deps, {
    path: 'coupons',
    tag,
    summaries: { remove: 'Delete a coupon no order used (IN_USE otherwise: deactivate it instead)' },
    schemas: {
      query: CouponListQuerySchema,
      page: CouponPageSchema,
      one: CouponOneSchema,
      create: CouponCreateSchema,
      patch: CouponPatchSchema,
    },
    list: listCoupons,
    get: loadCoupon,
    create: createCoupon,
    update: updateCoupon,
    remove: deleteCoupon,
  });
}
