import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/ssr';
import { PromotionDetailResponseSchema, PromotionListResponseSchema } from '@rian/contracts/catalogue';
import { apiGet } from '../../../lib/api-client.ts';

export const promotionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.promotions(),
    queryFn: ({ signal }) => apiGet('/public/cart/promotion/all', PromotionListResponseSchema, signal),
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.promotion(id),
    queryFn: ({ signal }) => apiGet(`/public/promotion/${id}`, PromotionDetailResponseSchema, signal),
  });
