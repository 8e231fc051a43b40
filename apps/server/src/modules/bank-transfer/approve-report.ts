// POST /private/orders/payment/approved (spec §7): an administrator approves a pending report of an
// order under review. spec §7 let the buyer approve its own payment; here a buyer only hears back about
// an order a verified provider result paid (payments/verified-payment.ts).
import { and, eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AuthUser } from '../auth/session.service.ts';
import { markOrderPaid } from '../payments/mark-paid.ts';
import type { BankTransferContext } from './bank-transfer-context.ts';
import { announceDecision, closedOrMissing, type Decision } from './report-decision.ts';
import { claimPendingReport } from './report-transitions.ts';

const { orders } = schema;

/** The order token of the approved (or provider-paid) order. */
export async function approvePayment(
  ctx: BankTransferContext,
  user: Pick<AuthUser, 'id' | 'role'>,
  orderId: number,
  reportId: number | undefined,
): Promise<string> {
  if (user.role !== 'admin') {
    if (ctx.verifiedPayment && (await ctx.verifiedPayment(orderId, user.id))) return ownOrderToken(ctx, user.id, orderId);
    throw new DomainError('FORBIDDEN', 'Only an administrator approves a payment');
  }
  if (reportId === undefined) throw new DomainError('INPUT_ERROR', 'order_payment_id is required');
  return (await approveReport(ctx, user.id, reportId, orderId)).orderToken;
}

/**
 * The report row is claimed first (a concurrent reject waits on it), then markOrderPaid, the one
 * transition to paid. `also` runs last in the same transaction (the back office's audit row).
 */
export async function approveReport(
  ctx: BankTransferContext,
  adminId: number,
  reportId: number,
  orderId: number,
  also?: (tx: Tx) => Promise<void>,
): Promise<Decision> {
  const now = ctx.clock();
  const mail = await ctx.mailContext();
  const decision = await ctx.db.transaction(async (tx) => {
    if (!(await claimPendingReport(tx, reportId, orderId, now))) throw await closedOrMissing(tx, reportId, orderId);
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (order?.status !== 'pendingApproved') throw new DomainError('REPORT_CLOSED');
    const paid = await markOrderPaid(tx, orderId, { kind: 'admin', adminId, reportId }, now, mail);
    if (!paid) throw new DomainError('REPORT_CLOSED');
    await also?.(tx);
    return { orderId: paid.id, orderToken: paid.orderToken, userId: paid.userId, reportId, status: 'approved' as const };
  });
  announceDecision(ctx, decision);
  return decision;
}

/** The order of a buyer, for the provider-verified path. */
async function ownOrderToken(ctx: BankTransferContext, userId: number, orderId: number): Promise<string> {
  const [order] = await ctx.db
    .select({ token: orders.order_token })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)))
    .limit(1);
  if (!order) throw new DomainError('NOT_FOUND', 'No such order');
  return order.token;
}
