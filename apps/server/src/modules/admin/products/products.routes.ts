// /private/admin/products (spec §3 product detail, edited in the back office): list, create from its
// title, read, edit (publishing included), delete one nobody ordered, adjust the stock and read its
// history. Administrators only; each route parses, calls its use case and answers.
import { errorResponses, IdParamSchema } from '@rian/contracts';
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
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { adjustStock } from './adjust-stock.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import { listProducts } from './list-products.ts';
import { listStockMoves } from './list-stock-moves.ts';
import { loadProduct } from './product-view.ts';
import { updateProduct } from './update-product.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: products'];
const params = z.object({ id: IdParamSchema });
const ok = <T>(data: T) => ({ success: true as const, data });

export function productRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const one = { 200: ProductOneSchema, ...errors };
  resourceRoutes(app, {
    path: 'products',
    tag: 'products',
    guard: requireAdmin,
    schemas: {
      query: ProductListQuerySchema,
      page: ProductPageSchema,
      one: ProductOneSchema,
      create: ProductCreateSchema,
      patch: ProductPatchSchema,
    },
    list: (query) => listProducts(admin, query),
    get: (id) => loadProduct(admin.db, id),
    create: (actor, body) => createProduct(admin, actor, body),
    update: (actor, id, body) => updateProduct(admin, actor, id, body),
    remove: (actor, id) => deleteProduct(admin, actor, id),
  });
  app.post(
    '/private/admin/products/:id/stock',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Add or take away stock, with a reason', params, body: StockAdjustSchema, response: one },
    },
    async (req) => ok(await adjustStock(admin, actorOf(req), req.params.id, req.body)),
  );
  app.get(
    '/private/admin/products/:id/stock',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The stock history, newest first',
        params,
        querystring: StockMovesQuerySchema,
        response: { 200: StockMovePageSchema, ...errors },
      },
    },
    async (req) => listStockMoves(admin, req.params.id, req.query),
  );
}
