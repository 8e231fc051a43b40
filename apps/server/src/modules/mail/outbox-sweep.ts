// What the two outbox senders (mail.sender.ts, notify/line-sender.ts) share about a row's sending
// state (@rian/db outboxDelivery): how often they sweep, claiming the oldest due row under a lease,
// and what a failed attempt writes.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, schema } from '@rian/db';

/** How often a sweep looks for due rows; the mail sender's wake() sends sooner after a commit. */
export const SWEEP_INTERVAL_MS = 5_000;
/** A claimed row is left alone this long; far above the SMTP timeouts, so one send fits. */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** After this many failed attempts a row is given up ('failed'); with the delays below, about a day. */
export const MAX_ATTEMPTS = 12;

/** Wait before the next attempt, after `attempts` failed ones: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

type Outbox = typeof schema.mailOutbox | typeof schema.lineOutbox;

/**
 * Takes the oldest due row of `outbox`: counts the attempt and moves its next_attempt_at a lease
 * ahead in one statement (FOR UPDATE SKIP LOCKED), so several instances can sweep at once without
 * sending a row twice, and a row whose sender died mid-send is tried again when its lease ends.
 */
export async function claimDue<T extends Outbox>(db: Db, outbox: T, now: Date): Promise<T['$inferSelect'] | null> {
  // Both outboxes hold the sending-state columns read and written here (outboxDelivery).
  const table = outbox as typeof schema.mailOutbox;
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, 'pending'), lte(table.next_attempt_at, now)))
    .orderBy(asc(table.next_attempt_at), asc(table.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(table.id, due))
    .returning();
  return (row ?? null) as T['$inferSelect'] | null;
}

/** What a failed attempt writes on its row: given up, or due again after the retry delay of its attempts. */
export function failedAttempt(giveUp: boolean, lastError: string, attempts: number, now: Date) {
  return giveUp
    ? { status: 'failed', last_error: lastError }
    : { last_error: lastError, next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)) };
}
