// spec §4: "If an order id already exists, the payment step is reused". Runs in the order's
// transaction, over the buyer's unpaid orders as read under the buyer's lock (create-order.ts):
// - one of the same cart still within its time is answered again (with the newly chosen method);
// - one that shares a course or a product with this cart refuses it (ORDER_AWAITING_PAYMENT): a
//   second unpaid order would take another seat and more stock for the same buyer;
// - one past its cancel_at is cancelled here through the guarded transition, as the sweep would, and
//   holds nothing back; unless a payment of it is under way, in which case it still waits.
import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { awaitsPayment } from '@rian/domain/lifecycles/order';
import type { OrderRequest } from '@rian/domain/order-validation';
import { cancelUnpaidOrders } from '../order-transitions.ts';
import type { OpenUnpaidOrder } from '../open-unpaid-orders.ts';

const { orders } = schema;

export interface OpenOrderQuestion {
  userId: number;
  signature: string;
  req: OrderRequest;
  /** The order is placed with a method in its provider's test environment. */
  test: boolean;
}

function sharesLines(order: OpenUnpaidOrder, req: OrderRequest): boolean {
  return (
    req.courses.some((c) => order.course_ids.includes(c.course_id)) ||
    req.products.some((p) => order.product_ids.includes(p.product_id))
  );
}

/**
 * The open order's id when it is reused (with the newly chosen method, and a test order exactly when
 * that method is in its provider's test environment); null when a new one is due. Throws
 * ORDER_AWAITING_PAYMENT when another unpaid order holds a course or product of this cart.
 */
export async function reuseOpenOrder(
  tx: Tx,
  open: readonly OpenUnpaidOrder[],
  q: OpenOrderQuestion,
  now: Date,
): Promise<number | null> {
  const concerned = open.filter((o) => o.cart_signature === q.signature || sharesLines(o, q.req));
  const waiting = concerned.filter((o) => awaitsPayment(o, now) || o.paying);
  const overdue = concerned.filter((o) => !waiting.includes(o));
  if (overdue.length > 0) {
    await cancelUnpaidOrders(
      tx,
      overdue.map((o) => o.id),
      now,
    );
  }
  const same = waiting.find((o) => o.cart_signature === q.signature);
  if (same) {
    await tx
      .update(orders)
      .set({ payment_method_id: q.req.payment_method_id, is_test: q.test, updated_at: now })
      .where(eq(orders.id, same.id));
    return same.id;
  }
  if (waiting.length > 0) throw new DomainError('ORDER_AWAITING_PAYMENT', undefined, { orderIds: waiting.map((o) => o.id) });
  return null;
}
