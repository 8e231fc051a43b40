// GET /private/admin/orders/{id}: one order as the back office reads it: its lines with their plans,
// every amount the server computed, its coupons and promotion, the buyer's tax-invoice data and
// shipping address as they were at order time, its refunds, and its timeline.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { refundLineKey, refundsThroughProvider } from '@rian/domain/refunds';
import { sourcesOf } from '@rian/domain/lifecycles/lifecycle';
import { PAYMENT_REPORT_LIFECYCLE } from '@rian/domain/lifecycles/payment-report';
import type { AdminOrderDetail, AdminOrderNote, AdminRefund } from '@rian/contracts/admin/orders';
import { courseLinesOf, productLinesOf } from '../../orders/order-lines.ts';
import { shippingOf } from '../../orders/order-details.ts';
import { selectOrders } from './list-orders.ts';
import { orderTimeline } from './order-timeline.ts';
import { certificateOf } from '../../withholding/certificate-of-order.ts';

const { orders, coupons, promotions, refunds, orderCourses, orderProducts, orderNotes, paymentReports } = schema;

export async function getOrder(db: Db, id: number): Promise<AdminOrderDetail> {
  const {
    rows: [row],
  } = await selectOrders(db, {}, 1, 0, eq(orders.id, id));
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || !order) throw new DomainError('NOT_FOUND', 'No such order');
  const [lines, goods, used, promotion, given, notes, freeReport, certificate] = await Promise.all([
    courseLinesOf(db, [id]),
    productLinesOf(db, [id]),
    order.coupon_ids.length
      ? db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, order.coupon_ids))
      : [],
    order.promotion_id
      ? db.select({ id: promotions.id, title: promotions.title }).from(promotions).where(eq(promotions.id, order.promotion_id))
      : [],
    refundsOf(db, id),
    notesOf(db, id),
    pendingFreeReport(db, id),
    certificateOf(db, order, { kind: 'admin' }),
  ]);
  const timeline = await orderTimeline(db, order, notes);
  return {
    ...row,
    price: order.price,
    discount: order.discount,
    shipping_fee: order.shipping_fee,
    vat: order.vat,
    vat_rate_bp: order.vat_rate_bp,
    vat_included: order.vat_included,
    is_withholding: order.is_withholding,
    withholding_percent: order.withholding_percent,
    withholding_price: order.withholding_price,
    cancel_at: order.cancel_at.toISOString(),
    courses: lines.map((l) => ({ ...l, line: refundLineKey('course', l.id), plan_id: l.pricing_plan_id })),
    products: goods.map((l) => ({ ...l, line: refundLineKey('product', l.id) })),
    refund_via: refundsThroughProvider(order.payment_method_id) ? 'provider' : 'manual',
    refunds: given,
    coupons: used,
    promotion: promotion[0] ?? null,
    tax_invoice: order.tax_invoice ?? null,
    shipping_address: order.shipping_address ?? null,
    shipping: shippingOf(order),
    awaits_free_approval: freeReport !== null,
    withholding_certificate: certificate,
    notes,
    timeline,
  };
}

/** The order's refunds, oldest first, each with the lines it gave back. */
async function refundsOf(db: Db, orderId: number): Promise<AdminRefund[]> {
  const [rows, courseLines, productLines] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.order_id, orderId)).orderBy(asc(refunds.id)),
    db
      .select({ id: orderCourses.id, refund_id: orderCourses.refund_id })
      .from(orderCourses)
      .where(eq(orderCourses.order_id, orderId)),
    db
      .select({ id: orderProducts.id, refund_id: orderProducts.refund_id })
      .from(orderProducts)
      .where(eq(orderProducts.order_id, orderId)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    lines: [
      ...courseLines.filter((l) => l.refund_id === r.id).map((l) => refundLineKey('course', l.id)),
      ...productLines.filter((l) => l.refund_id === r.id).map((l) => refundLineKey('product', l.id)),
    ],
    reason: r.reason,
    via: r.via as AdminRefund['via'],
    provider: r.provider,
    provider_ref: r.provider_ref,
    slip: r.slip,
    transferred_at: r.transferred_at?.toISOString() ?? null,
    stock_returned: r.stock_returned,
    by: r.actor_username,
    created_at: r.created_at.toISOString(),
  }));
}

/** The order's internal notes, oldest first. */
async function notesOf(db: Db, orderId: number): Promise<AdminOrderNote[]> {
  const rows = await db.select().from(orderNotes).where(eq(orderNotes.order_id, orderId)).orderBy(asc(orderNotes.id));
  return rows.map((n) => ({ id: n.id, body: n.body, by: n.actor_username, created_at: n.created_at.toISOString() }));
}

/** The report type of a free order that waits for an administrator (orders/create-order/insert-order.ts). */
const FREE_NEEDING_APPROVAL = 'NeedApprovedFree';

/** The order's free-approval report still open for a decision, or null. */
export async function pendingFreeReport(db: Pick<Db, 'select'>, orderId: number): Promise<number | null> {
  const [report] = await db
    .select({ id: paymentReports.id })
    .from(paymentReports)
    .where(
      and(
        eq(paymentReports.order_id, orderId),
        eq(paymentReports.report_type, FREE_NEEDING_APPROVAL),
        inArray(paymentReports.status, [...sourcesOf(PAYMENT_REPORT_LIFECYCLE, 'approve')]),
      ),
    )
    .limit(1);
  return report?.id ?? null;
}
