// The attempt as its buyer sees it (the result page polls it).
import { eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AttemptStatus } from '@rian/contracts/payments';

const { orders, paymentAttempts } = schema;

const attemptColumns = {
  ...columnsOf(paymentAttempts, ['reference', 'status', 'payment_method_id', 'order_id', 'failure_message']),
  ...columnsOf(orders, ['order_token', 'payment_status', 'user_id']),
};

export async function viewAttempt(db: Db, userId: number, isAdmin: boolean, reference: string) {
  const [row] = await db
    .select(attemptColumns)
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.order_id))
    .where(eq(paymentAttempts.reference, reference));
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.user_id !== userId && !isAdmin) throw new DomainError('FORBIDDEN');
  const { user_id: _owner, ...view } = row;
  return { ...view, status: view.status as AttemptStatus };
}
