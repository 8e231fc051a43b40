// Creating, editing and deleting a shipping fee (spec §3, §5 shipping fee). A fee limited to one
// product names a product that exists; a fee an order used stays, since the order keeps its id.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminShippingFee, ShippingFeeCreate, ShippingFeePatch } from '@rian/contracts/admin/shipping-fees';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, deleteAudited, updateAudited, type AuditedRecord } from '../audited-write.ts';
import { loadShippingFee } from './shipping-fee-view.ts';

const { shippingFees, products, orders } = schema;

async function checkProduct(tx: Tx, productId: number | null | undefined): Promise<void> {
  if (!productId) return;
  const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (found) return;
  const message = 'No such product';
  throw new DomainError('INPUT_ERROR', message, [{ path: 'product_id', message, message_th: 'ไม่พบสินค้านี้' }]);
}

const fee: AuditedRecord<AdminShippingFee> = { entity: 'shipping_fee', area: 'catalogue', load: loadShippingFee };

export function createShippingFee(ctx: AdminContext, actor: Actor, input: ShippingFeeCreate): Promise<AdminShippingFee> {
  return createAudited(ctx, actor, fee, async (tx) => {
    await checkProduct(tx, input.product_id);
    const [row] = await tx.insert(shippingFees).values(input).returning({ id: shippingFees.id });
    return row!.id;
  });
}

export function updateShippingFee(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: ShippingFeePatch,
): Promise<AdminShippingFee> {
  return updateAudited(ctx, actor, fee, id, async (tx) => {
    await checkProduct(tx, patch.product_id);
    if (Object.keys(patch).length) await tx.update(shippingFees).set(patch).where(eq(shippingFees.id, id));
  });
}

export function deleteShippingFee(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, fee, id, async (tx) => {
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.shipping_fee_id, id)).limit(1);
    if (used) throw new DomainError('IN_USE', 'An order used this shipping fee');
    await tx.delete(shippingFees).where(eq(shippingFees.id, id));
  });
}
