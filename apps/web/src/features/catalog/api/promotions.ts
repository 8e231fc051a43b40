import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

// Loaded by the first call (api-client.ts lazySchema): a drawn page has its data inlined.
const catalogue = () => import('@rian/contracts/catalogue');
const promotionListSchema = lazySchema(() => catalogue().then((m) => m.PromotionListResponseSchema));
const promotionSchema = lazySchema(() => catalogue().then((m) => m.PromotionDetailResponseSchema));

export const promotionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.promotions(),
    queryFn: ({ signal }) => apiGet('/public/cart/promotion/all', promotionListSchema, signal),
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.promotion(id),
    queryFn: ({ signal }) => apiGet(`/public/promotion/${id}`, promotionSchema, signal),
  });
