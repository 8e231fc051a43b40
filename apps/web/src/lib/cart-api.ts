// The stored cart (spec §3 Cart, §6 guests, §7 "Content and cart"): the lines of a guest or of the
// signed-in student, read and replaced, and the add-to-cart buttons of the course and product pages.
// The checkout's own calls are features/checkout/api/checkout-api.ts's.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { CartItem, CartPutBodySchema } from '@rian/contracts/auth';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, apiRequest, lazySchema } from './api-client.ts';
import { PRIVATE_KEY, sessionQuery } from './session.ts';
import { getGuestId, peekGuestId } from './guest.ts';
import { toCartItems, toCheckoutLines, withCourse, withProductAdded, type CheckoutLine } from './cart-lines.ts';

// Loaded by the first call (api-client.ts lazySchema): the course and product pages hold the buttons.
const cartSchema = lazySchema(() => import('@rian/contracts/auth').then((m) => m.CartResponseSchema));

/** Look-ups of the checkout; refreshed together after a PRICE_CHANGED answer. */
export const CHECKOUT_KEY = ['checkout'] as const;

// ---------- cart lines (spec §3 Cart, §6 guests) ----------

/**
 * Whose cart: the signed-in student's (private, dropped at sign-out) or this browser's guest's (under
 * CHECKOUT_KEY, so a PRICE_CHANGED answer reads it again too; the server inlines it on /cart).
 */
export function cartLinesKey(signedIn: boolean) {
  return signedIn ? ([...PRIVATE_KEY, 'cart'] as const) : queryKeys.guestCart();
}

export async function fetchCartLines(signedIn: boolean, signal?: AbortSignal): Promise<CartItem[]> {
  if (signedIn) return (await apiGet('/private/cart', cartSchema, signal)).data;
  // A visitor who never added anything has no guest id yet, and so no cart to ask for.
  const guestId = peekGuestId();
  if (!guestId) return [];
  return (await apiGet(`/public/cart/${guestId}`, cartSchema, signal)).data;
}

/**
 * How long the lines the server drew /cart with (or last wrote) count as current. Hydrating the page
 * does not ask for them again: it did, and on a phone the answer re-rendered the whole cart at once
 * after hydration (docs/benchmarks.md, "2026-11-28, evening"). Coming back to /cart later asks again,
 * and a placed order drops them (use-purchase.ts).
 */
const LINES_FRESH_MS = 5_000;

export const cartLinesQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: cartLinesKey(signedIn),
    queryFn: ({ signal }) => fetchCartLines(signedIn, signal),
    staleTime: LINES_FRESH_MS,
  });

/** Replaces the cart's lines (PUT); answers with the stored lines. */
export async function putCartLines(signedIn: boolean, lines: readonly CheckoutLine[]): Promise<CartItem[]> {
  const body: z.input<typeof CartPutBodySchema> = { items: toCartItems(lines) };
  const path = signedIn ? '/private/cart' : `/public/cart/${getGuestId()}`;
  return (await apiRequest(path, cartSchema, { method: 'PUT', body })).data;
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
