import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, lazySchema } from './api-client.ts';
import { listQuery, type ListParams } from './list-query.ts';

// Loaded by the first call (api-client.ts lazySchema): a drawn page has its data inlined.
const catalogue = () => import('@rian/contracts/catalogue');
const productListSchema = lazySchema(() => catalogue().then((m) => m.ProductListResponseSchema));
const productDetailSchema = lazySchema(() => catalogue().then((m) => m.ProductDetailResponseSchema));

export type ProductListParams = ListParams<'all' | 'instock'>;

export const productListQuery = (p: ProductListParams) =>
  listQuery(queryKeys.products({ ...p }), '/public/product', productListSchema, p);

/** spec §7: GET /public/products/{productId}/{n}; n 0 is a visitor. */
export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.productDetail(id),
    queryFn: ({ signal }) => apiGet(`/public/products/${id}/0`, productDetailSchema, signal),
  });
