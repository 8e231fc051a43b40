// spec §4: an order id already exists for this cart → the payment step is reused. Runs only after the
// unique open-cart index (orders_open_cart) refused a second unpaid order of the same cart.
import { and, eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { cancelUnpaidOrders } from '../order-transitions.ts';

const { orders } = schema;

/**
 * The open order's id when it is reused (with the newly chosen method, and a test order exactly when
 * that method is in its provider's test environment); null when a new one is due.
 */
export async function reuseOpenOrder(
  tx: Tx,
  userId: number,
  signature: string,
  paymentMethodId: number | null,
  test: boolean,
  now: Date,
): Promise<number | null> {
  const open = await tx
    .select({ id: orders.id, cancel_at: orders.cancel_at })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.cart_signature, signature), eq(orders.status, 'notYetReceived')))
    .for('update');
  const existing = open[0];
  if (existing && existing.cancel_at > now) {
    await tx
      .update(orders)
      .set({ payment_method_id: paymentMethodId, is_test: test, updated_at: now })
      .where(eq(orders.id, existing.id));
    return existing.id;
  }
  // Overdue but not yet swept: cancel it now, so that its seats are free for this order.
  if (existing) await cancelUnpaidOrders(tx, [existing.id], now);
  return null;
}
