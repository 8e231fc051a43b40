// A stock adjustment (spec §3 available_qty): the administrator adds or takes away units with a reason
// (a delivery, a count, damage). The stock moves by a conditional UPDATE that never lets it fall below
// zero (OUT_OF_STOCK), its history row and audit row land in the same transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminProduct, StockAdjust } from '@rian/contracts/admin/products';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadProduct } from './product-view.ts';

const { products, productStockMoves } = schema;

export async function adjustStock(ctx: AdminContext, actor: Actor, id: number, input: StockAdjust): Promise<AdminProduct> {
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    const before = await loadProduct(tx, id, true);
    const [moved] = await tx
      .update(products)
      .set({ available_qty: sql`${products.available_qty} + ${input.delta}`, updated_at: ctx.clock() })
      .where(and(eq(products.id, id), gte(products.available_qty, -input.delta)))
      .returning({ qty: products.available_qty });
    if (!moved) {
      throw new DomainError('OUT_OF_STOCK', `Only ${before.available_qty} in stock`, { productIds: [id], names: [before.title] });
    }
    await tx.insert(productStockMoves).values({
      product_id: id,
      delta: input.delta,
      qty_after: moved.qty,
      kind: 'adjust',
      reason: input.reason,
      actor_id: actor.id,
      actor_username: actor.username,
    });
    await recordAudit(tx, actor, {
      action: 'adjust-stock',
      entity: 'product',
      entityId: id,
      before: { available_qty: before.available_qty },
      after: { available_qty: moved.qty, delta: input.delta, reason: input.reason },
    });
    return loadProduct(tx, id);
  });
}
