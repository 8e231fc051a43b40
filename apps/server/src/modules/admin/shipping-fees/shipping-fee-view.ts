// A shipping fee as the back office reads it, with the title of the one product it is limited to.
import { eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminShippingFee } from '@rian/contracts/admin/shipping-fees';
import type { Tx } from '../audit/record-audit.ts';

const { shippingFees, products } = schema;

export const shippingFeeColumns = {
  ...columnsOf(shippingFees, ['id', 'name', 'price', 'price_usd', 'product_id', 'sort']),
  product_title: products.title,
};

export async function loadShippingFee(db: Db | Tx, id: number): Promise<AdminShippingFee> {
  const [row] = await db
    .select(shippingFeeColumns)
    .from(shippingFees)
    .leftJoin(products, eq(products.id, shippingFees.product_id))
    .where(eq(shippingFees.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such shipping fee');
  return row;
}
