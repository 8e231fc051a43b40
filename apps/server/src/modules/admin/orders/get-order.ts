// GET /private/admin/orders/{id}: one order as the back office reads it: its lines with their plans,
// every amount the server computed, its coupons and promotion, the buyer's tax-invoice data and
// shipping address as they were at order time, and its timeline.
import { eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import { courseLinesOf, productLinesOf } from '../../orders/order-lines.ts';
import { selectOrders } from './list-orders.ts';
import { orderTimeline } from './order-timeline.ts';

const { orders, coupons, promotions } = schema;

export async function getOrder(db: Db, id: number): Promise<AdminOrderDetail> {
  const {
    rows: [row],
  } = await selectOrders(db, {}, 1, 0, eq(orders.id, id));
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || !order) throw new DomainError('NOT_FOUND', 'No such order');
  const [lines, goods, used, promotion, timeline] = await Promise.all([
    courseLinesOf(db, [id]),
    productLinesOf(db, [id]),
    order.coupon_ids.length
      ? db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(inArray(coupons.id, order.coupon_ids))
      : [],
    order.promotion_id
      ? db.select({ id: promotions.id, title: promotions.title }).from(promotions).where(eq(promotions.id, order.promotion_id))
      : [],
    orderTimeline(db, order),
  ]);
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
    courses: lines.map((l) => ({ ...l, plan_id: l.pricing_plan_id })),
    products: goods,
    coupons: used,
    promotion: promotion[0] ?? null,
    tax_invoice: order.tax_invoice ?? null,
    shipping_address: order.shipping_address ?? null,
    timeline,
  };
}
