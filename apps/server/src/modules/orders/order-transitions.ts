// The guarded transitions of an order's life (spec §4; conventions.md "one state machine per
// lifecycle"): cancelling an unpaid order gives back what its creation took (seats, coupon uses,
// stock), and approving one grants access. Each transition is one guarded UPDATE (`WHERE status =
// 'notYetReceived'`), so a second sweep, a second instance or a double click finds nothing to do.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { accessEndsAt, laterAccessEnd } from '@rian/domain/access-countdown';
import { ORDER_LIFECYCLE } from '@rian/domain/lifecycles/order';
import { statusMove } from '../../lib/lifecycle-sql.ts';
import { recordOrderStockMoves } from './record-stock-moves.ts';

const { orders, orderCourses, orderProducts, courses, coupons, products, courseAccess, pricingPlans } = schema;

/**
 * Cancels the given unpaid orders and releases what they held, in the caller's transaction. Orders
 * that are no longer unpaid (paid, under review, already cancelled) are left alone. Returns the ids
 * actually cancelled.
 */
export async function cancelUnpaidOrders(tx: Tx, orderIds: readonly number[], now: Date): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const { to, guard } = statusMove(ORDER_LIFECYCLE, 'cancel', orders.status);
  const cancelled = await tx
    .update(orders)
    .set({ status: to, cancelled_at: now, updated_at: now })
    .where(and(inArray(orders.id, [...orderIds]), guard))
    .returning({ id: orders.id });
  const ids = cancelled.map((o) => o.id);
  await releaseOrderHolds(tx, ids);
  return ids;
}

/**
 * Gives back what the creation of these orders took (seats, coupon uses, stock), in the caller's
 * transaction: a cancelled order and a rejected transfer report both release them. The caller has
 * already moved the orders out of their open state with a guarded UPDATE.
 */
export async function releaseOrderHolds(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Seats: one per course line that took one (renewals keep their seat and took none).
  await tx.execute(sql`
    update ${courses} c set seats_taken = greatest(0, c.seats_taken - x.n)
    from (select course_id, count(*)::int as n from ${orderCourses}
          where order_id in (${idList}) and seat_taken group by course_id) x
    where c.id = x.course_id`);
  // Coupon uses: one per coupon id the order carried.
  await tx.execute(sql`
    update ${coupons} c set used_count = greatest(0, c.used_count - x.n)
    from (select (jsonb_array_elements_text(coupon_ids))::int as coupon_id, count(*)::int as n
          from ${orders} where id in (${idList}) group by 1) x
    where c.id = x.coupon_id`);
  // Stock held for the products.
  await tx.execute(sql`
    update ${products} p set available_qty = p.available_qty + x.q
    from (select product_id, sum(quantity)::int as q from ${orderProducts}
          where order_id in (${idList}) group by product_id) x
    where p.id = x.product_id`);
  await recordOrderStockMoves(tx, ids, 'release');
}

/**
 * Grants (or renews) access to every course of an approved order (spec §4 access countdown: the
 * plan's terms from now; a renewal before expiry continues from the current end, so a buyer who
 * renews early loses no days).
 */
export async function grantOrderAccess(tx: Tx, order: { id: number; user_id: number }, now: Date): Promise<void> {
  const lines = await tx
    .select({
      course_id: orderCourses.course_id,
      pricing_plan_id: orderCourses.pricing_plan_id,
      plan_type: pricingPlans.plan_type,
      term: pricingPlans.term,
      term_unit: pricingPlans.term_unit,
      current_end: courseAccess.expires_at,
      hand_granted_at: courseAccess.hand_granted_at,
      hand_expires_at: courseAccess.hand_expires_at,
    })
    .from(orderCourses)
    .leftJoin(pricingPlans, eq(pricingPlans.id, orderCourses.pricing_plan_id))
    .leftJoin(courseAccess, and(eq(courseAccess.user_id, order.user_id), eq(courseAccess.course_id, orderCourses.course_id)))
    .where(eq(orderCourses.order_id, order.id));
  for (const line of lines) {
    const start = line.current_end && line.current_end > now ? line.current_end : now;
    const bought = accessEndsAt({
      planType: line.plan_type ?? 'One-Time Payment',
      startDateTime: start,
      courseDays: null,
      term: line.term,
      termUnit: line.term_unit,
    });
    // An administrator's hand grant on the row stands beside the order: buying never shortens it.
    const expiresAt = line.hand_granted_at ? laterAccessEnd(bought, line.hand_expires_at) : bought;
    await tx
      .insert(courseAccess)
      .values({
        user_id: order.user_id,
        course_id: line.course_id,
        pricing_plan_id: line.pricing_plan_id,
        order_id: order.id,
        granted_at: now,
        expires_at: expiresAt,
      })
      .onConflictDoUpdate({
        target: [courseAccess.user_id, courseAccess.course_id],
        set: { pricing_plan_id: line.pricing_plan_id, order_id: order.id, granted_at: now, expires_at: expiresAt },
      });
  }
}
