// The reconciliation sweep: asks providers about attempts left pending for over a minute (a lost
// callback, a closed browser) and retries stored callbacks that failed. Rows are claimed with
// FOR UPDATE SKIP LOCKED and a lease, so several instances never ask twice at once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { moduleByName, type MethodId } from '@rian/payments';
import { giveUpUnansweredAttempt } from './attempt-transitions.ts';
import { confirmPayment } from './confirm-payment.ts';
import { processEvent } from './handle-callback.ts';
import { findAttemptById } from './payment-attempts.ts';
import type { PaymentsContext } from './payments-context.ts';

const { paymentAttempts, paymentEvents } = schema;

/** A webhook that failed to process is tried again after 30 s, 1, 2, 4 … minutes, 10 times at most. */
export const EVENT_MAX_ATTEMPTS = 10;
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export async function reconcilePayments(ctx: PaymentsContext, limit = 25): Promise<{ checked: number; retried: number }> {
  const now = ctx.clock();
  const checked = await checkPendingAttempts(ctx, now, limit);
  const retried = await retryStoredEvents(ctx, now, limit);
  return { checked, retried };
}

async function checkPendingAttempts(ctx: PaymentsContext, now: Date, limit: number): Promise<number> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
  const claimed = await ctx.db.execute<{ id: number }>(sql`
    update ${paymentAttempts} set checked_at = ${now}
    where id in (
      select id from ${paymentAttempts}
      where status in ('started', 'pending') and created_at < ${minuteAgo} and created_at > ${twoDaysAgo}
        and (checked_at is null or checked_at < ${minuteAgo})
      order by created_at limit ${limit}
      for update skip locked)
    returning id`);
  let checked = 0;
  for (const { id } of rowsOf<{ id: number }>(claimed)) {
    const attempt = await findAttemptById(ctx.db, id);
    if (!attempt) continue;
    const module = moduleByName(attempt.provider);
    if (!module) continue;
    if (!attempt.provider_ref) {
      // The provider never answered the start call: after ten minutes the attempt is given up.
      if (attempt.created_at.getTime() < now.getTime() - 600_000) await giveUpUnansweredAttempt(ctx.db, id, now);
      continue;
    }
    try {
      const provider = await ctx.providers.providerFor(module);
      // A buyer who approved at PayPal and closed the page before coming back: the sweep captures
      // (complete() falls back to a status fetch when there is nothing to capture).
      const methodId = attempt.payment_method_id as MethodId;
      const result = provider.complete
        ? await provider.complete(attempt.provider_ref, methodId, {})
        : await provider.fetchStatus(attempt.provider_ref, methodId);
      await confirmPayment(ctx, module.name, result);
      checked += 1;
    } catch (err) {
      ctx.log.warn({ provider: attempt.provider, reference: attempt.reference, err: (err as Error).message }, 'reconciliation');
    }
  }
  return checked;
}

async function retryStoredEvents(ctx: PaymentsContext, now: Date, limit: number): Promise<number> {
  const lease = new Date(now.getTime() + 5 * 60_000);
  const due = await ctx.db.execute<{ id: number }>(sql`
    update ${paymentEvents} set next_attempt_at = ${lease}
    where id in (
      select id from ${paymentEvents}
      where processed_at is null and attempts < ${EVENT_MAX_ATTEMPTS}
        and (next_attempt_at is null or next_attempt_at <= ${now})
      order by id limit ${limit}
      for update skip locked)
    returning id`);
  let retried = 0;
  for (const { id } of rowsOf<{ id: number }>(due)) {
    const [event] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processed_at)));
    if (!event) continue;
    const module = moduleByName(event.provider);
    if (!module) continue;
    try {
      const provider = await ctx.providers.providerFor(module);
      const outcome = await provider.parseCallback({ headers: event.headers, rawBody: event.body, query: event.query });
      if (await processEvent(ctx, id, module, outcome)) retried += 1;
      else
        await ctx.db
          .update(paymentEvents)
          .set({ next_attempt_at: new Date(now.getTime() + eventRetryDelayMs(event.attempts + 1)) })
          .where(eq(paymentEvents.id, id));
    } catch (err) {
      await ctx.db
        .update(paymentEvents)
        .set({ attempts: EVENT_MAX_ATTEMPTS, last_error: (err as Error).message.slice(0, 500) })
        .where(eq(paymentEvents.id, id));
    }
  }
  return retried;
}

/** drizzle's execute answers rows directly (PGlite) or inside .rows (node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
