// The period's groups, one query each: paid orders by method, the best-selling courses and products,
// orders made in the period by their status now, the period's refunds, and the transfer reports that
// await an administrator now.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { OrderStatus } from '@rian/domain/lifecycles/order';
import type { SalesReport } from '@rian/contracts/admin/sales';
import { onThaiDays } from '../thai-days.ts';
import { amounts, noAmounts, paidIn, realOrder, tally, type SalesPeriod } from './sales-sql.ts';

const { orders, orderCourses, orderProducts, courses, products, paymentMethods, paymentReports, refunds } = schema;

/** How many of the best-selling courses and products are answered. */
export const TOP = 10;

export function groupByMethod(db: Db, period: SalesPeriod): Promise<SalesReport['by_method']> {
  return db
    .select({ method_id: orders.payment_method_id, name: paymentMethods.name, ...tally(orders.total) })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.payment_method_id))
    .where(paidIn(period))
    .groupBy(orders.payment_method_id, paymentMethods.name)
    .orderBy(desc(count()), orders.payment_method_id);
}

/** Courses by seats sold, then by baht taken: each line's price after its own discounts. */
export function topCourses(db: Db, period: SalesPeriod): Promise<SalesReport['top_courses']> {
  const line = sql`${orderCourses.price} - ${orderCourses.discount}`;
  return db
    .select({ id: courses.id, title: courses.title, ...tally(line) })
    .from(orderCourses)
    .innerJoin(orders, eq(orders.id, orderCourses.order_id))
    .innerJoin(courses, eq(courses.id, orderCourses.course_id))
    .where(paidIn(period))
    .groupBy(courses.id, courses.title)
    .orderBy(desc(count()), desc(amounts(line).THB), courses.id)
    .limit(TOP);
}

/** Products by units sold, then by baht taken: each line's unit price times its quantity. */
export async function topProducts(db: Db, period: SalesPeriod): Promise<SalesReport['top_products']> {
  const line = sql`${orderProducts.price} * ${orderProducts.quantity}`;
  const sold = sql<number>`sum(${orderProducts.quantity})`.mapWith(Number);
  return db
    .select({ id: products.id, title: products.title, count: sold, amounts: amounts(line) })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.order_id))
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .where(paidIn(period))
    .groupBy(products.id, products.title)
    .orderBy(desc(sold), desc(amounts(line).THB), products.id)
    .limit(TOP);
}

/** Orders made on the period's days, by the status they have now. */
export async function groupByStatus(db: Db, period: SalesPeriod): Promise<SalesReport['by_status']> {
  const rows = await db
    .select({ status: orders.status, ...tally(orders.total) })
    .from(orders)
    .where(and(realOrder(), onThaiDays(orders.created_at, period.from, period.to)))
    .groupBy(orders.status)
    .orderBy(desc(count()), orders.status);
  return rows.map((r) => ({ ...r, status: r.status as OrderStatus }));
}

/** Refunds made on the period's days, whatever order they gave back. */
export async function sumRefunds(db: Db, period: SalesPeriod): Promise<SalesReport['refunds']> {
  const [row] = await db
    .select(tally(refunds.amount, refunds.currency_code))
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id))
    .where(and(realOrder(), onThaiDays(refunds.created_at, period.from, period.to)));
  return row ?? { count: 0, amounts: noAmounts() };
}

/** Bank transfer reports awaiting an administrator now (the /admin/payments queue), with their orders' totals. */
export async function countPendingApprovals(db: Db): Promise<SalesReport['pending_approvals']> {
  const [row] = await db
    .select(tally(orders.total))
    .from(paymentReports)
    .innerJoin(orders, eq(orders.id, paymentReports.order_id))
    .where(and(eq(paymentReports.report_type, 'banktransfer'), eq(paymentReports.status, 'pending')));
  return row ?? { count: 0, amounts: noAmounts() };
}
