// /private/admin/orders: the order list, searched and filtered on the server, and its CSV export.
// Administrators only.
import { Readable } from 'node:stream';
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { OrderCancelSchema, OrderListQuerySchema, OrderOneSchema, OrderPageSchema } from '@rian/contracts/admin/orders';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { cancelOrder } from './cancel-order.ts';
import { exportOrders } from './export-orders.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: IdParamSchema });
const tags = ['admin: orders'];

export function orderRoutes(app: RouteApp, { admin, requireAdmin: onRequest }: AdminRoutesDeps): void {
  app.get(
    '/private/admin/orders',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Orders, newest first: status, method, Thai days, course, product, and words over the buyer and the order',
        querystring: OrderListQuerySchema,
        response: { 200: OrderPageSchema, ...errors },
      },
    },
    async (req) => listOrders(admin.db, req.query),
  );
  app.get(
    '/private/admin/orders/export.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The same filtered list as CSV (UTF-8 with BOM, Thai time), for Excel',
        description: 'Answers text/csv; refusals are the error envelope (400, 401, 403).',
        // No response map: the answer is a CSV stream, which a response schema would have to type as JSON.
        querystring: OrderListQuerySchema,
      },
    },
    async (req, reply) => {
      const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(exportOrders(admin.db, req.query)));
    },
  );
  app.get(
    '/private/admin/orders/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One order: lines, amounts, coupons, promotion, tax invoice, shipping address and timeline',
        params,
        response: { 200: OrderOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getOrder(admin.db, req.params.id) }),
  );
  app.post(
    '/private/admin/orders/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancel an unpaid order: its seats, coupon uses and stock come back once',
        params,
        body: OrderCancelSchema,
        response: { 200: OrderOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await cancelOrder(admin, actorOf(req), req.params.id, req.body.reason) }),
  );
}
