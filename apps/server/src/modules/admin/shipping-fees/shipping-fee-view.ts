// A shipping fee as the back office reads it, with the title of the one product it is limited to.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminShippingFee } from '@rian/contracts/admin/shipping-fees';
import type { Tx } from '../audit/record-audit.ts';

const { shippingFees, products } = schema;

export const shippingFeeColumns = {
  id: shippingFees.id,
  name: shippingFees.name,
  price: shippingFees.price,
  price_usd: shippingFees.price_usd,
  product_id: shippingFees.product_id,
  product_title: products.title,
  sort: shippingFees.sort,
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
