// /private/admin/shipping-fees (spec §3, §5 shipping fee): list, create, read, edit, delete one no
// order used. Administrators only.
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  ShippingFeeCreateSchema,
  ShippingFeeListQuerySchema,
  ShippingFeeOneSchema,
  ShippingFeePageSchema,
  ShippingFeePatchSchema,
} from '@rian/contracts/admin/shipping-fees';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { listShippingFees } from './list-shipping-fees.ts';
import { createShippingFee, deleteShippingFee, updateShippingFee } from './save-shipping-fee.ts';
import { loadShippingFee } from './shipping-fee-view.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: shipping fees'];
const params = z.object({ id: IdParamSchema });
const ok = <T>(data: T) => ({ success: true as const, data });

export function shippingFeeRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const one = { 200: ShippingFeeOneSchema, ...errors };
  app.get(
    '/private/admin/shipping-fees',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Shipping fees',
        querystring: ShippingFeeListQuerySchema,
        response: { 200: ShippingFeePageSchema, ...errors },
      },
    },
    async (req) => listShippingFees(admin, req.query),
  );
  app.post(
    '/private/admin/shipping-fees',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A new shipping fee',
        body: ShippingFeeCreateSchema,
        response: { 201: ShippingFeeOneSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createShippingFee(admin, actorOf(req), req.body))),
  );
  app.get(
    '/private/admin/shipping-fees/:id',
    { onRequest: requireAdmin, schema: { tags, summary: 'One shipping fee', params, response: one } },
    async (req) => ok(await loadShippingFee(admin.db, req.params.id)),
  );
  app.patch(
    '/private/admin/shipping-fees/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Change the fields sent', params, body: ShippingFeePatchSchema, response: one },
    },
    async (req) => ok(await updateShippingFee(admin, actorOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/private/admin/shipping-fees/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Delete a shipping fee no order used', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ok(await deleteShippingFee(admin, actorOf(req), req.params.id)),
  );
}
