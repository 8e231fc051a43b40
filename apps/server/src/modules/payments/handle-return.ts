// The buyer's browser came back from the provider. What it carries proves nothing: a signed response
// (2C2P's form post) is verified; otherwise the provider is asked (PayPal captures here).
import type { CallbackRequest, MethodId, PaymentResult } from '@rian/payments';
import { moduleByName } from '@rian/payments';
import { confirmPayment } from './confirm-payment.ts';
import { findAttemptByReference } from './payment-attempts.ts';
import type { PaymentsContext } from './payments-context.ts';

/** The attempt's reference for the result page, or null when there is no such attempt. */
export async function handleReturn(
  ctx: PaymentsContext,
  providerName: string,
  reference: string,
  req: CallbackRequest,
): Promise<string | null> {
  const module = moduleByName(providerName);
  if (!module) return null;
  const attempt = await findAttemptByReference(ctx.db, module.name, reference);
  if (!attempt) return null;
  if (!attempt.provider_ref || attempt.status === 'paid' || attempt.status === 'mismatch') return attempt.reference;
  const provider = await ctx.providers.providerFor(module);
  const methodId = attempt.payment_method_id as MethodId;
  try {
    let result: PaymentResult | null = null;
    if (req.rawBody.length > 0) {
      const outcome = await provider.parseCallback(req).catch(() => null);
      if (outcome?.kind === 'result') result = outcome.result;
    }
    if (!result) {
      result = provider.complete
        ? await provider.complete(attempt.provider_ref, methodId, req.query)
        : await provider.fetchStatus(attempt.provider_ref, methodId);
    }
    await confirmPayment(ctx, module.name, result);
  } catch (err) {
    // The result page keeps waiting; the reconciliation sweep asks again.
    ctx.log.warn({ provider: module.name, reference, err: (err as Error).message }, 'payment return not confirmed yet');
  }
  return attempt.reference;
}
