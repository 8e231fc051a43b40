// The body of POST /private/cart/order after its contract schema, checked for what the schema cannot
// say, and read as the domain's OrderRequest.
import type { CartSummary, OrderDetail } from '@rian/contracts/checkout';
import { DomainError } from '@rian/domain/errors';
import type { Currency } from '@rian/domain/money';
import type { OrderRequest } from '@rian/domain/order-validation';
import type { AuthUser } from '../../auth/session.service.ts';

/** The body after its contract schema (defaults applied). */
export interface OrderInput {
  user_id?: number | null | undefined;
  course_id: number[];
  pricingplan_id: (number | null)[];
  products: { product_id: number; quantity: number }[];
  payment_method_id: number | null;
  coupon_id: number[];
  promotion_id?: number | null | undefined;
  price?: number | undefined;
  discount?: number | undefined;
  shipping_fee?: number | undefined;
  currency_code: Currency;
  shipping_address_id?: number | null | undefined;
  shipping_fee_id?: number | null | undefined;
  is_withholding: boolean | 0 | 1;
  withholding_percent?: number | null | undefined;
}

export interface CreatedOrder {
  orderId: number;
  reused: boolean;
  /** The new order as the buyer sees it; null when an existing order was reused (read it then). */
  detail: OrderDetail | null;
  cart: CartSummary;
}

export function checkOrderInput(user: AuthUser, body: OrderInput): void {
  // The spec's payload names the buyer; only the caller can be the buyer (spec §6 ownership).
  if (body.user_id != null && body.user_id !== user.id) throw new DomainError('FORBIDDEN', 'Not your account');
  if (body.pricingplan_id.length > body.course_id.length)
    throw new DomainError('INPUT_ERROR', 'pricingplan_id has more entries than course_id');
  if (new Set(body.products.map((p) => p.product_id)).size !== body.products.length)
    throw new DomainError('INPUT_ERROR', 'A product appears once; use its quantity');
}

export function orderRequestOf(body: OrderInput): OrderRequest {
  return {
    currency: body.currency_code,
    courses: body.course_id.map((id, i) => ({ course_id: id, pricingplan_id: body.pricingplan_id[i] ?? null })),
    products: body.products,
    payment_method_id: body.payment_method_id,
    coupon_ids: body.coupon_id,
    promotion_id: body.promotion_id ?? null,
    shipping_address_id: body.shipping_address_id ?? null,
    shipping_fee_id: body.shipping_fee_id ?? null,
    is_withholding: body.is_withholding === true || body.is_withholding === 1,
    withholding_percent: body.withholding_percent ?? null,
  };
}
