// Which of the order page's actions an order's state allows, read from the lifecycles' tables
// (packages/domain lifecycles), never said again here: the server decides the same way and refuses
// anything late.
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import { eventsFrom } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE, PAID_ORDER_STATUSES, wasPaid, type OrderStatus } from '@rian/domain/lifecycles/order';
import { SHIPPING_LIFECYCLE, type ShippingEvent } from '@rian/domain/lifecycles/shipping';

type Order = Pick<AdminOrderDetail, 'status' | 'shipping' | 'awaits_free_approval'>;

const parcelAllows = (order: Order, event: ShippingEvent) =>
  order.shipping !== null && eventsFrom(SHIPPING_LIFECYCLE, order.shipping.status).includes(event);

export const orderActions = (order: Order) => ({
  /** The products of a paid order leave with a carrier and a tracking number. */
  ship: (PAID_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status) && parcelAllows(order, 'ship'),
  deliver: parcelAllows(order, 'deliver'),
  /** A paid order has its receipt to mail again. */
  resend: wasPaid(order.status),
  /** A free order waiting for approval is paid by the administrator's approval. */
  approve: order.awaits_free_approval && eventsFrom(ORDER_LIFECYCLE, order.status).includes('pay'),
});
