// A page of the product list (spec §7 /public/product): all or in stock, narrowed by a keyword.
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { pageOffset, productUrl } from '@rian/domain';
import type { ProductCard } from '@rian/contracts';
import { keywordMatch, type ListQuery, type Page } from './catalogue-reads.ts';

const { products } = schema;

export async function listProducts(db: Db, q: ListQuery): Promise<Page<ProductCard>> {
  const conditions: SQL[] = [eq(products.is_published, true)];
  if (q.filter === 'instock') conditions.push(gt(products.available_qty, 0));
  const match = keywordMatch(q.keyword, [products.title, products.title_en, products.short_description]);
  if (match) conditions.push(match);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        ...columnsOf(products, [
          'id',
          'title',
          'title_en',
          'slug',
          'short_description',
          'picture_url',
          'price',
          'price_usd',
          'full_price',
          'available_qty',
        ]),
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.sort), asc(products.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    data: rows.map((p) => ({ ...p, url: productUrl(p.id, p.slug) })),
    total: Number(totals[0]?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
