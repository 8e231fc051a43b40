// Products and their shipping fees (spec §3): published, 350 THB, 100 in stock.
import { schema, type Db } from '@rian/db';

export type ProductRow = typeof schema.products.$inferSelect;
export type ShippingFeeRow = typeof schema.shippingFees.$inferSelect;

let made = 0;

export async function aProduct(db: Db, spec: Partial<typeof schema.products.$inferInsert> = {}): Promise<ProductRow> {
  made += 1;
  const [row] = await db
    .insert(schema.products)
    .values({ title: `สินค้าทดสอบ ${made}`, slug: `test-product-${made}`, price: 35_000, available_qty: 100, ...spec })
    .returning();
  return row!;
}

/** A shipping fee of 50 THB for every product unless `spec` names one. */
export async function aShippingFee(db: Db, spec: Partial<typeof schema.shippingFees.$inferInsert> = {}): Promise<ShippingFeeRow> {
  const [row] = await db
    .insert(schema.shippingFees)
    .values({ name: 'ไปรษณีย์', price: 5_000, ...spec })
    .returning();
  return row!;
}
