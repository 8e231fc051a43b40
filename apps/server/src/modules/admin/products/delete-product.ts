// Deleting a product: only one nobody has ordered. A product with orders keeps its history (spec §3
// order lines name it); the administrator unpublishes it instead.
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited, deleteRow, refuseWhileUsed } from '../audited-write.ts';
import { productRecord } from './product-view.ts';

export function deleteProduct(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, productRecord, id, async (tx) => {
    await refuseWhileUsed(tx, schema.orderProducts.product_id, id, 'The product has orders; unpublish it instead');
    await deleteRow(tx, schema.products, id);
  });
}
