// Every UPDATE that changes a payment attempt's status, one small function each: started → pending
// (the provider answered), → failed, → mismatch, → paid. The guarded ones change only an attempt still
// open ('started' or 'pending'), so a repeated callback or a second instance finds nothing to do.
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';
import type { PaymentResult } from '@rian/payments';

const { paymentAttempts } = schema;
const OPEN = ['started', 'pending'];

/** The provider answered the start call: the attempt waits for its result under the provider's reference. */
export async function markAttemptPending(db: Db, attemptId: number, providerRef: string | null, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ provider_ref: providerRef, status: 'pending', updated_at: now })
    .where(eq(paymentAttempts.id, attemptId));
}

/** The start call itself failed (the provider refused, or its reference was taken). */
export async function failStartedAttempt(db: Db, attemptId: number, message: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'failed', failure_message: message.slice(0, 500), updated_at: now })
    .where(eq(paymentAttempts.id, attemptId));
}

/** A verified failed result. True when the attempt was still open. */
export async function failOpenAttempt(tx: Tx, attemptId: number, message: string | null, now: Date): Promise<boolean> {
  const failed = await tx
    .update(paymentAttempts)
    .set({ status: 'failed', failure_message: message?.slice(0, 500) ?? null, checked_at: now, updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, OPEN)))
    .returning({ id: paymentAttempts.id });
  return failed.length > 0;
}

/** A verified result whose amount or currency is not the order's: kept for an administrator, never paid. */
export async function markAttemptMismatch(db: Db, attemptId: number, result: PaymentResult, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({
      status: 'mismatch',
      transaction_id: result.transactionId,
      reported: { amount: result.amount, currency: result.currency },
      checked_at: now,
      updated_at: now,
    })
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, OPEN)));
}

/** A verified matching payment claims the attempt. True for the one caller that claimed it. */
export async function claimAttemptPaid(tx: Tx, attemptId: number, transactionId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(paymentAttempts)
    .set({ status: 'paid', transaction_id: transactionId, checked_at: now, updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.status, OPEN)))
    .returning({ id: paymentAttempts.id });
  return claimed.length > 0;
}

/** The provider never answered the start call: the attempt is given up. */
export async function giveUpUnansweredAttempt(db: Db, attemptId: number, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'failed', failure_message: 'no answer from the provider', updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'started')));
}
