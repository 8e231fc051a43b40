// An administrator's edit of a product's fields (spec §3 product detail): only the fields sent change,
// publishing included; the descriptions go through the rich-text allow-list; the stock is not a field
// (adjust-stock.ts moves it).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminProduct, ProductPatch } from '@rian/contracts/admin/products';
import type { Actor, AdminContext } from '../admin-context.ts';
import { updateAudited } from '../audited-write.ts';
import { cleanDescriptions } from '../../../lib/rich-html.ts';
import { productRecord } from './product-view.ts';

const { products } = schema;

export function updateProduct(ctx: AdminContext, actor: Actor, id: number, patch: ProductPatch): Promise<AdminProduct> {
  return updateAudited(ctx, actor, productRecord, id, async (tx, before) => {
    const fullPrice = patch.full_price !== undefined ? patch.full_price : before.full_price;
    const price = patch.price ?? before.price;
    if (fullPrice !== null && fullPrice < price) {
      const message = 'The price before discount must not be below the price';
      throw new DomainError('INPUT_ERROR', message, [{ path: 'full_price', message, message_th: 'ราคาก่อนลดต้องไม่ต่ำกว่าราคาขาย' }]);
    }
    await tx
      .update(products)
      .set({ ...patch, ...cleanDescriptions(patch), updated_at: ctx.clock() })
      .where(eq(products.id, id));
  });
}
