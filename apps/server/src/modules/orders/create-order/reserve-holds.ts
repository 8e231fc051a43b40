// What must not race (seats NO_MORE_SEAT, coupon uses COUPON_NOT_AVAILABLE, stock OUT_OF_STOCK) is
// taken inside the order's transaction by conditional UPDATEs (`... WHERE seats_taken < seat`), row by
// row in id order, last, so that the row locks are held briefly and never in opposite orders:
// concurrent buyers can never oversell, and a refused reservation rolls the whole order back.
import { and, eq, gt, sql } from 'drizzle-orm';
import { schema, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { OrderRequest } from '@rian/domain/order-validation';

const { courses, coupons, products } = schema;

interface HeldRows {
  courses: { id: number; title: string; seat: number | null }[];
  products: { id: number; title: string }[];
}

export async function reserveHolds(
  tx: Tx,
  lines: readonly { course_id: number; takesSeat: boolean }[],
  req: OrderRequest,
  rows: HeldRows,
): Promise<void> {
  await takeSeats(tx, lines, rows);
  await useCoupons(tx, req.coupon_ids);
  await takeStock(tx, req.products, rows);
}

async function takeSeats(tx: Tx, lines: readonly { course_id: number; takesSeat: boolean }[], rows: HeldRows) {
  const seatLines = lines.filter((l) => l.takesSeat).sort((a, b) => a.course_id - b.course_id);
  for (const l of seatLines) {
    const course = rows.courses.find((c) => c.id === l.course_id)!;
    // The condition re-reads the row under its lock: the seat count the rules saw may be stale.
    const took = await tx
      .update(courses)
      .set({ seats_taken: sql`${courses.seats_taken} + 1` })
      .where(and(eq(courses.id, l.course_id), sql`(${courses.seat} is null or ${courses.seats_taken} < ${courses.seat})`))
      .returning({ id: courses.id });
    if (took.length === 0) throw new DomainError('NO_MORE_SEAT', undefined, { courseIds: [course.id], names: [course.title] });
  }
}

async function useCoupons(tx: Tx, couponIds: readonly number[]) {
  for (const id of [...new Set(couponIds)].sort((a, b) => a - b)) {
    const used = await tx
      .update(coupons)
      .set({ used_count: sql`${coupons.used_count} + 1` })
      .where(and(eq(coupons.id, id), sql`(${coupons.usage_limit} is null or ${coupons.used_count} < ${coupons.usage_limit})`))
      .returning({ code: coupons.code });
    if (used.length === 0) throw new DomainError('COUPON_NOT_AVAILABLE', undefined, { couponId: id, reason: 'used_up' });
  }
}

async function takeStock(tx: Tx, wanted: readonly { product_id: number; quantity: number }[], rows: HeldRows) {
  for (const p of [...wanted].sort((a, b) => a.product_id - b.product_id)) {
    const took = await tx
      .update(products)
      .set({ available_qty: sql`${products.available_qty} - ${p.quantity}` })
      .where(and(eq(products.id, p.product_id), gt(products.available_qty, p.quantity - 1)))
      .returning({ id: products.id });
    if (took.length === 0) {
      const title = rows.products.find((x) => x.id === p.product_id)?.title ?? String(p.product_id);
      throw new DomainError('OUT_OF_STOCK', undefined, { productIds: [p.product_id], names: [title] });
    }
  }
}
