// A page of the product list (spec §7 /public/product): all or in stock, narrowed by a keyword, in
// ONE statement: the count and the page's rows as JSON (it used to be two).
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { pageOffset, productUrl } from '@rian/domain';
import type { ProductCard } from '@rian/contracts';
import { keywordMatch, keywordPattern, type ListQuery, type Page } from './catalogue-reads.ts';
import { countOf, fromJson, jsonObject, sortedJsonList } from './json-rows.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

const { products } = schema;

const CARD_COLUMNS = columnsOf(products, [
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
]);

/** One statement per shape (in stock or not, with or without a keyword): each keeps its own plan. */
function prepare(db: Db, instock: boolean, keyword: boolean, name: string) {
  const where = and(
    eq(products.is_published, true),
    instock ? gt(products.available_qty, 0) : undefined,
    keyword
      ? keywordMatch(sql.placeholder('pattern'), [products.title, products.title_en, products.short_description])
      : undefined,
  );
  const from = sql`${products}`;
  const slice = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  return db
    .select({
      total: countOf(from, where),
      rows: sortedJsonList(products, jsonObject(CARD_COLUMNS), from, where, slice) as SQL<Record<string, unknown>[]>,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

export async function listProducts(db: Db, q: ListQuery): Promise<Page<ProductCard>> {
  const instock = q.filter === 'instock';
  const pattern = keywordPattern(q.keyword);
  const name = `product_list${instock ? '_instock' : ''}${pattern !== null ? '_keyword' : ''}`;
  const statement = preparedOnce(db, name, () => prepare(db, instock, pattern !== null, name));
  const [found] = await statement.execute({ limit: q.pageSize, offset: pageOffset(q.page, q.pageSize), pattern });
  return {
    data: found!.rows.map((json) => {
      const p = fromJson(CARD_COLUMNS, json);
      return { ...p, url: productUrl(p.id, p.slug) };
    }),
    total: found!.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
