// The new order as the buyer sees it, built from what the request already holds: no second read.
import type { OrderDetail } from '@rian/contracts/checkout';
import type { Cart } from '@rian/domain/cart-total';
import type { OrderRequest } from '@rian/domain/order-validation';
import { shippingAddressOf } from './insert-order.ts';
import type { LoadedOrder } from './load-order-context.ts';
import type { OrderPlan } from './plan-order.ts';
import { initialShippingStatus } from '@rian/domain/lifecycles/shipping';
import { pick } from '../../../lib/pick.ts';
import { shippingOf } from '../order-details.ts';

export function newOrderDetail(
  order: { id: number; order_token: string },
  loaded: LoadedOrder,
  req: OrderRequest,
  cart: Cart,
  plan: OrderPlan,
  now: Date,
): OrderDetail {
  const { rows, buyer } = loaded;
  const planName = (id: number) => rows.plans.find((p) => p.id === id)?.name ?? null;
  return {
    id: order.id,
    order_token: order.order_token,
    ...plan.figures,
    email: buyer.email,
    tel: buyer.tel,
    course_ids: plan.lines.map((l) => l.course_id),
    courses: plan.lines.map((l) => {
      const c = rows.courses.find((x) => x.id === l.course_id)!;
      return {
        course_id: l.course_id,
        ...pick(c, ['title', 'title_en', 'slug']),
        pricing_plan_id: l.pricing_plan_id,
        plan_name: planName(l.pricing_plan_id),
        price: l.price,
        discount: l.discount,
        refunded: false,
      };
    }),
    products: req.products.map((p) => {
      const row = rows.products.find((x) => x.id === p.product_id)!;
      return {
        product_id: p.product_id,
        ...pick(row, ['title', 'title_en']),
        price: plan.productPrice.get(p.product_id)!,
        quantity: p.quantity,
        refunded: false,
      };
    }),
    shipping_address: shippingAddressOf(loaded, cart),
    free_report: plan.free ? (plan.needsApproval ? 'NeedApprovedFree' : 'AutoFree') : null,
    shipping: shippingOf({
      shipping_status: initialShippingStatus(req.products.length > 0),
      shipping_carrier: null,
      shipping_tracking: null,
      shipped_at: null,
    }),
    cancel_at: plan.cancelAt.toISOString(),
    created_at: now.toISOString(),
  };
}
