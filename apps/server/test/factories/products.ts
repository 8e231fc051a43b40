// Products and their shipping fees (spec §3): published, 350 THB, 100 in stock.
import { schema, type Db } from '@rian/db';
import { insertRow, rowFactory, type Spec } from './rows.ts';

export type ProductRow = typeof schema.products.$inferSelect;
export type ShippingFeeRow = typeof schema.shippingFees.$inferSelect;

export const aProduct = rowFactory(schema.products, (n) => ({
  title: `สินค้าทดสอบ ${n}`,
  slug: `test-product-${n}`,
  price: 35_000,
  available_qty: 100,
}));

/** A shipping fee of 50 THB for every product unless `spec` names one. */
export async function aShippingFee(db: Db, spec: Spec<typeof schema.shippingFees> = {}): Promise<ShippingFeeRow> {
  return insertRow(db, schema.shippingFees, { name: 'ไปรษณีย์', price: 5_000, ...spec });
}
