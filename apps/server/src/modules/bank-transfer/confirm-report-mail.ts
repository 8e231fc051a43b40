// spec §7 POST /api/send/to/email/paymentorder: the server already queued this e-mail with the report.
// The call only confirms that the caller's order has a report; it never sends mail text the browser
// wrote (spec §7 lets the browser write the mail: Rian does not).
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';

const { orders, paymentReports } = schema;

export async function confirmReportMail(db: Db, userId: number, orderId: number): Promise<void> {
  const [row] = await db
    .select({ id: paymentReports.id })
    .from(paymentReports)
    .innerJoin(orders, eq(orders.id, paymentReports.order_id))
    .where(and(eq(paymentReports.order_id, orderId), eq(orders.user_id, userId), eq(paymentReports.report_type, 'banktransfer')))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'No payment report for this order');
}
