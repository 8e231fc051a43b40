// An order's timeline for the back office, oldest first: when it was made, each payment attempt with
// its provider and result, each transfer report and the decision on it, what administrators did to it
// (the audit log), its withholding certificate's uploads and decisions, when it was paid or cancelled,
// each refund with its amount, way and reason, and the administrators' internal notes.
import { asc, eq, and } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { AdminOrderEvent, AdminOrderNote } from '@rian/contracts/admin/orders';
import { CERTIFICATE_ACTIONS } from '../../withholding/certificate-of-order.ts';

const { paymentAttempts, paymentReports, auditLog, users, refunds } = schema;

/** The audit action of an internal note: the timeline shows the note itself instead. */
export const NOTE_ACTION = 'note';

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

type AuditRow = typeof auditLog.$inferSelect;

const CERTIFICATE_STATES: Readonly<Record<string, string>> = {
  [CERTIFICATE_ACTIONS.upload]: 'uploaded',
  [CERTIFICATE_ACTIONS.accept]: 'accepted',
  [CERTIFICATE_ACTIONS.reject]: 'rejected',
};

/** An audit row as the timeline shows it: a certificate's move as its own kind, a read of its file not at all. */
function auditEvent(a: AuditRow): AdminOrderEvent[] {
  if (a.action === NOTE_ACTION || a.action === CERTIFICATE_ACTIONS.view) return [];
  const state = CERTIFICATE_STATES[a.action];
  if (!state) return [event(a.created_at, 'admin', { status: a.action, by: a.actor_username })];
  const after = (a.after ?? {}) as { amount?: number | null; accept_reason?: string | null; reject_reason?: string | null };
  return [
    event(a.created_at, 'certificate', {
      status: state,
      by: a.actor_username,
      amount: after.amount ?? null,
      note: after.reject_reason ?? after.accept_reason ?? null,
    }),
  ];
}

export async function orderTimeline(db: Db, order: OrderTimes, notes: readonly AdminOrderNote[]): Promise<AdminOrderEvent[]> {
  const [attempts, reports, actions, given] = await Promise.all([
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
    db.select().from(refunds).where(eq(refunds.order_id, order.id)).orderBy(asc(refunds.id)),
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
    // A note's audit row is shown as the note itself.
    ...actions.flatMap(auditEvent),
    ...(order.approved_at ? [event(order.approved_at, 'approved', { amount: order.total })] : []),
    ...(order.cancelled_at ? [event(order.cancelled_at, 'cancelled')] : []),
    ...given.map((r) =>
      event(r.created_at, 'refunded', { status: r.provider ?? r.via, by: r.actor_username, amount: r.amount, note: r.reason }),
    ),
    ...notes.map((n) => event(new Date(n.created_at), 'note', { by: n.by, note: n.body })),
  ];
  // A stable sort: events of the same instant keep the order above (made before paid).
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
