// An administrator rejects a pending transfer report with a reason: the order is rejected, its seats,
// coupon uses and stock go back as on a cancel, and the buyer is told why.
import { DomainError } from '@rian/domain/errors';
import { enqueueMail } from '../mail/outbox.ts';
import { releaseOrderHolds } from '../orders/order-transitions.ts';
import { reportRejectedMail } from '../payments/payment-mails.ts';
import type { BankTransferContext } from './bank-transfer-context.ts';
import { announceDecision, closedOrMissing, type Decision } from './report-decision.ts';
import { rejectOrderUnderReview, rejectPendingReport } from './report-transitions.ts';

export async function rejectReport(
  ctx: BankTransferContext,
  adminId: number,
  reportId: number,
  reason: string,
): Promise<Decision> {
  const now = ctx.clock();
  const mail = await ctx.mailContext();
  const decision = await ctx.db.transaction(async (tx) => {
    const report = await rejectPendingReport(tx, reportId, adminId, reason, now);
    if (!report) throw await closedOrMissing(tx, reportId);
    const order = await rejectOrderUnderReview(tx, report.order_id, now);
    if (!order) throw new DomainError('REPORT_CLOSED');
    await releaseOrderHolds(tx, [order.id]);
    const { siteTitle, publicUrl } = mail;
    await enqueueMail(
      tx,
      reportRejectedMail({ to: order.email, userId: order.user_id, siteTitle, publicUrl, orderId: order.id, reason }),
    );
    return { orderId: order.id, orderToken: order.order_token, userId: order.user_id, reportId, status: 'rejected' as const };
  });
  announceDecision(ctx, decision);
  return decision;
}
