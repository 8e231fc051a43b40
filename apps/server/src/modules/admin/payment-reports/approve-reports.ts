// POST /private/admin/payment-reports/approve: an administrator approves several pending bank-transfer
// reports in one action (payments.md §1 review). Each goes through the one approval
// (bank-transfer/approve-report.ts: the report claimed, then markOrderPaid and the order's lifecycle) in
// its own transaction with its own audit row, so a report another administrator decided, or one that
// no longer exists, is answered as refused with its code and the others stand.
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import type { BulkApproveResult } from '@rian/contracts/admin/payment-reports';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { approveReport } from '../../bank-transfer/approve-report.ts';

const { paymentReports } = schema;

export async function approveReports(ctx: AdminContext, actor: Actor, ids: number[]): Promise<BulkApproveResult[]> {
  const results: BulkApproveResult[] = [];
  for (const id of new Set(ids)) results.push(await approveOne(ctx, actor, id));
  return results;
}

async function approveOne(ctx: AdminContext, actor: Actor, id: number): Promise<BulkApproveResult> {
  if (!ctx.bankTransfer) throw new Error('The back office was built without its payment review');
  try {
    const [report] = await ctx.db
      .select({ order_id: paymentReports.order_id })
      .from(paymentReports)
      .where(and(eq(paymentReports.id, id), eq(paymentReports.report_type, 'banktransfer')));
    if (!report) throw new DomainError('NOT_FOUND', 'No such payment report');
    const decision = await approveReport(ctx.bankTransfer, actor.id, id, report.order_id, (tx) =>
      recordAudit(tx, actor, {
        action: 'approve',
        entity: 'payment_report',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'approved', order_id: report.order_id },
      }),
    );
    return { id, ok: true, orderId: decision.orderId };
  } catch (err) {
    if (err instanceof DomainError) return { id, ok: false, code: err.code, message: err.message };
    if (err instanceof TransitionRefused) return { id, ok: false, code: 'REPORT_CLOSED', message: err.message };
    throw err;
  }
}
