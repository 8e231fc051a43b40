// The auto-cancel sweep (spec §9: cancel_at = order time + the site's auto_cancel hours): unpaid
// orders past their cancel_at are cancelled and give back their seats, coupon uses and stock.
// Safe on every instance at once (architecture.md "background work"): each batch claims its orders
// with FOR UPDATE SKIP LOCKED, and the cancel itself is guarded by status = 'notYetReceived'.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, lte, not } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { cancelUnpaidOrders } from '../modules/orders/order-transitions.ts';
import { metrics } from '../lib/metrics.ts';
import { paymentUnderWay } from '../modules/orders/payment-under-way.ts';

const { orders } = schema;

/** Orders handled per transaction: short transactions keep seat rows free for buyers. */
export const AUTO_CANCEL_BATCH = 100;

/** One pass: cancels every overdue unpaid order, batch by batch. Returns the ids cancelled. */
export async function sweepOverdueOrders(db: Db, now: Date, batch = AUTO_CANCEL_BATCH): Promise<number[]> {
  const all: number[] = [];
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'notYetReceived'),
            lte(orders.cancel_at, now),
            // A buyer paying right now keeps the order until the next sweep (payment-under-way.ts).
            not(paymentUnderWay(tx, now)),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      return cancelUnpaidOrders(
        tx,
        due.map((d) => d.id),
        now,
      );
    });
    all.push(...done);
    if (done.length < batch) return all;
  }
}

export interface AutoCancelOptions {
  db: Db;
  clock?: () => Date;
  /** How often the sweep runs; every minute by default. */
  intervalMs?: number;
  /** false turns the timer off (tests call sweepOverdueOrders themselves). */
  enabled?: boolean;
}

/** Runs the sweep from onReady every intervalMs until the app closes. */
export function registerAutoCancel(app: FastifyInstance, opts: AutoCancelOptions): void {
  if (opts.enabled === false) return;
  const clock = opts.clock ?? (() => new Date());
  const intervalMs = opts.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const tick = () => {
    running = sweepOverdueOrders(opts.db, clock())
      .then((ids) => {
        metrics.sweep('auto_cancel', 'ok', ids.length);
        if (ids.length > 0) app.log.info({ count: ids.length }, 'auto-cancel: unpaid orders cancelled');
      })
      .catch((err: Error) => {
        metrics.sweep('auto_cancel', 'failed');
        app.log.error({ err: err.message }, 'auto-cancel: sweep failed; retrying at the next interval');
      })
      .finally(() => {
        if (!closed) timer = setTimeout(tick, intervalMs);
      });
  };
  app.addHook('onReady', async () => tick());
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
