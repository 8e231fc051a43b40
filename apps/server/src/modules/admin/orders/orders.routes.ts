// /private/admin/orders: the order list, searched and filtered on the server, and its CSV export; one
// order, and what the lifecycles let an administrator do to it (cancel, refund, approve a free order, ship
// and deliver its products), its receipt mailed again and its internal notes. Administrators only.
import { errorResponses } from '@rian/contracts';
import {
  OrderCancelSchema,
  OrderListQuerySchema,
  OrderNoteSchema,
  OrderOneSchema,
  OrderPageSchema,
  OrderRefundSchema,
  OrderShipSchema,
} from '@rian/contracts/admin/orders';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { csvRoute } from '../csv.ts';
import { addOrderNote } from './add-order-note.ts';
import { approveFreeOrder } from './approve-free-order.ts';
import { cancelOrder } from './cancel-order.ts';
import { exportOrders } from './export-orders.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';
import { refundOrder } from './refund-order.ts';
import { resendReceipt } from './resend-receipt.ts';
import { deliverOrder, shipOrder } from './ship-order.ts';
import { withholdingCertificateRoutes } from './withholding-certificate.routes.ts';

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
  csvRoute(app, requireAdmin, {
    tag,
    path: 'orders/export.csv',
    summary: 'The same filtered list as CSV (UTF-8 with BOM, Thai time), for Excel',
    query: OrderListQuerySchema,
    file: 'orders',
    csv: (query) => exportOrders(admin.db, query),
  });
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
  adminRoute(app, requireAdmin, {
    tag,
    method: 'POST',
    path: 'orders/:id/refund',
    summary:
      'Refund a paid order, whole or by line: the amount is recomputed by the server; the lines’ course access closes ' +
      '(and nothing else), stock comes back when asked; through the provider’s refund API (Omise card, PayPal) ' +
      'or recorded as a transfer back with its slip (every other method). 502 when the provider refuses: nothing changed',
    params: idParams,
    body: OrderRefundSchema,
    response: OrderOneSchema,
    errors: errorResponses(400, 401, 403, 404, 409, 502, 503),
    handle: ({ params, body, actor }) => refundOrder(admin, actor, params.id, body),
  });
  orderActionRoutes(app, { admin, requireAdmin });
  withholdingCertificateRoutes(app, { admin, requireAdmin });
}

/** The order page's other actions: each answers the order as it now is. */
function orderActionRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const action = (path: string, summary: string) => ({
    tag,
    method: 'POST' as const,
    path: `orders/:id/${path}`,
    summary,
    params: idParams,
    response: OrderOneSchema,
  });
  adminRoute(app, requireAdmin, {
    ...action('ship', 'Ship the products of a paid order: its carrier and tracking number are stored and mailed to the buyer'),
    body: OrderShipSchema,
    handle: ({ params, body, actor }) => shipOrder(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...action('deliver', 'The shipped products of an order were delivered'),
    handle: ({ params, actor }) => deliverOrder(admin, actor, params.id),
  });
  adminRoute(app, requireAdmin, {
    ...action('resend-receipt', 'Mail the buyer the paid order’s receipt again, with the links to its documents'),
    handle: ({ params, actor }) => resendReceipt(admin, actor, params.id),
  });
  adminRoute(app, requireAdmin, {
    ...action('notes', 'Add an internal note to the order: administrators only, never shown to the buyer'),
    body: OrderNoteSchema,
    handle: ({ params, body, actor }) => addOrderNote(admin, actor, params.id, body.body),
  });
  adminRoute(app, requireAdmin, {
    ...action('approve', 'Approve a free order whose plan needs approval: access is granted and the receipt mailed'),
    handle: ({ params, actor }) => approveFreeOrder(admin, actor, params.id),
  });
}
