// Shipping addresses of the signed-in buyer and the shipping fees of the products in a cart
// (spec §3 order payload shipping_address_id, shipping_fee_id; §5 "shipping address and fee must be
// chosen when the cart has products"). Every answer is parsed with its contract schema.
import { queryOptions } from '@tanstack/react-query';
import {
  ShippingAddressListResponseSchema,
  ShippingAddressResponseSchema,
  ShippingFeeListResponseSchema,
  type ShippingAddressBody,
} from '@rian/contracts/checkout';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { PRIVATE_KEY } from '../../../lib/session.ts';

/** Under the private key: a sign-out drops the addresses with the rest of the user's data. */
export const SHIPPING_ADDRESSES_KEY = [...PRIVATE_KEY, 'shipping-addresses'] as const;

export function fetchShippingAddresses(signal?: AbortSignal) {
  return apiGet('/private/shipping/addresses', ShippingAddressListResponseSchema, signal).then((r) => r.data);
}

export function createShippingAddress(body: ShippingAddressBody) {
  return apiRequest('/private/shipping/addresses', ShippingAddressResponseSchema, { method: 'POST', body }).then((r) => r.data);
}

/** The ids as the fee call takes them: positive, unique, sorted (one cache entry per set of products). */
export function feeProductIds(productIds: readonly number[]): number[] {
  return [...new Set(productIds.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
}

export function fetchShippingFees(productIds: readonly number[], signal?: AbortSignal) {
  return apiGet(
    `/public/shipping/fees?product_id=${feeProductIds(productIds).join(',')}`,
    ShippingFeeListResponseSchema,
    signal,
  ).then((r) => r.data);
}

export const shippingAddressesQuery = () =>
  queryOptions({
    queryKey: SHIPPING_ADDRESSES_KEY,
    queryFn: ({ signal }) => fetchShippingAddresses(signal),
  });

export const shippingFeesQuery = (productIds: readonly number[]) => {
  const ids = feeProductIds(productIds);
  return queryOptions({
    queryKey: ['checkout', 'shipping-fees', ids.join(',')] as const,
    queryFn: ({ signal }) => fetchShippingFees(ids, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
};
