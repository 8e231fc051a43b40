// The reconciliation sweep (payments.md "Rules for every method"): every minute, providers are asked about attempts left
// pending (a lost callback, a buyer who closed the page) and stored callbacks that failed are processed
// again. reconcilePayments claims rows with FOR UPDATE SKIP LOCKED, so every instance may run it.
import type { FastifyInstance } from 'fastify';
import { metrics } from '../lib/metrics.ts';

export interface ReconcileOptions {
  /** One sweep (reconcilePayments). */
  reconcile: () => Promise<{ checked: number; retried: number }>;
  intervalMs?: number;
  /** false turns the timer off (tests call reconcilePayments() themselves). */
  enabled?: boolean;
}

export function registerReconcile(app: FastifyInstance, opts: ReconcileOptions): void {
  if (opts.enabled === false) return;
  const intervalMs = opts.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const tick = () => {
    running = opts
      .reconcile()
      .then((r) => {
        metrics.sweep('reconcile', 'ok', r.checked + r.retried);
        if (r.checked + r.retried > 0) app.log.info(r, 'payments: reconciled');
      })
      .catch((err: Error) => {
        metrics.sweep('reconcile', 'failed');
        app.log.error({ err: err.message }, 'payments: reconciliation failed; retrying at the next interval');
      })
      .finally(() => {
        if (!closed) timer = setTimeout(tick, intervalMs);
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, intervalMs);
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
