// Applies a verified provider result to its attempt and order (payments.md "Rules for every method").
// A paid result counts only with the attempt's amount and currency, which are the order's total; then
// markOrderPaid, the one transition to paid, runs once.
import type { PaymentResult, ProviderName } from '@rian/payments';
import type { AttemptStatus } from '@rian/contracts/payments';
import { cancelUnpaidOrders } from '../orders/order-transitions.ts';
import { claimAttemptPaid, failOpenAttempt, markAttemptMismatch } from './attempt-transitions.ts';
import { markOrderPaid } from './mark-paid.ts';
import { findAttempt, noteAttemptChecked, type AttemptRow } from './payment-attempts.ts';
import type { PaymentsContext } from './payments-context.ts';
import { metrics } from '../../lib/metrics.ts';

/** Returns the attempt's status after the result. */
export async function confirmPayment(
  ctx: PaymentsContext,
  provider: ProviderName,
  result: PaymentResult,
): Promise<AttemptStatus> {
  const attempt = await findAttempt(ctx.db, provider, result);
  if (!attempt) {
    ctx.log.warn({ provider, providerRef: result.providerRef }, 'payment result for no known attempt');
    return 'failed';
  }
  const now = ctx.clock();
  if (attempt.status === 'paid' || attempt.status === 'mismatch') return attempt.status;
  if (result.status === 'pending') {
    await noteAttemptChecked(ctx.db, attempt.id, now);
    return attempt.status as AttemptStatus;
  }
  if (result.status === 'failed') {
    await applyFailure(ctx, provider, attempt, result, now);
    return 'failed';
  }
  if (result.amount !== attempt.amount || result.currency !== attempt.currency_code) {
    await markAttemptMismatch(ctx.db, attempt.id, result, now);
    metrics.payment(provider, 'mismatch');
    ctx.log.warn(
      { provider, orderId: attempt.order_id, expected: attempt.amount, reported: result.amount, currency: result.currency },
      'payment amount or currency does not match the order: not marked paid',
    );
    return 'mismatch';
  }
  await applyPayment(ctx, provider, attempt, result, now);
  return 'paid';
}

async function applyFailure(ctx: PaymentsContext, provider: ProviderName, attempt: AttemptRow, result: PaymentResult, now: Date) {
  const failed = await ctx.db.transaction(async (tx) => {
    const moved = await failOpenAttempt(tx, attempt.id, result.failureMessage ?? null, now);
    // spec §4 PayPal: a failed payment deletes the order. Rian cancels it (the record stays, and the
    // seats, coupon uses and stock it held are given back).
    if (moved && provider === 'paypal') await cancelUnpaidOrders(tx, [attempt.order_id], now);
    return moved;
  });
  if (failed) metrics.payment(provider, 'failed');
}

async function applyPayment(ctx: PaymentsContext, provider: ProviderName, attempt: AttemptRow, result: PaymentResult, now: Date) {
  const mail = await ctx.mailContext();
  const paid = await ctx.db.transaction(async (tx) => {
    if (!(await claimAttemptPaid(tx, attempt.id, result.transactionId ?? result.providerRef, now))) return null;
    const by = { kind: 'provider' as const, provider, methodId: attempt.payment_method_id, transactionId: result.transactionId };
    const order = await markOrderPaid(tx, attempt.order_id, by, now, mail);
    if (!order) {
      // Money arrived for an order that is no longer waiting (cancelled by the sweep, paid by another
      // attempt): the attempt stays 'paid' for an administrator to refund or honour.
      ctx.log.warn({ provider, orderId: attempt.order_id }, 'verified payment for an order that was not waiting for one');
    }
    return order;
  });
  if (paid) metrics.payment(provider, 'paid');
  if (paid) ctx.realtime.orderChanged(paid.userId, { orderId: paid.id, orderToken: paid.orderToken, paymentStatus: 'approved' });
}
