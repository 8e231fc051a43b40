// What every action on one order shares: the order's row held for the action's transaction (NOT_FOUND
// when there is none), the site as the buyer's mails name it, and, after the commit, the mail sent now
// and the order as the back office reads it.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import type { AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import type { MailContext } from '../../payments/mark-paid.ts';
import { getOrder } from './get-order.ts';

const { orders } = schema;

export type OrderRow = typeof orders.$inferSelect;

export async function lockOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw new DomainError('NOT_FOUND', 'No such order');
  return order;
}

/** Runs the action in one transaction with the order held, then sends its mail and answers the order. */
export async function orderAction(
  ctx: AdminContext,
  id: number,
  act: (tx: Tx, order: OrderRow, mail: MailContext) => Promise<void>,
): Promise<AdminOrderDetail> {
  if (!ctx.bankTransfer) throw new Error('The back office was built without its payment review and mail context');
  const review = ctx.bankTransfer;
  const mail = await review.mailContext();
  await ctx.db.transaction(async (tx) => act(tx, await lockOrder(tx, id), mail));
  review.kickMail?.();
  return getOrder(ctx.db, id);
}
