// Every UPDATE that moves an order or its transfer report on the report's way (spec §4 bank transfer
// report flow), one small guarded function each: a second click or a concurrent decision finds nothing.
// The approval itself is markOrderPaid (payments/mark-paid.ts). Targets and guards come from the
// order's and the report's lifecycle tables (packages/domain/lifecycles).
import { and, eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { ORDER_LIFECYCLE, paymentStatusOf } from '@rian/domain/lifecycles/order';
import { PAYMENT_REPORT_LIFECYCLE } from '@rian/domain/lifecycles/payment-report';
import { statusMove } from '../../lib/lifecycle-sql.ts';

const { orders, paymentReports } = schema;

/** The buyer reported a transfer: the unpaid order goes under review. False when it was not unpaid. */
export async function moveOrderToReview(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const { to, guard } = statusMove(ORDER_LIFECYCLE, 'report', orders.status);
  const [moved] = await tx
    .update(orders)
    .set({ status: to, updated_at: now })
    .where(and(eq(orders.id, orderId), guard, eq(orders.payment_status, 'pending')))
    .returning({ id: orders.id });
  return moved !== undefined;
}

/** An administrator takes a decision on a pending report of this order: the row is claimed first. */
export async function claimPendingReport(tx: Tx, reportId: number, orderId: number, now: Date): Promise<boolean> {
  // Claimed for a decision: a report any decision may still leave.
  const { guard } = statusMove(PAYMENT_REPORT_LIFECYCLE, 'approve', paymentReports.status);
  const [claimed] = await tx
    .update(paymentReports)
    .set({ decided_at: now })
    .where(and(eq(paymentReports.id, reportId), eq(paymentReports.order_id, orderId), guard))
    .returning({ id: paymentReports.id });
  return claimed !== undefined;
}

/** A pending report is rejected with who and why; answers its order, or null when it was not pending. */
export async function rejectPendingReport(tx: Tx, reportId: number, adminId: number, reason: string, now: Date) {
  const { to, guard } = statusMove(PAYMENT_REPORT_LIFECYCLE, 'reject', paymentReports.status);
  const [report] = await tx
    .update(paymentReports)
    .set({ status: to, decided_by: adminId, decided_at: now, decision_reason: reason })
    .where(and(eq(paymentReports.id, reportId), guard))
    .returning({ order_id: paymentReports.order_id });
  return report ?? null;
}

/** The order under review of a rejected report is rejected; null when it was not under review. */
export async function rejectOrderUnderReview(tx: Tx, orderId: number, now: Date) {
  const { to, guard } = statusMove(ORDER_LIFECYCLE, 'reject', orders.status);
  const [order] = await tx
    .update(orders)
    .set({ status: to, payment_status: paymentStatusOf(to), updated_at: now })
    .where(and(eq(orders.id, orderId), guard, eq(orders.payment_status, 'pending')))
    .returning({ id: orders.id, user_id: orders.user_id, order_token: orders.order_token, email: orders.email });
  return order ?? null;
}
