// An unpaid order whose buyer is paying right now: a payment attempt under half an hour old that has
// not finished. Past its cancel_at such an order is still left alone (by the auto-cancel sweep and by
// the buyer's next order): cancelling it would release its seat while money is on its way.
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';

const { orders, paymentAttempts } = schema;

export const PAYING_GRACE_MS = 30 * 60_000;

/** The SQL condition "this order (orders.id) has a payment under way at `now`". */
export function paymentUnderWay(db: Db | Tx, now: Date): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.order_id, orders.id),
          sql`${paymentAttempts.status} in ('started', 'pending')`,
          sql`${paymentAttempts.created_at} > ${new Date(now.getTime() - PAYING_GRACE_MS)}`,
        ),
      ),
  );
}
