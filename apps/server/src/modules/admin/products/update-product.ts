// An administrator's edit of a product's fields (spec §3 product detail): only the fields sent change,
// publishing included; the stock is not a field (adjust-stock.ts moves it).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminProduct, ProductPatch } from '@rian/contracts/admin/products';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit } from '../audit/record-audit.ts';
import { loadProduct } from './product-view.ts';

const { products } = schema;

export async function updateProduct(ctx: AdminContext, actor: Actor, id: number, patch: ProductPatch): Promise<AdminProduct> {
  const product = await ctx.db.transaction(async (tx) => {
    const before = await loadProduct(tx, id, true);
    const fullPrice = patch.full_price !== undefined ? patch.full_price : before.full_price;
    const price = patch.price ?? before.price;
    if (fullPrice !== null && fullPrice < price) {
      const message = 'The price before discount must not be below the price';
      throw new DomainError('INPUT_ERROR', message, [{ path: 'full_price', message, message_th: 'ราคาก่อนลดต้องไม่ต่ำกว่าราคาขาย' }]);
    }
    await tx
      .update(products)
      .set({ ...patch, updated_at: ctx.clock() })
      .where(eq(products.id, id));
    const after = await loadProduct(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'product', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return product;
}
