// /private/admin/products (spec §3 product detail, edited in the back office): list, create from its
// title, read, edit (publishing included), delete one nobody ordered, adjust the stock and read its
// history. Administrators only; each route parses, calls its use case and answers.
import {
  ProductCreateSchema,
  ProductListQuerySchema,
  ProductOneSchema,
  ProductPageSchema,
  ProductPatchSchema,
  StockAdjustSchema,
  StockMovePageSchema,
  StockMovesQuerySchema,
} from '@rian/contracts/admin/products';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { adjustStock } from './adjust-stock.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import { listProducts } from './list-products.ts';
import { listStockMoves } from './list-stock-moves.ts';
import { loadProduct } from './product-view.ts';
import { updateProduct } from './update-product.ts';

export function productRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin, requireAdmin } = deps;
  resourceRoutes(app, deps, {
    path: 'products',
    tag: 'products',
    schemas: {
      query: ProductListQuerySchema,
      page: ProductPageSchema,
      one: ProductOneSchema,
      create: ProductCreateSchema,
      patch: ProductPatchSchema,
    },
    list: listProducts,
    get: loadProduct,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
  });
  const stock = { path: 'products/:id/stock', tag: 'products', params: idParams } as const;
  adminRoute(app, requireAdmin, {
    ...stock,
    method: 'POST',
    summary: 'Add or take away stock, with a reason',
    body: StockAdjustSchema,
    response: ProductOneSchema,
    handle: ({ params, actor, body }) => adjustStock(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...stock,
    method: 'GET',
    summary: 'The stock history, newest first',
    query: StockMovesQuerySchema,
    response: StockMovePageSchema,
    page: true,
    handle: ({ params, query }) => listStockMoves(admin, params.id, query),
  });
}
