// The stock history (product_stock_moves) of what orders do to a product's stock: a new order takes
// its units (kind 'order', negative), a cancelled or rejected one gives them back ('release',
// positive). A new order writes its own in its one write statement (create-order/reserve-holds.ts);
// this is called in the order's transaction right after the stock itself moved, so `qty_after` is
// the product's stock at that moment; several orders released together are written oldest first, each
// with the stock as it stood after its own units came back.
import { sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';

const { orderProducts, products, productStockMoves } = schema;

export async function recordOrderStockMoves(tx: Tx, orderIds: readonly number[], kind: 'order' | 'release'): Promise<void> {
  if (orderIds.length === 0) return;
  const idList = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const sign = kind === 'order' ? sql`-1` : sql`1`;
  await tx.execute(sql`
    insert into ${productStockMoves} (product_id, delta, qty_after, kind, order_id)
    select op.product_id, ${sign} * op.quantity,
           p.available_qty - ${sign} * coalesce(sum(op.quantity) over (
             partition by op.product_id order by op.order_id desc
             rows between unbounded preceding and 1 preceding), 0),
           ${kind}, op.order_id
    from ${orderProducts} op join ${products} p on p.id = op.product_id
    where op.order_id in (${idList})
    order by op.order_id, op.product_id`);
}
