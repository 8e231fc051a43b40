// Every UPDATE that changes a payment attempt's status, one small function each, each one a row of
// PAYMENT_ATTEMPT_LIFECYCLE (packages/domain/lifecycles): started → pending (the provider answered),
// → failed, → mismatch, → paid. Each changes only an attempt in a state its event may leave, so a
// repeated callback or a second instance finds nothing to do.
import { and, eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';
import { PAYMENT_ATTEMPT_LIFECYCLE, type AttemptEvent } from '@rian/domain/lifecycles/payment-attempt';
import type { PaymentResult } from '@rian/payments';
import { statusMove } from '../../lib/lifecycle-sql.ts';

const { paymentAttempts } = schema;
const move = (event: AttemptEvent) => statusMove(PAYMENT_ATTEMPT_LIFECYCLE, event, paymentAttempts.status);

/** The provider answered the start call: the attempt waits for its result under the provider's reference. */
export async function markAttemptPending(db: Db, attemptId: number, providerRef: string | null, now: Date): Promise<void> {
  const { to, guard } = move('submit');
  await db
    .update(paymentAttempts)
    .set({ provider_ref: providerRef, status: to, updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), guard));
}

/** The start call itself failed (the provider refused, or its reference was taken). */
export async function failStartedAttempt(db: Db, attemptId: number, message: string, now: Date): Promise<void> {
  const { to, guard } = move('abandon');
  await db
    .update(paymentAttempts)
    .set({ status: to, failure_message: message.slice(0, 500), updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), guard));
}

/** A verified failed result. True when the attempt was still open. */
export async function failOpenAttempt(tx: Tx, attemptId: number, message: string | null, now: Date): Promise<boolean> {
  const { to, guard } = move('fail');
  const failed = await tx
    .update(paymentAttempts)
    .set({ status: to, failure_message: message?.slice(0, 500) ?? null, checked_at: now, updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), guard))
    .returning({ id: paymentAttempts.id });
  return failed.length > 0;
}

/** A verified result whose amount or currency is not the order's: kept for an administrator, never paid. */
export async function markAttemptMismatch(db: Db, attemptId: number, result: PaymentResult, now: Date): Promise<void> {
  const { to, guard } = move('refuse');
  await db
    .update(paymentAttempts)
    .set({
      status: to,
      transaction_id: result.transactionId,
      reported: { amount: result.amount, currency: result.currency },
      checked_at: now,
      updated_at: now,
    })
    .where(and(eq(paymentAttempts.id, attemptId), guard));
}

/** A verified matching payment claims the attempt. True for the one caller that claimed it. */
export async function claimAttemptPaid(tx: Tx, attemptId: number, transactionId: string, now: Date): Promise<boolean> {
  // confirm-payment.ts has already compared the amount and currency with the order's, the rule the
  // table's 'confirm' guard states; this UPDATE takes only the states from the table.
  const { to, guard } = move('confirm');
  const claimed = await tx
    .update(paymentAttempts)
    .set({ status: to, transaction_id: transactionId, checked_at: now, updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), guard))
    .returning({ id: paymentAttempts.id });
  return claimed.length > 0;
}

/** The provider never answered the start call: the attempt is given up. */
export async function giveUpUnansweredAttempt(db: Db, attemptId: number, now: Date): Promise<void> {
  const { to, guard } = move('abandon');
  await db
    .update(paymentAttempts)
    .set({ status: to, failure_message: 'no answer from the provider', updated_at: now })
    .where(and(eq(paymentAttempts.id, attemptId), guard));
}
