// Creating, editing and deleting a shipping fee (spec §3, §5 shipping fee). A fee limited to one
// product names a product that exists; a fee an order used stays, since the order keeps its id.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminShippingFee, ShippingFeeCreate, ShippingFeePatch } from '@rian/contracts/admin/shipping-fees';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit, type Tx } from '../audit/record-audit.ts';
import { loadShippingFee } from './shipping-fee-view.ts';

const { shippingFees, products, orders } = schema;

async function checkProduct(tx: Tx, productId: number | null | undefined): Promise<void> {
  if (!productId) return;
  const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (found) return;
  const message = 'No such product';
  throw new DomainError('INPUT_ERROR', message, [{ path: 'product_id', message, message_th: 'ไม่พบสินค้านี้' }]);
}

export async function createShippingFee(ctx: AdminContext, actor: Actor, input: ShippingFeeCreate): Promise<AdminShippingFee> {
  const made = await ctx.db.transaction(async (tx) => {
    await checkProduct(tx, input.product_id);
    const [row] = await tx.insert(shippingFees).values(input).returning({ id: shippingFees.id });
    const after = await loadShippingFee(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'shipping_fee', entityId: after.id, after });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return made;
}

export async function updateShippingFee(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: ShippingFeePatch,
): Promise<AdminShippingFee> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadShippingFee(tx, id);
    await checkProduct(tx, patch.product_id);
    if (Object.keys(patch).length) await tx.update(shippingFees).set(patch).where(eq(shippingFees.id, id));
    const after = await loadShippingFee(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'shipping_fee', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}

export async function deleteShippingFee(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadShippingFee(tx, id);
    const [used] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.shipping_fee_id, id)).limit(1);
    if (used) throw new DomainError('IN_USE', 'An order used this shipping fee');
    await tx.delete(shippingFees).where(eq(shippingFees.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'shipping_fee', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
