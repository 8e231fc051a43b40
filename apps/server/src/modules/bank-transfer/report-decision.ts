// What an administrator's decision on a transfer report answers, and what follows its commit.
import { eq } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { BankTransferContext } from './bank-transfer-context.ts';
import { metrics } from '../../lib/metrics.ts';

const { paymentReports } = schema;

export interface Decision {
  orderId: number;
  orderToken: string;
  userId: number;
  reportId: number;
  status: 'approved' | 'rejected';
}

/** A report that could not be decided: missing (or of another order) is NOT_FOUND, decided is REPORT_CLOSED. */
export async function closedOrMissing(tx: Tx, reportId: number, orderId?: number): Promise<DomainError> {
  const [row] = await tx
    .select({ order_id: paymentReports.order_id })
    .from(paymentReports)
    .where(eq(paymentReports.id, reportId))
    .limit(1);
  if (!row || (orderId !== undefined && row.order_id !== orderId)) return new DomainError('NOT_FOUND', 'No such payment report');
  return new DomainError('REPORT_CLOSED');
}

/** After the commit: the mail goes out now and the buyer's open pages hear of it. */
export function announceDecision(ctx: BankTransferContext, d: Decision): void {
  ctx.kickMail?.();
  metrics.payment('banktransfer', d.status);
  ctx.notify?.(d.userId, { orderId: d.orderId, orderToken: d.orderToken, paymentStatus: d.status });
}
