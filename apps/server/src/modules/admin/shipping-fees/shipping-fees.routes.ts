// /private/admin/shipping-fees (spec §3, §5 shipping fee): list, create, read, edit, delete one no
// order used. Administrators only.
import {
  ShippingFeeCreateSchema,
  ShippingFeeListQuerySchema,
  ShippingFeeOneSchema,
  ShippingFeePageSchema,
  ShippingFeePatchSchema,
} from '@rian/contracts/admin/shipping-fees';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { listShippingFees } from './list-shipping-fees.ts';
import { createShippingFee, deleteShippingFee, updateShippingFee } from './save-shipping-fee.ts';
import { loadShippingFee } from './shipping-fee-view.ts';

export function shippingFeeRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  resourceRoutes(app, {
    path: 'shipping-fees',
    tag: 'shipping fees',
    guard: requireAdmin,
    schemas: {
      query: ShippingFeeListQuerySchema,
      page: ShippingFeePageSchema,
      one: ShippingFeeOneSchema,
      create: ShippingFeeCreateSchema,
      patch: ShippingFeePatchSchema,
    },
    list: (query) => listShippingFees(admin, query),
    get: (id) => loadShippingFee(admin.db, id),
    create: (actor, body) => createShippingFee(admin, actor, body),
    update: (actor, id, body) => updateShippingFee(admin, actor, id, body),
    remove: (actor, id) => deleteShippingFee(admin, actor, id),
  });
}
