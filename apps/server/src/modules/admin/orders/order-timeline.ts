// An order's timeline for the back office, oldest first: when it was made, each payment attempt with
// its provider and result, each transfer report and the decision on it, what administrators did to it
// (the audit log), and when it was paid or cancelled.
import { asc, eq, and } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { AdminOrderEvent } from '@rian/contracts/admin/orders';

const { paymentAttempts, paymentReports, auditLog, users } = schema;

type OrderTimes = { id: number; created_at: Date; approved_at: Date | null; cancelled_at: Date | null; total: number };

const event = (
  at: Date,
  kind: AdminOrderEvent['kind'],
  rest: Partial<Omit<AdminOrderEvent, 'at' | 'kind'>> = {},
): AdminOrderEvent => ({
  at: at.toISOString(),
  kind,
  status: null,
  by: null,
  amount: null,
  note: null,
  ...rest,
});

export async function orderTimeline(db: Db, order: OrderTimes): Promise<AdminOrderEvent[]> {
  const [attempts, reports, actions] = await Promise.all([
    db.select().from(paymentAttempts).where(eq(paymentAttempts.order_id, order.id)).orderBy(asc(paymentAttempts.id)),
    db
      .select({ report: paymentReports, decider: users.username })
      .from(paymentReports)
      .leftJoin(users, eq(users.id, paymentReports.decided_by))
      .where(eq(paymentReports.order_id, order.id))
      .orderBy(asc(paymentReports.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, String(order.id))))
      .orderBy(asc(auditLog.id)),
  ]);
  const events = [
    event(order.created_at, 'created', { amount: order.total }),
    ...attempts.map((a) =>
      event(a.created_at, 'attempt', { status: a.status, by: a.provider, amount: a.amount, note: a.failure_message }),
    ),
    ...reports.flatMap(({ report: r, decider }) => [
      event(r.created_at, 'report', {
        status: r.report_type,
        by: r.contact_name ?? r.email,
        amount: r.transfer_amount,
        note: r.description,
      }),
      ...(r.decided_at ? [event(r.decided_at, 'decision', { status: r.status, by: decider, note: r.decision_reason })] : []),
    ]),
    ...actions.map((a) => event(a.created_at, 'admin', { status: a.action, by: a.actor_username })),
    ...(order.approved_at ? [event(order.approved_at, 'approved', { amount: order.total })] : []),
    ...(order.cancelled_at ? [event(order.cancelled_at, 'cancelled')] : []),
  ];
  // A stable sort: events of the same instant keep the order above (made before paid).
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
