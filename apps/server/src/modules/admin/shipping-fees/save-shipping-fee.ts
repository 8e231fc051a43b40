// Creating, editing and deleting a shipping fee (spec §3, §5 shipping fee). A fee limited to one
// product names a product that exists; a fee an order used stays, since the order keeps its id.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminShippingFee, ShippingFeeCreate, ShippingFeePatch } from '@rian/contracts/admin/shipping-fees';
import type { Tx } from '../audit/record-audit.ts';
import { refuseWhileUsed, tableWrites } from '../audited-write.ts';
import { loadShippingFee } from './shipping-fee-view.ts';

const { shippingFees, products, orders } = schema;

async function checkProduct(tx: Tx, { product_id: productId }: ShippingFeePatch): Promise<void> {
  if (!productId) return;
  const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (found) return;
  const message = 'No such product';
  throw new DomainError('INPUT_ERROR', message, [{ path: 'product_id', message, message_th: 'ไม่พบสินค้านี้' }]);
}

const fee = { entity: 'shipping_fee', area: 'catalogue', load: loadShippingFee, table: shippingFees } as const;

export const shippingFeeWrites = tableWrites<AdminShippingFee, typeof shippingFees, ShippingFeeCreate, ShippingFeePatch>(fee, {
  check: checkProduct,
  keep: (tx, _before, id) => refuseWhileUsed(tx, orders.shipping_fee_id, id, 'An order used this shipping fee'),
});
