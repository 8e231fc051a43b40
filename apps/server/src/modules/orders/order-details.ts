// Orders as the buyer reads them (spec §3 Order read): each with its course and product lines and its
// free-purchase report, in the order of the rows given.
import { and, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { courseLinesOf, productLinesOf } from './order-lines.ts';
import type { OrderDetail, OrderShipping, OrderStatus } from '@rian/contracts';
import type { ShippingStatus } from '@rian/domain/lifecycles/shipping';
import { DomainError } from '@rian/domain/errors';
import type { Currency } from '@rian/domain/money';
import type { AuthUser } from '../auth/session.service.ts';

const { paymentReports } = schema;

export type OrderRow = typeof schema.orders.$inferSelect;

/** Only the buyer and administrators see an order; to anyone else it does not exist. */
export function assertVisible(order: { user_id: number } | undefined, user: AuthUser): asserts order {
  if (!order || (order.user_id !== user.id && user.role !== 'admin')) throw new DomainError('NOT_FOUND', 'No such order');
}

/** The order's parcel as the buyer and the back office read it; null when it has nothing to ship. */
export function shippingOf(
  o: Pick<OrderRow, 'shipping_status' | 'shipping_carrier' | 'shipping_tracking' | 'shipped_at'>,
): OrderShipping | null {
  if (o.shipping_status === null) return null;
  return {
    status: o.shipping_status as ShippingStatus,
    carrier: o.shipping_carrier,
    tracking: o.shipping_tracking,
    shipped_at: o.shipped_at?.toISOString() ?? null,
  };
}

export async function orderDetails(db: Db, rows: readonly OrderRow[]): Promise<OrderDetail[]> {
  if (rows.length === 0) return [];
  const { courseLines, productLines, reports } = await loadLines(
    db,
    rows.map((o) => o.id),
  );
  return rows.map((o) => {
    const cs = courseLines.filter((l) => l.order_id === o.id);
    const free = reports.find((r) => r.order_id === o.id)?.report_type;
    return {
      id: o.id,
      order_token: o.order_token,
      status: o.status as OrderStatus,
      payment_status: o.payment_status as OrderDetail['payment_status'],
      payment_method_id: o.payment_method_id,
      currency_code: o.currency_code as Currency,
      price: o.price,
      discount: o.discount,
      shipping_fee: o.shipping_fee,
      vat: o.vat,
      vat_included: o.vat_included,
      is_withholding: o.is_withholding,
      withholding_percent: o.withholding_percent,
      withholding_price: o.withholding_price,
      total: o.total,
      email: o.email,
      tel: o.tel,
      course_ids: cs.map((l) => l.course_id),
      courses: cs.map(({ order_id: _o, refund_id, ...l }) => ({ ...l, refunded: refund_id !== null })),
      products: productLines
        .filter((l) => l.order_id === o.id)
        .map(({ order_id: _o, refund_id, ...l }) => ({ ...l, refunded: refund_id !== null })),
      shipping_address: o.shipping_address ?? null,
      free_report: free === 'AutoFree' || free === 'NeedApprovedFree' ? free : null,
      shipping: shippingOf(o),
      cancel_at: o.cancel_at.toISOString(),
      created_at: o.created_at.toISOString(),
    };
  });
}

async function loadLines(db: Db, ids: number[]) {
  const [courseLines, productLines, reports] = await Promise.all([
    courseLinesOf(db, ids),
    productLinesOf(db, ids),
    db
      .select({ order_id: paymentReports.order_id, report_type: paymentReports.report_type })
      .from(paymentReports)
      .where(and(inArray(paymentReports.order_id, ids), inArray(paymentReports.report_type, ['AutoFree', 'NeedApprovedFree']))),
  ]);
  return { courseLines, productLines, reports };
}
