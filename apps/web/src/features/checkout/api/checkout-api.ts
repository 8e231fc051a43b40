// The checkout's calls (spec §7 "Content and cart", "Orders and payments"): the cart's payment
// methods and promotions, coupons, the plans of the cart's courses and order creation. Every answer
// is parsed with its contract schema. The stored cart is lib/cart-api.ts's, shipping
// shipping-api.ts's, the bank transfer method lib/bank-api.ts's.
import { queryOptions } from '@tanstack/react-query';
import { PromotionListResponseSchema } from '@rian/contracts/catalogue';
import {
  AllPlansResponseSchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  OrderCreatedResponseSchema,
  type OrderBody,
} from '@rian/contracts/checkout';
import { CartPaymentMethodsResponseSchema } from '@rian/contracts/site';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { CHECKOUT_KEY } from '../../../lib/cart-api.ts';

// ---------- look-ups ----------

/** spec §9: the enabled methods, the first preselected (id 1 when there is none). */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: [...CHECKOUT_KEY, 'payment-methods'] as const,
    queryFn: ({ signal }) =>
      apiGet('/public/cart/payments/methods', CartPaymentMethodsResponseSchema, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

/** The running promotions (the same call and cache entry as the promotions page). */
export const cartPromotionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.promotions(),
    queryFn: ({ signal }) => apiGet('/public/cart/promotion/all', PromotionListResponseSchema, signal),
  });

/**
 * The plans of the cart's courses as the caller may pick them (spec §7 getallpriecingplan): listed
 * plans, and renewals for owners. Depends on who is signed in; log-in and log-out refresh it.
 */
export const cartPlansQuery = (courseIds: readonly number[]) => {
  const ids = [...new Set(courseIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...CHECKOUT_KEY, 'plans', ids.join(',')] as const,
    queryFn: ({ signal }) =>
      apiRequest('/public/cart/getallpriecingplan', AllPlansResponseSchema, {
        method: 'POST',
        body: { courseID: ids },
        signal,
      }).then((r) => r.data),
    enabled: ids.length > 0,
  });
};

/** A coupon by its code (spec §7); NOT_FOUND or COUPON_NOT_AVAILABLE answer as ApiError. */
export function fetchCouponByCode(code: string) {
  return apiRequest('/public/cart/getCouponByCouponCode', CouponResponseSchema, {
    method: 'POST',
    body: { coupon_code: code },
  }).then((r) => r.data);
}

/** The coupons among these ids that can still be used (spec §7 getallcoupon). */
export function fetchUsableCoupons(ids: readonly number[]) {
  return apiRequest('/public/cart/getallcoupon', CouponListResponseSchema, { method: 'POST', body: { couponID: [...ids] } }).then(
    (r) => r.data,
  );
}

// ---------- order ----------

/**
 * POST /private/cart/order (spec §3 order payload, §7). 400/409 answers carry the §8 codes in
 * error.details.failures; PRICE_CHANGED carries the server's cart in error.details.cart.
 */
export function createOrder(body: OrderBody) {
  return apiRequest('/private/cart/order', OrderCreatedResponseSchema, { method: 'POST', body });
}
