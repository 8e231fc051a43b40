// POST /public/cart/deleteorder (spec §4: a failed PayPal payment deletes the order). Rian cancels
// rather than deletes, so the order list and the accounts keep the trace, and gives back its seats,
// coupon uses and stock. Only the buyer's own unpaid order; anything else is ORDER_CLOSED.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AuthUser } from '../auth/session.service.ts';
import { cancelUnpaidOrders } from './order-transitions.ts';
import type { OrdersContext } from './orders-context.ts';

const { orders } = schema;

export async function cancelOrder(ctx: OrdersContext, user: AuthUser, orderId: number): Promise<void> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ user_id: orders.user_id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order || order.user_id !== user.id) throw new DomainError('NOT_FOUND', 'No such order');
    if (order.status !== 'notYetReceived') throw new DomainError('ORDER_CLOSED');
    await cancelUnpaidOrders(tx, [orderId], now);
  });
}
