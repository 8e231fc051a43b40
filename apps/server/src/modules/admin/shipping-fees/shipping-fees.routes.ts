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
import { shippingFeeWrites } from './save-shipping-fee.ts';
import { loadShippingFee } from './shipping-fee-view.ts';

export function shippingFeeRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'shipping-fees',
    tag: 'shipping fees',
    schemas: {
      query: ShippingFeeListQuerySchema,
      page: ShippingFeePageSchema,
      one: ShippingFeeOneSchema,
      create: ShippingFeeCreateSchema,
      patch: ShippingFeePatchSchema,
    },
    list: listShippingFees,
    get: loadShippingFee,
    ...shippingFeeWrites,
  });
}
