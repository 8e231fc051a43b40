// The spec §3 order payload that the tests post to /private/cart/order: one course at a plan, paid by
// one method, in baht, without coupon, promotion or withholding tax.
import type { MadeCourse } from './factories/index.ts';

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
