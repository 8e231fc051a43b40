// POST /private/admin/orders/{id}/refund: an administrator gives back a paid order, whole or by line.
// The amount is the server's: each chosen line's share of what was paid
// (packages/domain refunds.ts). In one transaction, holding the order's row: the lifecycle's 'refund' or
// 'partRefund', the lines tied to their refund, the access those lines granted closed (and nothing
// else), the units back to stock when asked, the audit row — and, last, the provider's refund API for
// a method that has one, or the administrator's own transfer back with its slip for the others. A
// provider's refusal rolls everything back: the order stays as it was, and the refusal is audited.
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { applyTransition } from '@rian/domain/lifecycles/lifecycle';
import { ORDER_LIFECYCLE, type OrderStatus } from '@rian/domain/lifecycles/order';
import {
  isRefundPlan,
  lineNet,
  planRefund,
  refundLineKey,
  refundsThroughProvider,
  type RefundableLine,
  type RefundPlan,
} from '@rian/domain/refunds';
import type { Currency } from '@rian/domain/money';
import type { AdminOrderDetail, OrderRefund } from '@rian/contracts/admin/orders';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { publishedWrite } from '../audited-write.ts';
import { applyRefund, planLineIds, returnRefundedStock, revokeRefundedAccess } from '../../orders/refund-transitions.ts';
import { refundPayment } from '../../payments/refund-payment.ts';
import { getOrder } from './get-order.ts';
import { lockOrder, type OrderRow } from './order-action.ts';
import { issueCreditNote } from '../../documents/issue-credit-note.ts';

const { orderCourses, orderProducts, refunds, uploads } = schema;

export async function refundOrder(ctx: AdminContext, actor: Actor, id: number, req: OrderRefund): Promise<AdminOrderDetail> {
  try {
    // Seats and stock may change: the course and product pages' memo is told on every instance.
    await publishedWrite(ctx, 'catalogue', (tx) => refundInTx(ctx, tx, actor, id, req));
  } catch (err) {
    if (err instanceof DomainError && err.code === 'REFUND_PROVIDER_REFUSED') {
      // The refund rolled back; the attempt and the provider's answer stay in the log and the timeline.
      await recordAudit(ctx.db, actor, {
        action: 'refund-refused',
        entity: 'order',
        entityId: id,
        after: { reason: req.reason, lines: req.lines ?? [], error: err.message },
      });
    }
    throw err;
  }
  return getOrder(ctx.db, id);
}

async function refundInTx(ctx: AdminContext, tx: Tx, actor: Actor, id: number, req: OrderRefund): Promise<void> {
  const order = await lockOrder(tx, id);
  const plan = await planOrderRefund(tx, order, req.lines ?? null);
  // The lifecycle decides first: a refund of an unpaid, cancelled or refunded order is TRANSITION_REFUSED.
  const to = applyTransition(ORDER_LIFECYCLE, order.status as OrderStatus, plan.event);
  const now = ctx.clock();
  const manual = await manualTransfer(tx, actor, order, plan, req, now);
  const [row] = await tx
    .insert(refunds)
    .values({
      order_id: id,
      amount: plan.amount,
      currency_code: order.currency_code,
      reason: req.reason,
      via: manual ? 'manual' : 'provider',
      slip: manual?.slip ?? null,
      transferred_at: manual ? new Date(manual.transferred_at) : null,
      stock_returned: req.return_stock === true,
      actor_id: actor.id,
      actor_username: actor.username,
      created_at: now,
    })
    .returning({ id: refunds.id });
  const refundId = row!.id;
  await applyRefund(tx, order, plan, refundId, now);
  const lineIds = planLineIds(plan);
  const closed = await revokeRefundedAccess(tx, order, lineIds.courses);
  if (req.return_stock) await returnRefundedStock(tx, id, lineIds.products, `refund #${refundId}: ${req.reason}`);
  // The credit note (ใบลดหนี้) of this refund, numbered in this transaction before any money moves.
  const credit =
    plan.amount > 0 ? await issueCreditNote(tx, { orderId: id, amount: plan.amount, reason: req.reason }, now) : null;
  const provider = manual ? null : await refundThroughProvider(ctx, tx, order, plan, refundId, req.reason);
  await recordAudit(tx, actor, {
    action: 'refund',
    entity: 'order',
    entityId: id,
    before: { status: order.status },
    after: {
      status: to,
      refund_id: refundId,
      amount: plan.amount,
      lines: plan.keys,
      reason: req.reason,
      via: manual ? 'manual' : 'provider',
      ...(provider ? { provider: provider.provider, provider_ref: provider.refundId } : {}),
      ...(manual ? { slip: manual.slip, transferred_at: manual.transferred_at } : {}),
      stock_returned: req.return_stock === true,
      access_closed: closed,
      credit_note: credit?.number ?? null,
    },
  });
}

