// Every UPDATE that moves an order or its transfer report on the report's way (spec §4 bank transfer
// report flow), one small guarded function each: a second click or a concurrent decision finds nothing.
// The approval itself is markOrderPaid (payments/mark-paid.ts).
import { and, eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';

const { orders, paymentReports } = schema;

/** The buyer reported a transfer: the unpaid order goes under review. False when it was not unpaid. */
export async function moveOrderToReview(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [moved] = await tx
    .update(orders)
    .set({ status: 'pendingApproved', updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'notYetReceived'), eq(orders.payment_status, 'pending')))
    .returning({ id: orders.id });
  return moved !== undefined;
}

/** An administrator takes a decision on a pending report of this order: the row is claimed first. */
export async function claimPendingReport(tx: Tx, reportId: number, orderId: number, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(paymentReports)
    .set({ decided_at: now })
    .where(and(eq(paymentReports.id, reportId), eq(paymentReports.order_id, orderId), eq(paymentReports.status, 'pending')))
    .returning({ id: paymentReports.id });
  return claimed !== undefined;
}

/** A pending report is rejected with who and why; answers its order, or null when it was not pending. */
export async function rejectPendingReport(tx: Tx, reportId: number, adminId: number, reason: string, now: Date) {
  const [report] = await tx
    .update(paymentReports)
    .set({ status: 'rejected', decided_by: adminId, decided_at: now, decision_reason: reason })
    .where(and(eq(paymentReports.id, reportId), eq(paymentReports.status, 'pending')))
    .returning({ order_id: paymentReports.order_id });
  return report ?? null;
}

/** The order under review of a rejected report is rejected; null when it was not under review. */
export async function rejectOrderUnderReview(tx: Tx, orderId: number, now: Date) {
  const [order] = await tx
    .update(orders)
    .set({ status: 'rejected', payment_status: 'rejected', updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pendingApproved'), eq(orders.payment_status, 'pending')))
    .returning({ id: orders.id, user_id: orders.user_id, order_token: orders.order_token, email: orders.email });
  return order ?? null;
}
