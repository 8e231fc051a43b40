// What a refund does to an order: the order moves through its lifecycle's 'refund'
// or 'partRefund' (one guarded UPDATE, like every order transition), the refunded lines point at
// their refund (once: a line already refunded is not taken again), the course access those lines
// granted closes — and nothing else: access to the same course that another paid order or an
// administrator's hand gave stays open — and, when asked, the products' units go back to stock.
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE, PAID_ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import type { RefundPlan } from '@rian/domain/refunds';
import { statusMove } from '../../lib/lifecycle-sql.ts';

const { orders, orderCourses, orderProducts, courseAccess, products, productStockMoves } = schema;

/** The plan's lines by kind, as row ids. */
export function planLineIds(plan: Pick<RefundPlan, 'keys'>): { courses: number[]; products: number[] } {
  const of = (kind: string) => plan.keys.filter((k) => k.startsWith(`${kind}-`)).map((k) => Number(k.slice(kind.length + 1)));
  return { courses: of('course'), products: of('product') };
}

/** Moves the order by the plan's event and ties the plan's lines to `refundId`; refuses a line taken meanwhile. */
export async function applyRefund(
  tx: Tx,
  order: { id: number; status: string },
  plan: RefundPlan,
  refundId: number,
  now: Date,
): Promise<void> {
  const orderId = order.id;
  const { to, guard } = statusMove(ORDER_LIFECYCLE, plan.event, orders.status);
  const moved = await tx
    .update(orders)
    .set({ status: to, updated_at: now })
    .where(and(eq(orders.id, orderId), guard))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new TransitionRefused('order', order.status, plan.event);
  const ids = planLineIds(plan);
  const tied =
    (await tieLines(tx, orderCourses, orderId, ids.courses, refundId)) +
    (await tieLines(tx, orderProducts, orderId, ids.products, refundId));
  if (tied !== plan.keys.length) throw new DomainError('REFUND_LINE_REFUNDED');
}

async function tieLines(
  tx: Tx,
  table: typeof orderCourses | typeof orderProducts,
  orderId: number,
  ids: number[],
  refundId: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(table)
    .set({ refund_id: refundId })
    .where(and(eq(table.order_id, orderId), inArray(table.id, ids), isNull(table.refund_id)))
    .returning({ id: table.id });
  return rows.length;
}

/**
 * Closes the access the refunded course lines granted. Only rows this order granted are touched: a
 * row from another order or given by hand (order_id null) is left alone, and a row this order took
 * over from an administrator's hand grant (course_access.hand_*) goes back to that grant. A row this order granted for
 * a course that another of the buyer's paid orders also holds, unrefunded, stays open and now names
 * that order. Returns the courses whose access closed.
 */
export async function revokeRefundedAccess(
  tx: Tx,
  order: { id: number; user_id: number },
  courseLineIds: number[],
): Promise<number[]> {
  if (courseLineIds.length === 0) return [];
  const lines = await tx
    .select({ course_id: orderCourses.course_id })
    .from(orderCourses)
    .where(and(eq(orderCourses.order_id, order.id), inArray(orderCourses.id, courseLineIds)));
  const closed: number[] = [];
  for (const { course_id } of lines) {
    const [other] = await tx
      .select({ order_id: orderCourses.order_id })
      .from(orderCourses)
      .innerJoin(orders, eq(orders.id, orderCourses.order_id))
      .where(
        and(
          eq(orders.user_id, order.user_id),
          eq(orderCourses.course_id, course_id),
          ne(orders.id, order.id),
          inArray(orders.status, [...PAID_ORDER_STATUSES]),
          isNull(orderCourses.refund_id),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1);
    const granted = and(
      eq(courseAccess.user_id, order.user_id),
      eq(courseAccess.course_id, course_id),
      eq(courseAccess.order_id, order.id),
    );
    if (other) {
      await tx.update(courseAccess).set({ order_id: other.order_id }).where(granted);
      continue;
    }
    // An administrator's hand grant on the same row outlives the order: the row falls back to it.
    const handKept = await tx
      .update(courseAccess)
      .set({ order_id: null, pricing_plan_id: null, expires_at: courseAccess.hand_expires_at })
      .where(and(granted, isNotNull(courseAccess.hand_granted_at)))
      .returning({ id: courseAccess.id });
    if (handKept.length > 0) continue;
    const gone = await tx.delete(courseAccess).where(granted).returning({ id: courseAccess.id });
    if (gone.length > 0) closed.push(course_id);
  }
  return closed;
}

/** Gives the refunded product lines' units back to stock, each move kept in the stock history with the reason. */
export async function returnRefundedStock(tx: Tx, orderId: number, productLineIds: number[], reason: string): Promise<void> {
  if (productLineIds.length === 0) return;
  const lines = await tx
    .select({ product_id: orderProducts.product_id, quantity: orderProducts.quantity })
    .from(orderProducts)
    .where(and(eq(orderProducts.order_id, orderId), inArray(orderProducts.id, productLineIds)))
    .orderBy(orderProducts.id);
  for (const line of lines) {
    const [stock] = await tx
      .update(products)
      .set({ available_qty: sql`${products.available_qty} + ${line.quantity}` })
      .where(eq(products.id, line.product_id))
      .returning({ qty: products.available_qty });
    if (!stock) continue;
    await tx.insert(productStockMoves).values({
      product_id: line.product_id,
      delta: line.quantity,
      qty_after: stock.qty,
      kind: 'release',
      reason,
      order_id: orderId,
    });
  }
}
