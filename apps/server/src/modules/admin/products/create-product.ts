// A new product is made from its title alone, unpublished, with no stock and a price of 0 until the
// administrator fills it in; its link is product-{id} until named.
import { randomUUID } from 'node:crypto';
import { schema } from '@rian/db';
import type { AdminProduct, ProductCreate } from '@rian/contracts/admin/products';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, insertWithIdSlug } from '../audited-write.ts';
import { productRecord } from './product-view.ts';

export function createProduct(ctx: AdminContext, actor: Actor, input: ProductCreate): Promise<AdminProduct> {
  const values = { title: input.title, slug: `draft-${randomUUID()}`, price: 0, available_qty: 0, is_published: false };
  return createAudited(ctx, actor, productRecord, (tx) => insertWithIdSlug(tx, schema.products, values, 'product'));
}
