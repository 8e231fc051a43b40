import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/ssr';
import { ProductDetailResponseSchema, ProductListResponseSchema } from '@rian/contracts/catalogue';
import type { PageSize } from '@rian/domain/pagination';
import { apiGet, withQuery } from './api-client.ts';

export interface ProductListParams {
  filter: 'all' | 'instock';
  keyword: string;
  page: number;
  pageSize: PageSize;
}

export const productListQuery = (p: ProductListParams) =>
  queryOptions({
    queryKey: queryKeys.products({ ...p }),
    queryFn: ({ signal }) =>
      apiGet(
        withQuery('/public/product', { filter: p.filter, keyword: p.keyword, page: p.page, pageSize: p.pageSize }),
        ProductListResponseSchema,
        signal,
      ),
    placeholderData: (prev) => prev,
  });

/** spec §7: GET /public/products/{productId}/{n}; n 0 is a visitor. */
export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.productDetail(id),
    queryFn: ({ signal }) => apiGet(`/public/products/${id}/0`, ProductDetailResponseSchema, signal),
  });
