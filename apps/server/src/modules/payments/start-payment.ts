// Starts paying the buyer's own unpaid order with its method. The amount is the order's total, never a
// figure from the browser (spec §7 bodies carry amounts: ignored).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { columnsOf, schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { checkMinimumAmount } from '@rian/domain/cart-total';
import {
  CallbackRefused,
  ProviderError,
  isMethodId,
  moduleOfMethod,
  type MethodId,
  type PaymentAction,
  type PaymentProvider,
  type ProviderModule,
} from '@rian/payments';
import type { AttemptStatus } from '@rian/contracts/payments';
import { isUniqueViolation } from '../../lib/errors.ts';
import { failStartedAttempt, markAttemptPending } from './attempt-transitions.ts';
import { confirmPayment } from './confirm-payment.ts';
import type { PaymentsContext } from './payments-context.ts';

const { orders, users, paymentAttempts, paymentMethods } = schema;

export interface StartView {
  reference: string;
  status: AttemptStatus;
  action: PaymentAction;
  order_token: string;
  orderId: number;
  providerRef: string | null;
}

type PayableOrder = Awaited<ReturnType<typeof loadPayableOrder>>;

export async function startPayment(
  ctx: PaymentsContext,
  userId: number,
  orderIdInput: number | string,
  methodId: number,
  browser: Record<string, string> = {},
  /** Where the buyer's browser comes back; PUBLIC_URL unless the caller knows better (sandbox mode). */
  returnBase: string = ctx.publicUrl,
): Promise<StartView> {
  const module = moduleOfMethod(methodId);
  if (!module || !isMethodId(methodId)) throw new DomainError('NO_PAYMENT_METHOD');
  const now = ctx.clock();
  const order = await loadPayableOrder(ctx, userId, Number(orderIdInput), methodId, now);
  const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
  if (checkMinimumAmount({ currency, total: order.total }, methodId)) throw new DomainError('MIN_AMOUNT');
  // A test order is paid only in the provider's test environment, and a real order never there: a
  // provider switched to test after the order was placed (or back) cannot take its payment.
  const environment = await ctx.providers.environmentOf(module);
  if ((environment === 'test') !== order.is_test) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');

  const provider = await ctx.providers.providerFor(module);
  const reference = `R${order.id}X${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 20);
  const [attempt] = await ctx.db
    .insert(paymentAttempts)
    .values({
      order_id: order.id,
      user_id: userId,
      payment_method_id: methodId,
      provider: module.name,
      reference,
      amount: order.total,
      currency_code: currency,
    })
    .returning({ id: paymentAttempts.id });
  const attemptId = attempt!.id;
  const call = { provider, module, order, methodId, reference, attemptId, browser, now, returnBase };
  const started = await askProvider(ctx, call);
  await recordProviderRef(ctx, attemptId, started.providerRef, now);
  let status: AttemptStatus = 'pending';
  if (started.result) status = await confirmPayment(ctx, module.name, started.result);
  return {
    reference,
    status,
    action: started.action,
    order_token: order.order_token,
    orderId: order.id,
    providerRef: started.providerRef,
  };
}

/** The caller's own order, still waiting for this method's payment. */
async function loadPayableOrder(ctx: PaymentsContext, userId: number, orderId: number, methodId: number, now: Date) {
  const [order] = await ctx.db
    .select({
      ...columnsOf(orders, [
        'id',
        'user_id',
        'status',
        'payment_status',
        'payment_method_id',
        'total',
        'currency_code',
        'email',
        'order_token',
        'cancel_at',
        'is_test',
      ]),
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, orderId));
  if (!order) throw new DomainError('NOT_FOUND');
  if (order.user_id !== userId) throw new DomainError('FORBIDDEN');
  if (order.status !== 'notYetReceived' || order.payment_status !== 'pending' || order.cancel_at <= now || order.total <= 0) {
    throw new DomainError('ORDER_CLOSED');
  }
  // The order's coupons were checked against its method (spec §5): another method would skip that.
  if (order.payment_method_id !== methodId) throw new DomainError('PAYMENT_METHOD_MISMATCH');
  const [method] = await ctx.db
    .select({ is_enabled: paymentMethods.is_enabled })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, methodId));
  if (!method?.is_enabled) throw new DomainError('NO_PAYMENT_METHOD');
  return order;
}

interface StartCall {
  provider: PaymentProvider;
  module: ProviderModule;
  order: PayableOrder;
  methodId: MethodId;
  reference: string;
  attemptId: number;
  browser: Record<string, string>;
  now: Date;
  returnBase: string;
}

/** The provider's start call; a refusal fails the attempt and answers PAYMENT_FAILED. */
async function askProvider(ctx: PaymentsContext, call: StartCall) {
  const { order, module, reference } = call;
  const base = ctx.publicUrl;
  try {
    return await call.provider.start({
      methodId: call.methodId,
      order: {
        orderId: order.id,
        orderToken: order.order_token,
        amount: order.total,
        currency: order.currency_code === 'USD' ? 'USD' : 'THB',
        email: order.email,
        buyerName: `${order.firstname ?? ''} ${order.lastname ?? ''}`.trim() || order.email,
        description: `Rian Academy order ${order.id}`,
      },
      reference,
      returnUrl: `${call.returnBase}/payments/return/${module.name}?ref=${reference}`,
      callbackUrl: `${base}/webhooks/${module.name}`,
      browser: call.browser,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await failStartedAttempt(ctx.db, call.attemptId, message, call.now);
    ctx.log.warn({ orderId: order.id, methodId: call.methodId, err: message }, 'payment start failed');
    if (err instanceof ProviderError || err instanceof CallbackRefused) throw new DomainError('PAYMENT_FAILED');
    throw err;
  }
}

async function recordProviderRef(ctx: PaymentsContext, attemptId: number, providerRef: string | null, now: Date) {
  try {
    await markAttemptPending(ctx.db, attemptId, providerRef, now);
  } catch (err) {
    // A provider reference already used by another attempt (PaySolutions' refno is the order id and
    // the time to the second, spec §7: two tries in one second collide). Refused, never a 500.
    if (!isUniqueViolation(err)) throw err;
    await failStartedAttempt(ctx.db, attemptId, 'provider reference already used', now);
    throw new DomainError('PAYMENT_FAILED', 'Please try again in a moment.');
  }
}
