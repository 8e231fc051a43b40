// /private/admin/products (spec §3 product detail, edited in the back office): list, create from its
// title, read, edit (publishing included), delete one nobody ordered, adjust the stock and read its
// history. Administrators only; each route parses, calls its use case and answers.
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
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
  app.get(
    '/private/admin/products',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'Products, paged, searched and sorted',
        querystring: ProductListQuerySchema,
        response: { 200: ProductPageSchema, ...errors },
      },
    },
    async (req) => listProducts(admin, req.query),
  );
  app.post(
    '/private/admin/products',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A new unpublished product from its title',
        body: ProductCreateSchema,
        response: { 201: ProductOneSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(ok(await createProduct(admin, actorOf(req), req.body))),
  );
  app.get(
    '/private/admin/products/:id',
    { onRequest: requireAdmin, schema: { tags, summary: 'One product with every field', params, response: one } },
    async (req) => ok(await loadProduct(admin.db, req.params.id)),
  );
  app.patch(
    '/private/admin/products/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Change the fields sent', params, body: ProductPatchSchema, response: one },
    },
    async (req) => ok(await updateProduct(admin, actorOf(req), req.params.id, req.body)),
  );
  app.delete(
    '/private/admin/products/:id',
    {
      onRequest: requireAdmin,
      schema: { tags, summary: 'Delete a product nobody ordered', params, response: { 200: AdminDeletedSchema, ...errors } },
    },
    async (req) => ok(await deleteProduct(admin, actorOf(req), req.params.id)),
  );
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
