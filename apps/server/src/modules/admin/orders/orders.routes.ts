// /private/admin/orders: the order list, searched and filtered on the server, and its CSV export.
// Administrators only.
import { Readable } from 'node:stream';
import { utcToThaiDateTime } from '@rian/domain/payment-report';
import { OrderCancelSchema, OrderListQuerySchema, OrderOneSchema, OrderPageSchema } from '@rian/contracts/admin/orders';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { cancelOrder } from './cancel-order.ts';
import { exportOrders } from './export-orders.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';

const tag = 'orders';

export function orderRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'orders',
    summary: 'Orders, newest first: status, method, Thai days, course, product, and words over the buyer and the order',
    query: OrderListQuerySchema,
    response: OrderPageSchema,
    page: true,
    handle: ({ query }) => listOrders(admin.db, query),
  });
  app.get(
    '/private/admin/orders/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [`admin: ${tag}`],
        summary: 'The same filtered list as CSV (UTF-8 with BOM, Thai time), for Excel',
        description: 'Answers text/csv; refusals are the error envelope (400, 401, 403).',
        // No response map: the answer is a CSV stream, which a response schema would have to type as JSON.
        querystring: OrderListQuerySchema,
      },
    },
    async (req, reply) => {
      const day = utcToThaiDateTime(new Date()).date;
      const csv = await exportOrders(admin.db, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(csv));
    },
  );
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'orders/:id',
    summary: 'One order: lines, amounts, coupons, promotion, tax invoice, shipping address and timeline',
    params: idParams,
    response: OrderOneSchema,
    handle: ({ params }) => getOrder(admin.db, params.id),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'POST',
    path: 'orders/:id/cancel',
    summary: 'Cancel an unpaid order: its seats, coupon uses and stock come back once',
    params: idParams,
    body: OrderCancelSchema,
    response: OrderOneSchema,
    handle: ({ params, body, actor }) => cancelOrder(admin, actor, params.id, body.reason),
  });
}
