// Sending the LINE pushes (architecture.md "background work"): a sweep takes due rows of line_outbox
// one at a time, claimed with FOR UPDATE SKIP LOCKED and a lease like the mail sender's, and pushes
// each through the LineChannel of the current settings. A failure is recorded on the row and tried
// again later with the same X-Line-Retry-Key; nothing of it ever reaches the buyer who placed the order.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema } from '@rian/db';
import { claimDue, failedAttempt, MAX_ATTEMPTS, SWEEP_INTERVAL_MS } from '../mail/outbox-sweep.ts';
import type { LineChannel } from './line-messaging.ts';
import { lineTargetOf, readNotifySettings, type NotifyContext } from './notify-context.ts';

const { lineOutbox } = schema;
const BATCH_LIMIT = 50;

export interface LineSweepResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface LineSenderDeps {
  notify: NotifyContext;
  /** The channel for a token and target: the real API in production, the sandbox in sandbox mode. */
  channel: (token: string, to: string) => LineChannel;
  intervalMs?: number;
}

type Row = typeof lineOutbox.$inferSelect;

export class LineSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<LineSweepResult> | null = null;
  private closed = false;

  constructor(private readonly deps: LineSenderDeps) {}

  start(): void {
    if (this.closed || this.timer) return;
    const tick = async () => {
      await this.sweep();
      if (this.closed) return;
      this.timer = setTimeout(() => void tick(), this.deps.intervalMs ?? SWEEP_INTERVAL_MS);
      this.timer.unref();
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One sweep; never rejects (a database hiccup leaves the rows for the next one). */
  sweep(): Promise<LineSweepResult> {
    if (this.running) return this.running;
    const run = this.sendDue()
      .catch((err: Error) => {
        this.deps.notify.log.error({ err: err.message }, 'line: sweep failed');
        return { sent: 0, retrying: 0, failed: 0 };
      })
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return run;
  }

  private async sendDue(): Promise<LineSweepResult> {
    const result = { sent: 0, retrying: 0, failed: 0 };
    const target = lineTargetOf(this.deps.notify, await readNotifySettings(this.deps.notify.db));
    for (let i = 0; i < BATCH_LIMIT && !this.closed; i++) {
      const row = await claimDue(this.deps.notify.db, lineOutbox, this.deps.notify.clock());
      if (!row) break;
      const outcome = target.ok
        ? await this.deps.channel(target.token, target.to).send(row.text, { retryKey: row.retry_key })
        : { ok: false as const, retry: true, error: `not sent: ${target.reason}` };
      result[await this.record(row, outcome)]++;
    }
    return result;
  }

  private async record(
    row: Row,
    outcome: { ok: true } | { ok: false; retry: boolean; error: string },
  ): Promise<keyof LineSweepResult> {
    const { db, clock, log } = this.deps.notify;
    const now = clock();
    const pending = and(eq(lineOutbox.id, row.id), eq(lineOutbox.status, 'pending'));
    if (outcome.ok) {
      await db.update(lineOutbox).set({ status: 'sent', sent_at: now, last_error: null }).where(pending);
      return 'sent';
    }
    const giveUp = !outcome.retry || row.attempts >= MAX_ATTEMPTS;
    const error = outcome.error.slice(0, 500);
    await db
      .update(lineOutbox)
      .set(failedAttempt(giveUp, error, row.attempts, now))
      .where(pending);
    // The row's id and the error only: never the token, the target or the text.
    log.warn(
      { lineId: row.id, attempts: row.attempts, err: error },
      giveUp ? 'line: given up' : 'line: not sent, will try again',
    );
    return giveUp ? 'failed' : 'retrying';
  }
}

/** The sender as part of the app: sweeping from onReady when the background sweeps run, stopped on close. */
export function registerLineSender(app: FastifyInstance, deps: LineSenderDeps, sweeps: boolean): LineSender {
  const sender = new LineSender(deps);
  if (sweeps) app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', () => sender.stop());
  return sender;
}
