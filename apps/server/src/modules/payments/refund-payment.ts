// A refund through the provider that took the payment (payments.md "Rules for every
// method"): the order's verified paid attempt names the provider and its charge; the provider's refund
// API is called with the secret key, and its answer is believed only when it is a refund of that
// payment, of the amount and currency asked. A refusal is REFUND_PROVIDER_REFUSED with the provider's
// own code: nothing moved, and the caller leaves the order as it was.
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { isMethodId } from '@rian/domain/payment-methods';
import { moduleByName, ProviderError, type Currency, type RefundResult } from '@rian/payments';
import type { PaymentProviders } from './payment-providers.ts';

const { paymentAttempts } = schema;

export interface ProviderRefund {
  orderId: number;
  amount: number;
  currency: Currency;
  /** Rian's id for the refund, the provider's idempotency key. */
  reference: string;
  reason: string;
}

export async function refundPayment(
  providers: PaymentProviders,
  tx: Tx | Db,
  refund: ProviderRefund,
): Promise<RefundResult & { provider: string }> {
  const [paid] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.order_id, refund.orderId), eq(paymentAttempts.status, 'paid')))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  const module = paid ? moduleByName(paid.provider) : null;
  if (!paid || !paid.provider_ref || !module || !isMethodId(paid.payment_method_id)) throw new DomainError('REFUND_NO_PAYMENT');
  const provider = await providers.providerFor(module);
  if (!provider.refund) throw new DomainError('REFUND_NO_PAYMENT');
  let result: RefundResult;
  try {
    result = await provider.refund({
      methodId: paid.payment_method_id,
      providerRef: paid.provider_ref,
      transactionId: paid.transaction_id,
      amount: refund.amount,
      currency: refund.currency,
      reference: refund.reference,
      reason: refund.reason,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    const code = err.providerCode ? ` (${err.providerCode})` : '';
    throw new DomainError('REFUND_PROVIDER_REFUSED', `${err.message}${code}`, {
      provider: module.name,
      providerCode: err.providerCode,
    });
  }
  if (result.amount !== refund.amount || result.currency !== refund.currency) {
    throw new DomainError('REFUND_PROVIDER_REFUSED', `${module.name}: the refund answered another amount`);
  }
  return { ...result, provider: module.name };
}
