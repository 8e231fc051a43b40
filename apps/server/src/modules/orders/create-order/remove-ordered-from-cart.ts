// spec §4: once ordered, the courses and products of the order leave the buyer's cart, in the order's
// own transaction: the cart then shows the order awaiting payment instead of offering the same lines
// again. Anything else the buyer added stays. (The order being paid later removes nothing more.)
// A new order deletes them in its one write statement (insert-order.ts).
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import type { OrderRequest } from '@rian/domain/order-validation';

const { cartItems } = schema;

/** The DELETE of the cart lines an order takes (with RETURNING, for the order's one statement), or null. */
export function orderedCartLines(tx: Tx, userId: number, req: OrderRequest) {
  const courseIds = req.courses.map((c) => c.course_id);
  const productIds = req.products.map((p) => p.product_id);
  const lines: SQL[] = [];
  if (courseIds.length > 0) lines.push(inArray(cartItems.course_id, courseIds));
  if (productIds.length > 0) lines.push(inArray(cartItems.product_id, productIds));
  if (lines.length === 0) return null;
  return tx
    .delete(cartItems)
    .where(and(eq(cartItems.user_id, userId), or(...lines)))
    .returning({ id: cartItems.id });
}

/** The same, on its own (an open order of the same cart answered again: reuse-open-order.ts). */
export async function removeOrderedFromCart(tx: Tx, userId: number, req: OrderRequest): Promise<void> {
  await orderedCartLines(tx, userId, req);
}
