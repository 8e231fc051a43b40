// The signed-in buyer's orders (spec §2 member order list and thank-you page; §7 GET
// /private/orders/{orderId}, POST /public/cart/deleteorder). Every answer is parsed with its contract.
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest, lazySchema } from './api-client.ts';
import { PRIVATE_KEY } from './session.ts';

// Loaded by the first call (api-client.ts lazySchema): the course page holds the awaiting notice.
const checkout = () => import('@rian/contracts/checkout');
const orderListSchema = lazySchema(() => checkout().then((m) => m.OrderListResponseSchema));
const orderSchema = lazySchema(() => checkout().then((m) => m.OrderResponseSchema));
const awaitingSchema = lazySchema(() => checkout().then((m) => m.AwaitingOrderListResponseSchema));
const successSchema = lazySchema(() => import('@rian/contracts/session').then((m) => m.SuccessResponseSchema));

/** Under the private key: a sign-out drops them with the rest of the user's data. */
export const ORDERS_KEY = [...PRIVATE_KEY, 'orders'] as const;

export function fetchOrders(signal?: AbortSignal) {
  return apiGet('/private/orders', orderListSchema, signal).then((r) => r.data);
}

export function fetchOrder(orderId: number, signal?: AbortSignal) {
  return apiGet(`/private/orders/${orderId}`, orderSchema, signal).then((r) => r.data);
}

export function fetchOrderByToken(token: string, signal?: AbortSignal) {
  return apiGet(`/private/orders/token/${encodeURIComponent(token)}`, orderSchema, signal).then((r) => r.data);
}

/** Cancels the caller's own unpaid order. */
export function cancelOrder(orderId: number) {
  return apiRequest('/public/cart/deleteorder', successSchema, { method: 'POST', body: { order_id: orderId } });
}

/** Newest first, as the server sends them. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: ORDERS_KEY,
    queryFn: ({ signal }) => fetchOrders(signal),
    staleTime: 0,
  });

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'id', orderId] as const,
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: 0,
  });

export const orderByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'token', token] as const,
    queryFn: ({ signal }) => fetchOrderByToken(token, signal),
    staleTime: 0,
  });

/**
 * The buyer's unpaid orders still within their time (GET /private/cart/awaiting), under the orders
 * key: placing or cancelling an order reads them again.
 */
export const awaitingOrdersQuery = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'awaiting'] as const,
    queryFn: ({ signal }) => apiGet('/private/cart/awaiting', awaitingSchema, signal).then((r) => r.data),
    staleTime: 0,
  });

/** The order list with the payment step of one order open (spec §2 member order list). */
export function orderPaymentHref(orderId: number): string {
  return `/myaccount/student/order?pay=${orderId}`;
}
