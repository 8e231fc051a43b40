// A product's stock history, newest first: the back office's adjustments and the orders' moves.
import { count, desc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { StockMove } from '@rian/contracts/admin/products';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging } from '../list-page.ts';
import { loadProduct } from './product-view.ts';

const { productStockMoves: moves } = schema;

export async function listStockMoves(ctx: AdminContext, productId: number, query: AdminListQuery) {
  await loadProduct(ctx.db, productId);
  const p = paging(query);
  const where = eq(moves.product_id, productId);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(moves)
      .where(where)
      .orderBy(query.sort === 'id' ? moves.id : desc(moves.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(moves).where(where),
  ]);
  const data: StockMove[] = rows.map((m) => ({
    id: m.id,
    delta: m.delta,
    qty_after: m.qty_after,
    kind: m.kind as StockMove['kind'],
    reason: m.reason,
    actor_username: m.actor_username,
    order_id: m.order_id,
    created_at: m.created_at.toISOString(),
  }));
  return pageAnswer(data, counted?.total ?? 0, p);
}
