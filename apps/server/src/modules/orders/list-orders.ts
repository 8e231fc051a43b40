// The buyer's orders (spec §2 member order list /myaccount/student/order) and ordered courses.
import { and, desc, eq, ne } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { AwaitingOrder, OrderDetail, OrderStatus } from '@rian/contracts';
import { awaitsPayment } from '@rian/domain/lifecycles/order';
import type { AuthUser } from '../auth/session.service.ts';
import { openUnpaidOrders } from './open-unpaid-orders.ts';
import { orderDetails } from './order-details.ts';

const { orders, orderCourses } = schema;

/** Newest first, the latest 100. */
export async function listOrders(db: Db, user: AuthUser): Promise<OrderDetail[]> {
  const rows = await db.select().from(orders).where(eq(orders.user_id, user.id)).orderBy(desc(orders.id)).limit(100);
  return orderDetails(db, rows);
}

/** spec §7 GET /private/cart/ordercourse: the buyer's ordered courses with the order's status. */
export async function listOrderedCourses(
  db: Db,
  user: AuthUser,
): Promise<{ courseID: number; order_id: number; status: OrderStatus }[]> {
  const rows = await db
    .select({ courseID: orderCourses.course_id, order_id: orders.id, status: orders.status })
    .from(orderCourses)
    .innerJoin(orders, eq(orders.id, orderCourses.order_id))
    .where(and(eq(orders.user_id, user.id), ne(orders.status, 'cancelled')))
    .orderBy(desc(orders.id));
  return rows.map((r) => ({ ...r, status: r.status as OrderStatus }));
}

/** GET /private/cart/awaiting: the buyer's unpaid orders still within their time (spec §4). */
export async function listAwaitingOrders(db: Db, user: AuthUser, now: Date): Promise<AwaitingOrder[]> {
  const open = await openUnpaidOrders(db, user.id, now);
  return open
    .filter((o) => awaitsPayment(o, now))
    .map((o) => ({ order_id: o.id, course_ids: o.course_ids, product_ids: o.product_ids, cancel_at: o.cancel_at.toISOString() }));
}
