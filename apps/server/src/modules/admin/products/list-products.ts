// The product list of the back office: searched by title, link or SKU, filtered by publish state.
import { eq } from 'drizzle-orm';
import { columnsOf, schema } from '@rian/db';
import type { AdminProductRow, ProductListQuery } from '@rian/contracts/admin/products';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';

const { products } = schema;

export function listProducts(ctx: AdminContext, query: ProductListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select().from(products).$dynamic(),
    counted: products,
    filters: [query.published ? eq(products.is_published, query.published === 'yes') : undefined],
    search: [products.title, products.title_en, products.slug, products.sku],
    sorts: {
      ...columnsOf(products, ['title', 'price', 'available_qty', 'sort', 'updated_at', 'id']),
    },
    fallback: '-updated_at',
    toRow: (r): AdminProductRow => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      sku: r.sku,
      price: r.price,
      available_qty: r.available_qty,
      is_published: r.is_published,
      sort: r.sort,
      updated_at: r.updated_at.toISOString(),
    }),
  });
}
