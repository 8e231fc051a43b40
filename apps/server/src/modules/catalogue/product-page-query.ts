// Everything a product page reads (spec §7 /public/products/:productId) in ONE statement: the
// product, the site settings, and as JSON its shipping fees and tabs. It used to be three or four.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { fromJson, jsonList, jsonObject } from './json-rows.ts';
import { tabsFromJson, tabsJson } from './page-tabs.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

const { products, shippingFees, siteSettings } = schema;

const FEE_COLUMNS = columnsOf(shippingFees, ['id', 'name', 'price', 'price_usd']);

type Json = Record<string, unknown>;

/** The fees that apply to a product: everyone's, and its own. */
const feesJson = jsonList(
  jsonObject(FEE_COLUMNS),
  sql`from ${shippingFees} where ${or(isNull(shippingFees.product_id), eq(shippingFees.product_id, products.id))}`,
  sql`${shippingFees.sort}, ${shippingFees.id}`,
) as SQL<Json[]>;

function prepare(db: Db, name: string) {
  return db
    .select({
      product: products,
      settings: siteSettings,
      fees: feesJson,
      tabs: tabsJson('product_id', products.id) as SQL<Json[]>,
    })
    .from(products)
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.is_published, true)))
    .limit(1)
    .prepare(name);
}

/** The product page's rows, decoded; null when there is no such published product. */
export async function readProductPage(db: Db, id: number) {
  const [found] = await preparedOnce(db, 'product_page', (name) => prepare(db, name)).execute({ id });
  if (!found) return null;
  return {
    product: found.product,
    settings: found.settings,
    fees: found.fees.map((f) => fromJson(FEE_COLUMNS, f)),
    tabs: tabsFromJson(found.tabs),
  };
}
