// POST /private/admin/orders/{id}/cancel: an administrator cancels an unpaid order. The order
// lifecycle decides whether it may be (only 'notYetReceived' → 'cancelled'; anything else is
// TRANSITION_REFUSED 409), and the same guarded transition as the buyer's cancel and the auto-cancel
// sweep gives back its seats, coupon uses and stock, once. Audited with the reason.
import { applyTransition, TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE, type OrderStatus } from '@rian/domain/lifecycles/order';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { publishedWrite } from '../audited-write.ts';
import { cancelUnpaidOrders } from '../../orders/order-transitions.ts';
import { getOrder } from './get-order.ts';
import { lockOrder } from './order-action.ts';

export async function cancelOrder(ctx: AdminContext, actor: Actor, id: number, reason: string): Promise<AdminOrderDetail> {
  // Seats come back with the cancel: the course pages' memo is told on every instance.
  await publishedWrite(ctx, 'catalogue', async (tx) => {
    const order = await lockOrder(tx, id);
    const to = applyTransition(ORDER_LIFECYCLE, order.status as OrderStatus, 'cancel');
    const cancelled = await cancelUnpaidOrders(tx, [id], ctx.clock());
    if (cancelled.length === 0) throw new TransitionRefused('order', order.status, 'cancel');
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: 'order',
      entityId: id,
      before: { status: order.status },
      after: { status: to, reason },
    });
  });
  return getOrder(ctx.db, id);
}
