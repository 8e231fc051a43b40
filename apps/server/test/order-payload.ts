// The spec §3 order payload that the tests post to /private/cart/order: one course at a plan, paid by
// one method, in baht, without coupon, promotion or withholding tax.
import { aShippingAddress, aShippingFee, aStudent, type MadeCourse } from './factories/index.ts';
import type { TestApp } from './helpers.ts';

export type OrderPayload = Record<string, unknown>;

/** An order of `course` (none: an empty cart) at its first plan, by bank transfer; `over` changes what a case needs. */
export function orderPayload(course: MadeCourse | null, over: OrderPayload = {}): OrderPayload {
  return {
    course_id: course ? [course.id] : [],
    pricingplan_id: course ? [course.plan.id] : [],
    payment_method_id: 1,
    coupon_id: [],
    promotion_id: null,
    currency_code: 'THB',
    is_withholding: 0,
    status: 'notYetReceived',
    ...over,
  };
}

/**
 * A new student orders `course` with `products` shipped to their address, through POST
 * /private/cart/order; `over` adds the deals. Answers the new order's id (the call must succeed).
 */
export async function orderWithProducts(
  t: TestApp,
  course: MadeCourse,
  products: { product_id: number; quantity: number }[],
  over: OrderPayload = {},
): Promise<number> {
  const db = t.db.handle.db;
  const buyer = await aStudent(db);
  const address = await aShippingAddress(db, buyer.id);
  const fee = await aShippingFee(db);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/private/cart/order',
    headers: { cookie: buyer.cookie },
    payload: orderPayload(course, { products, shipping_address_id: address.id, shipping_fee_id: fee.id, ...over }),
  });
  if (placed.statusCode !== 200) throw new Error(`order refused: ${placed.body}`);
  return placed.json().orderId as number;
}
