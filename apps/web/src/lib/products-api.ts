import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/ssr';
import { ProductDetailResponseSchema, ProductListResponseSchema } from '@rian/contracts/catalogue';
import { apiGet } from './api-client.ts';
import { listQuery, type ListParams } from './list-query.ts';

export type ProductListParams = ListParams<'all' | 'instock'>;

export const productListQuery = (p: ProductListParams) =>
  listQuery(queryKeys.products({ ...p }), '/public/product', ProductListResponseSchema, p);

/** spec §7: GET /public/products/{productId}/{n}; n 0 is a visitor. */
export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.productDetail(id),
    queryFn: ({ signal }) => apiGet(`/public/products/${id}/0`, ProductDetailResponseSchema, signal),
  });
