// The buyer's unpaid orders (status notYetReceived) with what they hold: the courses and products
// that no second unpaid order of the same buyer may hold (spec §4 purchase flow, §8
// ORDER_AWAITING_PAYMENT), and that the cart and the course page point to while they wait.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';
import { paymentUnderWay } from './payment-under-way.ts';

const { orders, orderCourses, orderProducts } = schema;

export interface OpenUnpaidOrder {
  id: number;
  status: string;
  cart_signature: string;
  cancel_at: Date;
  /** A payment of it is under way (payment-under-way.ts): past its cancel_at it still holds its lines. */
  paying: boolean;
  course_ids: number[];
  product_ids: number[];
}

/**
 * Oldest first. With `lock`, inside the order's transaction, the order rows are locked (FOR UPDATE)
 * so that a payment or a cancel of one of them waits for the new order's decision.
 */
export async function openUnpaidOrders(
  db: Db | Tx,
  userId: number,
  now: Date,
  { lock = false } = {},
): Promise<OpenUnpaidOrder[]> {
  const query = db
    .select({
      id: orders.id,
      status: orders.status,
      cart_signature: orders.cart_signature,
      cancel_at: orders.cancel_at,
      paying: paymentUnderWay(db, now).mapWith(Boolean),
    })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.status, 'notYetReceived')))
    .orderBy(asc(orders.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [courseLines, productLines] = await Promise.all([
    db
      .select({ order_id: orderCourses.order_id, id: orderCourses.course_id })
      .from(orderCourses)
      .where(inArray(orderCourses.order_id, ids)),
    db
      .select({ order_id: orderProducts.order_id, id: orderProducts.product_id })
      .from(orderProducts)
      .where(inArray(orderProducts.order_id, ids)),
  ]);
  const of = (lines: { order_id: number; id: number }[], orderId: number) =>
    lines.filter((l) => l.order_id === orderId).map((l) => l.id);
  return rows.map((r) => ({ ...r, course_ids: of(courseLines, r.id), product_ids: of(productLines, r.id) }));
}
