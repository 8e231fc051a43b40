// spec §7 POST /api/chulabook/cart {user_id, email, course_id, price, totalPrice, discount, courses,
// cancel_at, order_at, shipping_address_id}: "redirects to the returned location". The original
// product let the browser state the prices and the cancel time of an order it handed over. Rian
// reads it as "check out these courses now": the buyer's own unpaid order for them is created (or
// the same one reused) by the order creation every other checkout uses, with each course's default
// plan and the first payment method offered; the server computes every amount and the cancel time,
// the browser's price and discount are compared (PRICE_CHANGED).
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AuthUser } from '../auth/session.service.ts';
import { createOrder } from './create-order/create-order.ts';
import type { OrdersContext } from './orders-context.ts';

const { pricingPlans } = schema;

export interface HandOffInput {
  user_id?: number | null | undefined;
  course_id: number[];
  shipping_address_id?: number | null | undefined;
  price?: number | undefined;
  discount?: number | undefined;
}

/** The id of the buyer's unpaid order for these courses. */
export async function handOffCart(ctx: OrdersContext, user: AuthUser, body: HandOffInput): Promise<number> {
  const [method] = await ctx.site.paymentMethods();
  if (!method) throw new DomainError('NO_PAYMENT_METHOD');
  const created = await createOrder(ctx, user, {
    user_id: body.user_id,
    course_id: body.course_id,
    pricingplan_id: await defaultPlans(ctx.db, body.course_id),
    products: [],
    payment_method_id: method.id,
    coupon_id: [],
    promotion_id: null,
    currency_code: 'THB',
    is_withholding: 0,
    shipping_address_id: body.shipping_address_id ?? null,
    ...(body.price === undefined ? {} : { price: body.price }),
    ...(body.discount === undefined ? {} : { discount: body.discount }),
  });
  return created.orderId;
}

/** Each course's default plan (spec §9: one plan flagged is_default), null where it has none. */
async function defaultPlans(db: Db, courseIds: number[]): Promise<(number | null)[]> {
  const rows = await db
    .select({ id: pricingPlans.id, course_id: pricingPlans.course_id })
    .from(pricingPlans)
    .where(
      and(
        inArray(pricingPlans.course_id, courseIds),
        eq(pricingPlans.is_default, 1),
        eq(pricingPlans.status_show, 1),
        eq(pricingPlans.pricing_type, 'default'),
      ),
    );
  return courseIds.map((id) => rows.find((r) => r.course_id === id)?.id ?? null);
}
