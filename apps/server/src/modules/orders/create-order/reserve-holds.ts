// What must not race (seats NO_MORE_SEAT, coupon uses COUPON_NOT_AVAILABLE, stock OUT_OF_STOCK) is
// taken inside the order's transaction by conditional UPDATEs (`... WHERE seats_taken < seat`), one
// per row, in id order (seats, then coupons, then stock), as the last parts of the order's one
// write statement (insert-order.ts): the row locks every buyer of the same course, coupon or book
// waits for are then held for that statement's end and the COMMIT only (sent right behind it,
// @rian/db commit-behind.ts), and never taken in opposite orders. Concurrent buyers can never
// oversell; a refused hold (an UPDATE that matched no row: its condition re-reads the row under its
// lock) fails the statement itself (`mustMatch`), which rolls the whole order back.
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { OrderRequest } from '@rian/domain/order-validation';
import type { StatementPart } from '../../../lib/one-statement.ts';

const { courses, coupons, products, productStockMoves } = schema;

interface HeldRows {
  courses: { id: number; title: string; seat: number | null }[];
  products: { id: number; title: string }[];
}

export interface Holds {
  parts: StatementPart[];
  /** The order's refusal when the statement failed on the hold of part `part` (lib/errors.ts refusedHold). */
  refusal(part: string): DomainError | null;
}

export function holdParts(
  tx: Tx,
  orderId: number,
  lines: readonly { course_id: number; takesSeat: boolean }[],
  req: OrderRequest,
  rows: HeldRows,
): Holds {
  const seatIds = lines.filter((l) => l.takesSeat).map((l) => l.course_id);
  const couponIds = [...new Set(req.coupon_ids)];
  const wanted = [...req.products].sort((a, b) => a.product_id - b.product_id);
  const parts: StatementPart[] = [
    ...[...seatIds].sort((a, b) => a - b).map((id) => ({ name: `seat_${id}`, sql: takeSeat(tx, id), mustMatch: true })),
    ...couponIds.sort((a, b) => a - b).map((id) => ({ name: `coupon_${id}`, sql: useCoupon(tx, id), mustMatch: true })),
    ...wanted.flatMap((p) => takeStock(tx, orderId, p)),
  ];
  return {
    parts,
    refusal(part) {
      const course = rows.courses.find((c) => seatIds.includes(c.id) && part === `seat_${c.id}`);
      if (course) return new DomainError('NO_MORE_SEAT', undefined, { courseIds: [course.id], names: [course.title] });
      const coupon = couponIds.find((id) => part === `coupon_${id}`);
      if (coupon !== undefined)
        return new DomainError('COUPON_NOT_AVAILABLE', undefined, { couponId: coupon, reason: 'used_up' });
      const out = wanted.find((p) => part === `stock_${p.product_id}`);
      if (!out) return null;
      const title = rows.products.find((x) => x.id === out.product_id)?.title ?? String(out.product_id);
      return new DomainError('OUT_OF_STOCK', undefined, { productIds: [out.product_id], names: [title] });
    },
  };
}

function takeSeat(tx: Tx, courseId: number) {
  return tx
    .update(courses)
    .set({ seats_taken: sql`${courses.seats_taken} + 1` })
    .where(and(eq(courses.id, courseId), sql`(${courses.seat} is null or ${courses.seats_taken} < ${courses.seat})`))
    .returning({ id: courses.id });
}

function useCoupon(tx: Tx, couponId: number) {
  return tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.usage_limit} is null or ${coupons.used_count} < ${coupons.usage_limit})`))
    .returning({ id: coupons.id });
}

/**
 * The stock taken, and its line in the stock history (record-stock-moves.ts): the units taken
 * (kind 'order', negative) and the stock right after, as the UPDATE returned it.
 */
function takeStock(tx: Tx, orderId: number, p: { product_id: number; quantity: number }): StatementPart[] {
  const name = `stock_${p.product_id}`;
  const take = tx
    .update(products)
    .set({ available_qty: sql`${products.available_qty} - ${p.quantity}` })
    .where(and(eq(products.id, p.product_id), gt(products.available_qty, p.quantity - 1)))
    .returning({ id: products.id, available_qty: products.available_qty });
  const move = sql`insert into ${productStockMoves} (product_id, delta, qty_after, kind, order_id)
    select t.id, ${-p.quantity}::int, t.available_qty, 'order', ${orderId}::int from ${sql.identifier(name)} t
    returning id`;
  return [
    { name, sql: take, mustMatch: true },
    { name: `move_${p.product_id}`, sql: move },
  ];
}
