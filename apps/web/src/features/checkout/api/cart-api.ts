// The checkout's calls (spec §7 "Content and cart", "Orders and payments"): cart lines of a guest
// or of the signed-in student, the cart's payment methods and promotions, coupons, the plans of the
// cart's courses and order creation. Every answer is parsed with its contract schema. Shipping is
// shipping-api.ts's, the bank transfer method bank-api.ts's.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { CartResponseSchema, type CartItem, type CartPutBodySchema } from '@rian/contracts/auth';
import { PromotionListResponseSchema } from '@rian/contracts/catalogue';
import {
  AllPlansResponseSchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  OrderCreatedResponseSchema,
  type OrderBody,
} from '@rian/contracts/checkout';
import { CartPaymentMethodsResponseSchema } from '@rian/contracts/site';
import { queryKeys } from '@rian/contracts/ssr';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PRIVATE_KEY, sessionQuery } from '../../account/api/session.ts';
import { getGuestId, peekGuestId } from '../../account/guest.ts';
import { toCartItems, toCheckoutLines, withCourse, withProductAdded, type CheckoutLine } from '../cart-lines.ts';

/** Look-ups of the checkout; refreshed together after a PRICE_CHANGED answer. */
export const CHECKOUT_KEY = ['checkout'] as const;

// ---------- cart lines (spec §3 Cart, §6 guests) ----------

/** Whose cart: the signed-in student's (private, dropped at sign-out) or this browser's guest's. */
export function cartLinesKey(signedIn: boolean) {
  return signedIn ? ([...PRIVATE_KEY, 'cart'] as const) : ([...CHECKOUT_KEY, 'guest-cart'] as const);
}

export async function fetchCartLines(signedIn: boolean, signal?: AbortSignal): Promise<CartItem[]> {
  if (signedIn) return (await apiGet('/private/cart', CartResponseSchema, signal)).data;
  // A visitor who never added anything has no guest id yet, and so no cart to ask for.
  const guestId = peekGuestId();
  if (!guestId) return [];
  return (await apiGet(`/public/cart/${guestId}`, CartResponseSchema, signal)).data;
}

export const cartLinesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: cartLinesKey(signedIn),
    queryFn: ({ signal }) => fetchCartLines(signedIn, signal),
    staleTime: 0,
  });

/** Replaces the cart's lines (PUT); answers with the stored lines. */
export async function putCartLines(signedIn: boolean, lines: readonly CheckoutLine[]): Promise<CartItem[]> {
  const body: z.input<typeof CartPutBodySchema> = { items: toCartItems(lines) };
  const path = signedIn ? '/private/cart' : `/public/cart/${getGuestId()}`;
  return (await apiRequest(path, CartResponseSchema, { method: 'PUT', body })).data;
}

/** Reads the current lines, changes them and stores them: the add-to-cart buttons of spec §2. */
async function changeStoredCart(client: QueryClient, change: (lines: CheckoutLine[]) => CheckoutLine[]): Promise<void> {
  const session = await client.fetchQuery(sessionQuery());
  const signedIn = Boolean(session.user);
  const current = await client.fetchQuery({ ...cartLinesQuery(signedIn), staleTime: 0 });
  const saved = await putCartLines(signedIn, change(toCheckoutLines(current)));
  client.setQueryData(cartLinesKey(signedIn), saved);
}

/** spec §2 layouts 1 and 3: the register button puts the course with its chosen plan into the cart. */
export function addCourseToCart(client: QueryClient, courseId: number, planId: number | null): Promise<void> {
  return changeStoredCart(client, (lines) => withCourse(lines, courseId, planId));
}

/** spec §2 product page: the action button adds the product (quantity 1, or one more). */
export function addProductToCart(client: QueryClient, productId: number): Promise<void> {
  return changeStoredCart(client, (lines) => withProductAdded(lines, productId));
}

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
