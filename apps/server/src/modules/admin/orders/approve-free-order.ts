// POST /private/admin/orders/{id}/approve: an administrator approves, from the order's page, a free
// order whose plan needs approval (spec §4: it waits as 'pendingApproved' with a pending
// 'NeedApprovedFree' report). The order lifecycle decides first ('pay'); then the same approval as a
// report's (bank-transfer/approve-report.ts → markOrderPaid): access granted by the plan's terms, the
// receipt issued and mailed, the buyer's open pages told. Any other order is ORDER_NOT_FREE_APPROVAL.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { canTransition, targetOf, TransitionRefused } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE, type OrderStatus } from '@rian/domain/lifecycles/order';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { approveReport } from '../../bank-transfer/approve-report.ts';
import { getOrder, pendingFreeReport } from './get-order.ts';

const { orders } = schema;

export async function approveFreeOrder(ctx: AdminContext, actor: Actor, id: number): Promise<AdminOrderDetail> {
  if (!ctx.bankTransfer) throw new Error('The back office was built without its payment review');
  const [order] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  if (!order) throw new DomainError('NOT_FOUND', 'No such order');
  const from = order.status as OrderStatus;
  if (!canTransition(ORDER_LIFECYCLE, from, 'pay')) throw new TransitionRefused('order', from, 'pay');
  const reportId = await pendingFreeReport(ctx.db, id);
  if (reportId === null) throw new DomainError('ORDER_NOT_FREE_APPROVAL', 'The order is not a free order waiting for approval');
  await approveReport(ctx.bankTransfer, actor.id, reportId, id, (tx) =>
    recordAudit(tx, actor, {
      action: 'approve',
      entity: 'order',
      entityId: id,
      before: { status: from },
      after: { status: targetOf(ORDER_LIFECYCLE, 'pay'), report_id: reportId },
    }),
  );
  return getOrder(ctx.db, id);
}
