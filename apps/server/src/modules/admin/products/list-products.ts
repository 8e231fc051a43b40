// The product list of the back office: searched by title, link or SKU, filtered by publish state.
import { and, count, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminProductRow, ProductListQuery } from '@rian/contracts/admin/products';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';

const { products } = schema;

export async function listProducts(ctx: AdminContext, query: ProductListQuery) {
  const p = paging(query);
  const where = and(
    query.published ? eq(products.is_published, query.published === 'yes') : undefined,
    searchAll(query.q, [products.title, products.title_en, products.slug, products.sku]),
  );
  const sort = {
    title: products.title,
    price: products.price,
    available_qty: products.available_qty,
    sort: products.sort,
    updated_at: products.updated_at,
    id: products.id,
  };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, '-updated_at', products.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(products).where(where),
  ]);
  const data: AdminProductRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    sku: r.sku,
    price: r.price,
    available_qty: r.available_qty,
    is_published: r.is_published,
    sort: r.sort,
    updated_at: r.updated_at.toISOString(),
  }));
  return pageAnswer(data, counted?.total ?? 0, p);
}
