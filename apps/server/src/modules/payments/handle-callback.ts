// A provider's callback (conventions.md "Webhook routes verify, store the raw event under the
// provider's event id, answer, then process"): verified (signature) or looked up (status fetch with
// the secret), stored first so that a repeat is answered without doing anything twice.
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { moduleByName, type CallbackRequest, type MethodId, type PaymentProvider, type ProviderModule } from '@rian/payments';
import { confirmPayment } from './confirm-payment.ts';
import { findAttempt } from './payment-attempts.ts';
import type { PaymentsContext } from './payments-context.ts';

const { paymentEvents } = schema;

export type CallbackOutcome = Awaited<ReturnType<PaymentProvider['parseCallback']>>;

/** Throws CallbackRefused for a forged or unsigned message where a signature is required. */
export async function handleCallback(
  ctx: PaymentsContext,
  providerName: string,
  req: CallbackRequest,
): Promise<'processed' | 'duplicate' | 'stored'> {
  const module = moduleByName(providerName);
  if (!module) throw new DomainError('NOT_FOUND');
  const provider = await ctx.providers.providerFor(module);
  const outcome = await provider.parseCallback(req);
  const inserted = await ctx.db
    .insert(paymentEvents)
    .values({
      provider: module.name,
      event_id: outcome.eventId,
      headers: storedHeaders(req.headers),
      body: req.rawBody,
      query: req.query,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  let eventRow = inserted[0];
  if (!eventRow) {
    const [existing] = await ctx.db
      .select({ id: paymentEvents.id, processed_at: paymentEvents.processed_at })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, module.name), eq(paymentEvents.event_id, outcome.eventId)));
    if (!existing || existing.processed_at) return 'duplicate';
    eventRow = existing;
  }
  return (await processEvent(ctx, eventRow.id, module, outcome)) ? 'processed' : 'stored';
}

/** Applies a stored event; false (and the error noted for a retry) when that failed. */
export async function processEvent(
  ctx: PaymentsContext,
  eventId: number,
  module: ProviderModule,
  outcome: CallbackOutcome,
): Promise<boolean> {
  const now = ctx.clock();
  try {
    if (outcome.kind === 'result') {
      await confirmPayment(ctx, module.name, outcome.result);
    } else if (outcome.kind === 'lookup') {
      const attempt = await findAttempt(ctx.db, module.name, {
        providerRef: outcome.providerRef,
        reference: outcome.providerRef,
      });
      if (attempt?.provider_ref) {
        const provider = await ctx.providers.providerFor(module);
        const result = await provider.fetchStatus(attempt.provider_ref, attempt.payment_method_id as MethodId);
        await confirmPayment(ctx, module.name, result);
      } else {
        ctx.log.warn({ provider: module.name, providerRef: outcome.providerRef }, 'callback for no known attempt');
      }
    }
    await ctx.db.update(paymentEvents).set({ processed_at: now, last_error: null }).where(eq(paymentEvents.id, eventId));
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await ctx.db.execute(sql`
      update ${paymentEvents}
      set attempts = attempts + 1, last_error = ${message.slice(0, 500)},
          next_attempt_at = ${new Date(now.getTime() + 30_000)}
      where id = ${eventId}`);
    ctx.log.warn({ provider: module.name, err: message }, 'payment callback stored for a retry');
    return false;
  }
}

/**
 * The headers a stored callback keeps: what a provider signs or identifies it by (PayPal's
 * transmission headers, signature and event-id headers), its content type and user agent. An
 * allow-list: a cookie, an authorization or a forwarded address that came along is never stored.
 */
const KEPT_HEADER =
  /^(content-type|user-agent|paypal-[a-z-]+|omise-[a-z-]+|x-omise-[a-z-]+|x-2c2p-[a-z-]+|x-scb-[a-z-]+|x-gbp-[a-z-]+|x-signature|signature|x-event-id|x-request-id)$/;

export function storedHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (typeof v === 'string' && KEPT_HEADER.test(k.toLowerCase())) out[k] = v;
  return out;
}