/** The order's lines with their refund state, and the plan for the chosen ones (or the refusal). */
async function planOrderRefund(tx: Tx, order: OrderRow, chosen: readonly string[] | null): Promise<RefundPlan> {
  // One after the other: a transaction's connection runs one statement at a time (pg deprecates a
  // query issued while another runs on the same client, and pg 9 drops it).
  const courseLines = await tx.select().from(orderCourses).where(eq(orderCourses.order_id, order.id)).orderBy(orderCourses.id);
  const productLines = await tx
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.order_id, order.id))
    .orderBy(orderProducts.id);
  const [done] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.order_id, order.id));
  const lines: RefundableLine[] = [
    ...courseLines.map((l) => ({ key: refundLineKey('course', l.id), net: lineNet(l), refunded: l.refund_id !== null })),
    ...productLines.map((l) => ({ key: refundLineKey('product', l.id), net: lineNet(l), refunded: l.refund_id !== null })),
  ];
  const plan = planRefund({ lines, paid: order.total, alreadyRefunded: done?.total ?? 0, chosen });
  if (!isRefundPlan(plan)) throw new DomainError(plan.code, undefined, plan.details);
  return plan;
}

/**
 * The administrator's own transfer back, when the refund is made by hand: required for a method the
 * provider cannot refund (REFUND_SLIP_REQUIRED), optional otherwise. The slip must be a slip the
 * administrator uploaded; the transfer cannot be in the future. Null: the provider refunds. A refund
 * of nothing (a free order) moves no money and needs no slip.
 */
async function manualTransfer(
  tx: Tx,
  actor: Actor,
  order: OrderRow,
  plan: RefundPlan,
  req: OrderRefund,
  now: Date,
): Promise<{ slip: string | null; transferred_at: string } | null> {
  if (plan.amount === 0) return { slip: null, transferred_at: now.toISOString() };
  if (!req.manual) {
    if (refundsThroughProvider(order.payment_method_id)) return null;
    throw new DomainError('REFUND_SLIP_REQUIRED');
  }
  const [slip] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.name, req.manual.slip), eq(uploads.kind, 'slip'), eq(uploads.owner_user_id, actor.id)));
  if (!slip || Date.parse(req.manual.transferred_at) > now.getTime() + 60_000) throw new DomainError('REFUND_SLIP_REQUIRED');
  return req.manual;
}

async function refundThroughProvider(
  ctx: AdminContext,
  tx: Tx,
  order: OrderRow,
  plan: RefundPlan,
  refundId: number,
  reason: string,
) {
  if (!ctx.providers) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
  const result = await refundPayment(ctx.providers, tx, {
    orderId: order.id,
    amount: plan.amount,
    currency: order.currency_code as Currency,
    reference: `RF${refundId}`,
    reason,
  });
  await tx.update(refunds).set({ provider: result.provider, provider_ref: result.refundId }).where(eq(refunds.id, refundId));
  return result;
}
