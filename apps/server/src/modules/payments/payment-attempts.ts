// Reading payment attempts: by the provider's reference or ours, by id, and an order's attempts.
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { PaymentResult } from '@rian/payments';

const { paymentAttempts } = schema;

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** The attempt a provider's result is about: by the provider's reference, else by ours. */
export async function findAttempt(
  db: Db,
  provider: string,
  result: Pick<PaymentResult, 'providerRef' | 'reference'>,
): Promise<AttemptRow | null> {
  const [byRef] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.provider_ref, result.providerRef)));
  if (byRef) return byRef;
  if (!result.reference) return null;
  return findAttemptByReference(db, provider, result.reference);
}

export async function findAttemptByReference(db: Db, provider: string, reference: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.reference, reference)));
  return row ?? null;
}

export async function findAttemptById(db: Db, attemptId: number): Promise<AttemptRow | null> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  return row ?? null;
}

/** The buyer's attempts at paying one order. */
export function attemptsOfOrder(db: Db, orderId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.order_id, orderId), eq(paymentAttempts.user_id, userId)));
}

/** A pending result says nothing new: only when it was asked is noted. */
export async function noteAttemptChecked(db: Db, attemptId: number, now: Date): Promise<void> {
  await db.update(paymentAttempts).set({ checked_at: now }).where(eq(paymentAttempts.id, attemptId));
}
