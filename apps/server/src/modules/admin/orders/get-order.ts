// GET /private/admin/orders/{id}: one order as the back office reads it: its lines with their plans,
// every amount the server computed, its coupons and promotion, the buyer's tax-invoice data and
// shipping address as they were at order time, and its timeline.
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import { selectOrders } from './list-orders.ts';
import { orderTimeline } from './order-timeline.ts';

const { orders, orderCourses, orderProducts, courses, products, pricingPlans, coupons, promotions } = schema;

export async function getOrder(db: Db, id: number): Promise<AdminOrderDetail> {
  const {
    rows: [row],
  } = await selectOrders(db, {}, 1, 0, eq(orders.id, id));
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row || !order) throw new DomainError('NOT_FOUND', 'No such order');
  const [lines, goods, used, promotion, timeline] = await Promise.all([
    db
      .select({
        id: orderCourses.id,
        course_id: orderCourses.course_id,
        title: courses.title,
        plan_id: orderCourses.pricing_plan_id,
        plan_name: pricingPlans.name,
        price: orderCourses.price,
        discount: orderCourses.discount,
      })
      .from(orderCourses)
      .innerJoin(courses, eq(courses.id, orderCourses.course_id))
      .leftJoin(pricingPlans, eq(pricingPlans.id, orderCourses.pricing_plan_id))
      .where(eq(orderCourses.order_id, id))
      .orderBy(asc(orderCourses.id)),
    db
      .select({
        id: orderProducts.id,
        product_id: orderProducts.product_id,
        title: products.title,
        price: orderProducts.price,
        quantity: orderProducts.quantity,
      })
      .from(orderProducts)
      .innerJoin(products, eq(products.id, orderProducts.product_id))
      .where(eq(orderProducts.order_id, id))
      .orderBy(asc(orderProducts.id)),
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
    courses: lines,
    products: goods,
    coupons: used,
    promotion: promotion[0] ?? null,
    tax_invoice: order.tax_invoice ?? null,
    shipping_address: order.shipping_address ?? null,
    timeline,
  };
}
