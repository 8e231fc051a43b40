// GET /private/admin/coupons/{id}/usage: the orders that used a coupon, newest first, with the buyer,
// the order's state and the discount its lines carrying the coupon were given (orders.coupon_ids
// names the coupons of an order; order_courses and order_products hold each line's discount and its deals).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { schema, type Db } from '@rian/db';
import type { CouponUse } from '@rian/contracts/admin/coupons';
import { loadCoupon } from './coupon-view.ts';

const { orders, orderCourses, orderProducts, users } = schema;

export async function couponUsage(db: Db, id: number): Promise<CouponUse[]> {
  await loadCoupon(db, id);
  const used = await db
    .select({
      id: orders.id,
      order_token: orders.order_token,
      created_at: orders.created_at,
      status: orders.status,
      currency_code: orders.currency_code,
      email: orders.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(sql`${orders.coupon_ids} @> ${JSON.stringify([id])}::jsonb`)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(1000);
  const lines = used.length
    ? await dealLinesOf(
        db,
        used.map((o) => o.id),
      )
    : [];
  return used.map((o) => {
    const mine = lines.filter((l) => l.order_id === o.id && l.coupon_ids.includes(id));
    return {
      order_id: o.id,
      order_token: o.order_token,
      created_at: o.created_at.toISOString(),
      status: o.status as CouponUse['status'],
      buyer: { name: `${o.firstname} ${o.lastname}`.trim(), email: o.email },
      currency_code: o.currency_code,
      discount: mine.reduce((sum, l) => sum + l.discount, 0),
      shared: mine.some((l) => l.promotion_id !== null || l.coupon_ids.length > 1),
    };
  });
}

/** The course and product lines of the orders `ids`, each with its discount and the deals that gave it. */
function dealLinesOf(db: Db, ids: number[]) {
  const of = (table: typeof orderCourses | typeof orderProducts) =>
    db
      .select({
        order_id: table.order_id,
        discount: table.discount,
        promotion_id: table.promotion_id,
        coupon_ids: table.coupon_ids,
      })
      .from(table)
      .where(inArray(table.order_id, ids));
  return unionAll(of(orderCourses), of(orderProducts));
}
