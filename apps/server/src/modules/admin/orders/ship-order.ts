// POST /private/admin/orders/{id}/ship and /deliver: the parcel of an order with products moves on its
// own lifecycle (packages/domain lifecycles/shipping.ts): 'awaiting' → 'shipped' with a carrier and a
// tracking number, only once the order is paid, and the buyer is mailed both; then 'shipped' →
// 'delivered'. An order without products is ORDER_NOTHING_TO_SHIP, an unpaid one ORDER_NOT_PAID, any
// other state TRANSITION_REFUSED. Each move is one guarded UPDATE and one audit row.
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { applyTransition, TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import { PAID_ORDER_STATUSES, type OrderStatus } from '@rian/domain/lifecycles/order';
import { SHIPPING_LIFECYCLE, type ShippingEvent, type ShippingStatus } from '@rian/domain/lifecycles/shipping';
import type { AdminOrderDetail, OrderShip } from '@rian/contracts/admin/orders';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { statusMove } from '../../../lib/lifecycle-sql.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { shippedMail } from '../../orders/order-mails.ts';
import { orderAction, type OrderRow } from './order-action.ts';

const { orders } = schema;

type ParcelFields = Partial<Pick<OrderRow, 'shipping_carrier' | 'shipping_tracking' | 'shipped_at'>>;

export function shipOrder(ctx: AdminContext, actor: Actor, id: number, req: OrderShip): Promise<AdminOrderDetail> {
  return orderAction(ctx, id, async (tx, order, mail) => {
    if (!(PAID_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status as OrderStatus)) {
      throw new DomainError('ORDER_NOT_PAID', 'Only a paid order is shipped');
    }
    const now = ctx.clock();
    const fields = { shipping_carrier: req.carrier, shipping_tracking: req.tracking, shipped_at: now };
    await moveParcel(tx, actor, order, 'ship', fields, now);
    await enqueueMail(
      tx,
      shippedMail({
        to: order.email,
        userId: order.user_id,
        siteTitle: mail.siteTitle,
        publicUrl: mail.publicUrl,
        orderId: order.id,
        carrier: req.carrier,
        tracking: req.tracking,
      }),
    );
  });
}

export function deliverOrder(ctx: AdminContext, actor: Actor, id: number): Promise<AdminOrderDetail> {
  return orderAction(ctx, id, (tx, order) => moveParcel(tx, actor, order, 'deliver', {}, ctx.clock()));
}

/** The lifecycle decides, then the guarded UPDATE moves the parcel and the audit row records it. */
async function moveParcel(tx: Tx, actor: Actor, order: OrderRow, event: ShippingEvent, fields: ParcelFields, now: Date) {
  const from = order.shipping_status as ShippingStatus | null;
  if (from === null) throw new DomainError('ORDER_NOTHING_TO_SHIP', 'The order has no products');
  const to = applyTransition(SHIPPING_LIFECYCLE, from, event, { tracking: fields.shipping_tracking ?? null });
  const { guard } = statusMove(SHIPPING_LIFECYCLE, event, orders.shipping_status);
  const moved = await tx
    .update(orders)
    .set({ shipping_status: to, ...fields, updated_at: now })
    .where(and(eq(orders.id, order.id), guard))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new TransitionRefused('shipping', from, event);
  await recordAudit(tx, actor, {
    action: event,
    entity: 'order',
    entityId: order.id,
    before: { shipping_status: from },
    after: {
      shipping_status: to,
      ...(fields.shipping_carrier ? { carrier: fields.shipping_carrier, tracking: fields.shipping_tracking } : {}),
    },
  });
}
