// Deleting a product: only one nobody has ordered. A product with orders keeps its history (spec §3
// order lines name it); the administrator unpublishes it instead.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadProduct } from './product-view.ts';

export async function deleteProduct(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadProduct(tx, id, true);
    const [ordered] = await tx
      .select({ id: schema.orderProducts.id })
      .from(schema.orderProducts)
      .where(eq(schema.orderProducts.product_id, id))
      .limit(1);
    if (ordered) throw new DomainError('IN_USE', 'The product has orders; unpublish it instead');
    await tx.delete(schema.products).where(eq(schema.products.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'product', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
