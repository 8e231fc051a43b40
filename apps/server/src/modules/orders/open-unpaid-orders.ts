// The buyer's unpaid orders (status notYetReceived) with what they hold: the courses and products
// that no second unpaid order of the same buyer may hold (spec §4 purchase flow, §8
// ORDER_AWAITING_PAYMENT), and that the cart and the course page point to while they wait.
import { and, asc, eq, sql } from 'drizzle-orm';
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
      // The order's lines in the same round trip (a buyer with no unpaid order costs one query).
      course_ids: sql<
        number[]
      >`coalesce((select json_agg(l.course_id) from ${orderCourses} l where l.order_id = ${orders}.id), '[]'::json)`,
      product_ids: sql<
        number[]
      >`coalesce((select json_agg(l.product_id) from ${orderProducts} l where l.order_id = ${orders}.id), '[]'::json)`,
    })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.status, 'notYetReceived')))
    .orderBy(asc(orders.id));
  return lock ? query.for('update') : query;
}
