// spec §2 PromptPay QR of a shop account (payments.md §1): a static QR, or with the caller's own unpaid
// order the exact amount due.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { findBank } from '@rian/domain/banks';
import { DomainError } from '@rian/domain/errors';
import type { BankTransferContext } from './bank-transfer-context.ts';
import { isPromptPayId } from '@rian/domain/promptpay';
import { promptPayPayload, promptPayPng } from './promptpay.ts';

const { orders, bankAccounts } = schema;

/** The PNG, and the amount it carries (null: a static QR anyone may see). */
export async function drawAccountQr(
  ctx: BankTransferContext,
  accountId: number,
  userId: number | null,
  orderId: number | undefined,
): Promise<{ png: Buffer; amount: number | null }> {
  const [account] = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)).limit(1);
  if (!account) throw new DomainError('NOT_FOUND', 'No such account');
  if (!findBank(account.bank)) ctx.warn?.('unknown bank code: no logo', { accountId: account.id, bankCode: account.bank });
  if (!account.promptpay_id || !isPromptPayId(account.promptpay_id)) {
    throw new DomainError('NOT_FOUND', 'This account has no PromptPay id');
  }
  const amount = await qrAmount(ctx, userId, orderId);
  return { png: await promptPayPng(promptPayPayload(account.promptpay_id, amount)), amount };
}

/** Only the order's own buyer gets its amount due; anyone else gets none (a static QR). */
async function qrAmount(ctx: BankTransferContext, userId: number | null, orderId: number | undefined): Promise<number | null> {
  if (userId === null || orderId === undefined) return null;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.user_id !== userId || order.status !== 'notYetReceived') return null;
  // The exact amount the payment step shows (the order's total payable, spec §9).
  return order.total > 0 ? order.total : null;
}
