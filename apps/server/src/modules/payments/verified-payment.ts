// spec §7 POST /private/orders/payment/approved from a buyer: true only when a provider confirms a
// payment of the order now (each open attempt is asked with the secret). The browser's word alone is
// never enough (spec §4 copied a client that approved its own payment).
import { moduleByName, type MethodId } from '@rian/payments';
import { confirmPayment } from './confirm-payment.ts';
import { attemptsOfOrder } from './payment-attempts.ts';
import type { PaymentsContext } from './payments-context.ts';

export async function verifiedPayment(ctx: PaymentsContext, orderId: number, userId: number): Promise<boolean> {
  for (const attempt of await attemptsOfOrder(ctx.db, orderId, userId)) {
    if (attempt.status === 'paid') return true;
    if ((attempt.status === 'pending' || attempt.status === 'started') && attempt.provider_ref) {
      const module = moduleByName(attempt.provider);
      if (!module) continue;
      try {
        const provider = await ctx.providers.providerFor(module);
        const result = await provider.fetchStatus(attempt.provider_ref, attempt.payment_method_id as MethodId);
        if ((await confirmPayment(ctx, module.name, result)) === 'paid') return true;
      } catch (err) {
        ctx.log.warn({ orderId, err: (err as Error).message }, 'status check for a claimed payment failed');
      }
    }
  }
  return false;
}
