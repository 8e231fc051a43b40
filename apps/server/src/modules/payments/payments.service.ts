// Online payments (issue 6; architecture.md "Payments"; payments.md "Rules for every method").
// One path for every provider: start an attempt for the buyer's own unpaid order, let the browser do
// what the provider asks, then believe only a verified result — a signed callback or a status fetched
// with the secret — whose amount and currency match the order. Only then markOrderPaid runs, once.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { checkMinimumAmount } from '@rian/domain/cart-total';
import {
  CallbackRefused,
  ProviderError,
  isMethodId,
  moduleByName,
  moduleOfMethod,
  type CallbackRequest,
  type MethodId,
  type PaymentAction,
  type PaymentProvider,
  type PaymentResult,
  type PaymentsMode,
  type ProviderCredentials,
  type ProviderModule,
  type ProviderName,
} from '@rian/payments';
import type { AttemptStatus } from '@rian/contracts/payments';
import { isUniqueViolation } from '../../lib/errors.ts';
import { cancelUnpaidOrders } from '../orders/order-transitions.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { markOrderPaid, type MailContext } from './mark-paid.ts';
import { PaymentCredentials } from './payment-credentials.ts';

const { orders, users, paymentAttempts, paymentEvents, paymentMethods } = schema;

export interface PaymentsServiceDeps {
  db: Db;
  mode: PaymentsMode;
  publicUrl: string;
  realtime: Realtime;
  mailContext: () => Promise<MailContext>;
  clock: () => Date;
  /** Environment for production credentials (RIAN_{PROVIDER}_{KEY}); defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Which providers may take payments; built from db, mode and env when absent. */
  credentials?: PaymentCredentials;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}

export interface StartView {
  reference: string;
  status: AttemptStatus;
  action: PaymentAction;
  order_token: string;
  orderId: number;
  providerRef: string | null;
}

interface AttemptRow {
  id: number;
  order_id: number;
  user_id: number | null;
  payment_method_id: number;
  provider: string;
  reference: string;
  provider_ref: string | null;
  status: string;
  amount: number;
  currency_code: string;
}

/** A webhook that failed to process is tried again after 30 s, 1, 2, 4 … minutes, 10 times at most. */
export const EVENT_MAX_ATTEMPTS = 10;
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export class PaymentsService {
  private readonly providers = new Map<ProviderName, PaymentProvider>();

  private readonly credentials: PaymentCredentials;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.credentials =
      deps.credentials ?? new PaymentCredentials({ db: deps.db, mode: deps.mode, ...(deps.env ? { env: deps.env } : {}) });
  }

  get mode(): PaymentsMode {
    return this.deps.mode;
  }

  /** The provider of a method, built once with its credentials (sandbox: the sandbox's own). */
  async providerFor(module: ProviderModule): Promise<PaymentProvider> {
    const built = this.providers.get(module.name);
    if (built) return built;
    const credentials = await this.credentialsOf(module);
    const provider = module.create({
      mode: this.deps.mode,
      baseUrl: this.deps.mode === 'sandbox' ? `${this.deps.publicUrl}/sandbox/${module.name}` : module.productionBaseUrl,
      credentials,
      publicUrl: this.deps.publicUrl,
      clock: this.deps.clock,
    });
    this.providers.set(module.name, provider);
    return provider;
  }

  /** Public credentials only (a public key for the browser). */
  async publicCredentials(module: ProviderModule): Promise<Record<string, string>> {
    return (await this.credentialsOf(module)).public;
  }

  /**
   * The credentials of payment-credentials.ts. A provider without real ones cannot be built, so
   * nothing can start a payment with it or believe its callbacks. The answer names no environment
   * variable; the log says which one is missing or why a value is refused.
   */
  private async credentialsOf(module: ProviderModule): Promise<ProviderCredentials> {
    const check = await this.credentials.check(module);
    if (check.ok) return check.credentials;
    this.deps.log.warn({ provider: module.name, reason: check.reason }, 'payment provider refused: no real credentials');
    throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
  }

  /**
   * Starts paying the buyer's own unpaid order with its method. The amount is the order's total, never
   * a figure from the browser (spec §7 bodies carry amounts: ignored).
   */
  async start(
    userId: number,
    orderIdInput: number | string,
    methodId: number,
    browser: Record<string, string> = {},
  ): Promise<StartView> {
    const orderId = Number(orderIdInput);
    const module = moduleOfMethod(methodId);
    if (!module || !isMethodId(methodId)) throw new DomainError('NO_PAYMENT_METHOD');
    const [order] = await this.deps.db
      .select({
        id: orders.id,
        user_id: orders.user_id,
        status: orders.status,
        payment_status: orders.payment_status,
        payment_method_id: orders.payment_method_id,
        total: orders.total,
        currency_code: orders.currency_code,
        email: orders.email,
        order_token: orders.order_token,
        cancel_at: orders.cancel_at,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.user_id))
      .where(eq(orders.id, orderId));
    if (!order) throw new DomainError('NOT_FOUND');
    if (order.user_id !== userId) throw new DomainError('FORBIDDEN');
    const now = this.deps.clock();
    if (order.status !== 'notYetReceived' || order.payment_status !== 'pending' || order.cancel_at <= now || order.total <= 0) {
      throw new DomainError('ORDER_CLOSED');
    }
    // The order's coupons were checked against its method (spec §5): another method would skip that.
    if (order.payment_method_id !== methodId) throw new DomainError('PAYMENT_METHOD_MISMATCH');
    const [method] = await this.deps.db
      .select({ is_enabled: paymentMethods.is_enabled })
      .from(paymentMethods)
      .where(eq(paymentMethods.id, methodId));
    if (!method?.is_enabled) throw new DomainError('NO_PAYMENT_METHOD');
    const currency = order.currency_code === 'USD' ? 'USD' : 'THB';
    const minimum = checkMinimumAmount({ currency, total: order.total }, methodId);
    if (minimum) throw new DomainError('MIN_AMOUNT');

    const provider = await this.providerFor(module);
    const reference = `R${order.id}X${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 20);
    const [attempt] = await this.deps.db
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
    const base = this.deps.publicUrl;
    let started;
    try {
      started = await provider.start({
        methodId,
        order: {
          orderId: order.id,
          orderToken: order.order_token,
          amount: order.total,
          currency,
          email: order.email,
          buyerName: `${order.firstname ?? ''} ${order.lastname ?? ''}`.trim() || order.email,
          description: `Rian Academy order ${order.id}`,
        },
        reference,
        returnUrl: `${base}/payments/return/${module.name}?ref=${reference}`,
        callbackUrl: `${base}/webhooks/${module.name}`,
        browser,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.deps.db
        .update(paymentAttempts)
        .set({ status: 'failed', failure_message: message.slice(0, 500), updated_at: now })
        .where(eq(paymentAttempts.id, attempt!.id));
      this.deps.log.warn({ orderId: order.id, methodId, err: message }, 'payment start failed');
      if (err instanceof ProviderError || err instanceof CallbackRefused) throw new DomainError('PAYMENT_FAILED');
      throw err;
    }
    try {
      await this.deps.db
        .update(paymentAttempts)
        .set({ provider_ref: started.providerRef, status: 'pending', updated_at: now })
        .where(eq(paymentAttempts.id, attempt!.id));
    } catch (err) {
      // A provider reference already used by another attempt (PaySolutions' refno is the order id and
      // the time to the second, spec §7: two tries in one second collide). Refused, never a 500.
      if (!isUniqueViolation(err)) throw err;
      await this.deps.db
        .update(paymentAttempts)
        .set({ status: 'failed', failure_message: 'provider reference already used', updated_at: now })
        .where(eq(paymentAttempts.id, attempt!.id));
      throw new DomainError('PAYMENT_FAILED', 'Please try again in a moment.');
    }
    let status: AttemptStatus = 'pending';
    if (started.result) status = await this.confirm(module.name, started.result);
    return {
      reference,
      status,
      action: started.action,
      order_token: order.order_token,
      orderId: order.id,
      providerRef: started.providerRef,
    };
  }

  private async attemptFor(
    provider: string,
    result: Pick<PaymentResult, 'providerRef' | 'reference'>,
  ): Promise<AttemptRow | null> {
    const [byRef] = await this.deps.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.provider_ref, result.providerRef)));
    if (byRef) return byRef;
    if (!result.reference) return null;
    const [byReference] = await this.deps.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.reference, result.reference)));
    return byReference ?? null;
  }

  /**
   * Applies a verified provider result to its attempt and order. Returns the attempt's status after.
   * A paid result counts only with the attempt's amount and currency, which are the order's total.
   */
  async confirm(provider: ProviderName, result: PaymentResult): Promise<AttemptStatus> {
    const attempt = await this.attemptFor(provider, result);
    if (!attempt) {
      this.deps.log.warn({ provider, providerRef: result.providerRef }, 'payment result for no known attempt');
      return 'failed';
    }
    const now = this.deps.clock();
    if (attempt.status === 'paid' || attempt.status === 'mismatch') return attempt.status;
    if (result.status === 'pending') {
      await this.deps.db.update(paymentAttempts).set({ checked_at: now }).where(eq(paymentAttempts.id, attempt.id));
      return attempt.status as AttemptStatus;
    }
    if (result.status === 'failed') {
      await this.deps.db.transaction(async (tx) => {
        const failed = await tx
          .update(paymentAttempts)
          .set({
            status: 'failed',
            failure_message: result.failureMessage?.slice(0, 500) ?? null,
            checked_at: now,
            updated_at: now,
          })
          .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, ['started', 'pending'])))
          .returning({ id: paymentAttempts.id });
        // spec §4 PayPal: a failed payment deletes the order. Rian cancels it (the record stays, and the
        // seats, coupon uses and stock it held are given back).
        if (failed.length > 0 && provider === 'paypal') await cancelUnpaidOrders(tx, [attempt.order_id], now);
      });
      return 'failed';
    }
    if (result.amount !== attempt.amount || result.currency !== attempt.currency_code) {
      await this.deps.db
        .update(paymentAttempts)
        .set({
          status: 'mismatch',
          transaction_id: result.transactionId,
          reported: { amount: result.amount, currency: result.currency },
          checked_at: now,
          updated_at: now,
        })
        .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, ['started', 'pending'])));
      this.deps.log.warn(
        { provider, orderId: attempt.order_id, expected: attempt.amount, reported: result.amount, currency: result.currency },
        'payment amount or currency does not match the order: not marked paid',
      );
      return 'mismatch';
    }
    const mail = await this.deps.mailContext();
    const paid = await this.deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(paymentAttempts)
        .set({ status: 'paid', transaction_id: result.transactionId ?? result.providerRef, checked_at: now, updated_at: now })
        .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, ['started', 'pending'])))
        .returning({ id: paymentAttempts.id });
      if (claimed.length === 0) return null;
      const order = await markOrderPaid(
        tx,
        attempt.order_id,
        { kind: 'provider', provider, methodId: attempt.payment_method_id, transactionId: result.transactionId },
        now,
        mail,
      );
      if (!order) {
        // Money arrived for an order that is no longer waiting (cancelled by the sweep, paid by another
        // attempt): the attempt stays 'paid' for an administrator to refund or honour.
        this.deps.log.warn({ provider, orderId: attempt.order_id }, 'verified payment for an order that was not waiting for one');
      }
      return order;
    });
    if (paid)
      this.deps.realtime.orderChanged(paid.userId, { orderId: paid.id, orderToken: paid.orderToken, paymentStatus: 'approved' });
    return 'paid';
  }

  /**
   * A provider's callback: verified (signature) or looked up (status fetch), stored first under the
   * provider's event id so that a repeat is answered without doing anything twice. Throws
   * CallbackRefused for a forged or unsigned message where a signature is required.
   */
  async handleCallback(providerName: string, req: CallbackRequest): Promise<'processed' | 'duplicate' | 'stored'> {
    const module = moduleByName(providerName);
    if (!module) throw new DomainError('NOT_FOUND');
    const provider = await this.providerFor(module);
    const outcome = await provider.parseCallback(req);
    const inserted = await this.deps.db
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
      const [existing] = await this.deps.db
        .select({ id: paymentEvents.id, processed_at: paymentEvents.processed_at })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, module.name), eq(paymentEvents.event_id, outcome.eventId)));
      if (!existing || existing.processed_at) return 'duplicate';
      eventRow = existing;
    }
    return (await this.processEvent(eventRow.id, module, outcome)) ? 'processed' : 'stored';
  }

  private async processEvent(
    eventId: number,
    module: ProviderModule,
    outcome: Awaited<ReturnType<PaymentProvider['parseCallback']>>,
  ): Promise<boolean> {
    const now = this.deps.clock();
    try {
      if (outcome.kind === 'result') {
        await this.confirm(module.name, outcome.result);
      } else if (outcome.kind === 'lookup') {
        const attempt = await this.attemptFor(module.name, { providerRef: outcome.providerRef, reference: outcome.providerRef });
        if (attempt?.provider_ref) {
          const provider = await this.providerFor(module);
          const result = await provider.fetchStatus(attempt.provider_ref, attempt.payment_method_id as MethodId);
          await this.confirm(module.name, result);
        } else {
          this.deps.log.warn({ provider: module.name, providerRef: outcome.providerRef }, 'callback for no known attempt');
        }
      }
      await this.deps.db.update(paymentEvents).set({ processed_at: now, last_error: null }).where(eq(paymentEvents.id, eventId));
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.deps.db.execute(sql`
        update ${paymentEvents}
        set attempts = attempts + 1, last_error = ${message.slice(0, 500)},
            next_attempt_at = ${new Date(now.getTime() + 30_000)}
        where id = ${eventId}`);
      this.deps.log.warn({ provider: module.name, err: message }, 'payment callback stored for a retry');
      return false;
    }
  }

  /**
   * The buyer's browser came back from the provider. What it carries proves nothing: a signed response
   * (2C2P's form post) is verified; otherwise the provider is asked (PayPal captures here).
   */
  async handleReturn(providerName: string, reference: string, req: CallbackRequest): Promise<string | null> {
    const module = moduleByName(providerName);
    if (!module) return null;
    const [attempt] = await this.deps.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.provider, module.name), eq(paymentAttempts.reference, reference)));
    if (!attempt) return null;
    if (!attempt.provider_ref || attempt.status === 'paid' || attempt.status === 'mismatch') return attempt.reference;
    const provider = await this.providerFor(module);
    try {
      let result: PaymentResult | null = null;
      if (req.rawBody.length > 0) {
        const outcome = await provider.parseCallback(req).catch(() => null);
        if (outcome?.kind === 'result') result = outcome.result;
      }
      if (!result) {
        result = provider.complete
          ? await provider.complete(attempt.provider_ref, attempt.payment_method_id as MethodId, req.query)
          : await provider.fetchStatus(attempt.provider_ref, attempt.payment_method_id as MethodId);
      }
      await this.confirm(module.name, result);
    } catch (err) {
      // The result page keeps waiting; the reconciliation sweep asks again.
      this.deps.log.warn({ provider: module.name, reference, err: (err as Error).message }, 'payment return not confirmed yet');
    }
    return attempt.reference;
  }

  /** The attempt as its buyer sees it (the result page). */
  async attemptView(userId: number, isAdmin: boolean, reference: string) {
    const [row] = await this.deps.db
      .select({
        reference: paymentAttempts.reference,
        status: paymentAttempts.status,
        payment_method_id: paymentAttempts.payment_method_id,
        order_id: paymentAttempts.order_id,
        order_token: orders.order_token,
        payment_status: orders.payment_status,
        failure_message: paymentAttempts.failure_message,
        user_id: orders.user_id,
      })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.order_id))
      .where(eq(paymentAttempts.reference, reference));
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.user_id !== userId && !isAdmin) throw new DomainError('FORBIDDEN');
    const { user_id: _owner, ...view } = row;
    return { ...view, status: view.status as AttemptStatus };
  }

  /**
   * spec §7 POST /private/orders/payment/approved from a buyer: true only when a provider confirms a
   * payment of the order now (each open attempt is asked with the secret). The browser's word alone is
   * never enough (spec §4 copied a client that approved its own payment).
   */
  async verifiedPayment(orderId: number, userId: number): Promise<boolean> {
    const attempts = await this.deps.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.order_id, orderId), eq(paymentAttempts.user_id, userId)));
    for (const attempt of attempts) {
      if (attempt.status === 'paid') return true;
      if ((attempt.status === 'pending' || attempt.status === 'started') && attempt.provider_ref) {
        const module = moduleByName(attempt.provider);
        if (!module) continue;
        try {
          const provider = await this.providerFor(module);
          const result = await provider.fetchStatus(attempt.provider_ref, attempt.payment_method_id as MethodId);
          if ((await this.confirm(module.name, result)) === 'paid') return true;
        } catch (err) {
          this.deps.log.warn({ orderId, err: (err as Error).message }, 'status check for a claimed payment failed');
        }
      }
    }
    return false;
  }

  /**
   * The reconciliation sweep: asks providers about attempts left pending for over a minute (a lost
   * callback, a closed browser) and retries stored callbacks that failed. Rows are claimed with
   * FOR UPDATE SKIP LOCKED and a lease, so several instances never ask twice at once.
   */
  async reconcile(limit = 25): Promise<{ checked: number; retried: number }> {
    const now = this.deps.clock();
    const minuteAgo = new Date(now.getTime() - 60_000);
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    const claimed = await this.deps.db.execute<{ id: number }>(sql`
      update ${paymentAttempts} set checked_at = ${now}
      where id in (
        select id from ${paymentAttempts}
        where status in ('started', 'pending') and created_at < ${minuteAgo} and created_at > ${twoDaysAgo}
          and (checked_at is null or checked_at < ${minuteAgo})
        order by created_at limit ${limit}
        for update skip locked)
      returning id`);
    let checked = 0;
    for (const { id } of rowsOf<{ id: number }>(claimed)) {
      const [attempt] = await this.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      if (!attempt) continue;
      const module = moduleByName(attempt.provider);
      if (!module) continue;
      if (!attempt.provider_ref) {
        // The provider never answered the start call: after ten minutes the attempt is given up.
        if (attempt.created_at.getTime() < now.getTime() - 600_000) {
          await this.deps.db
            .update(paymentAttempts)
            .set({ status: 'failed', failure_message: 'no answer from the provider', updated_at: now })
            .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'started')));
        }
        continue;
      }
      try {
        const provider = await this.providerFor(module);
        // A buyer who approved at PayPal and closed the page before coming back: the sweep captures
        // (complete() falls back to a status fetch when there is nothing to capture).
        const methodId = attempt.payment_method_id as MethodId;
        const result = provider.complete
          ? await provider.complete(attempt.provider_ref, methodId, {})
          : await provider.fetchStatus(attempt.provider_ref, methodId);
        await this.confirm(module.name, result);
        checked += 1;
      } catch (err) {
        this.deps.log.warn(
          { provider: attempt.provider, reference: attempt.reference, err: (err as Error).message },
          'reconciliation',
        );
      }
    }

    const lease = new Date(now.getTime() + 5 * 60_000);
    const due = await this.deps.db.execute<{ id: number }>(sql`
      update ${paymentEvents} set next_attempt_at = ${lease}
      where id in (
        select id from ${paymentEvents}
        where processed_at is null and attempts < ${EVENT_MAX_ATTEMPTS}
          and (next_attempt_at is null or next_attempt_at <= ${now})
        order by id limit ${limit}
        for update skip locked)
      returning id`);
    let retried = 0;
    for (const { id } of rowsOf<{ id: number }>(due)) {
      const [event] = await this.deps.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processed_at)));
      if (!event) continue;
      const module = moduleByName(event.provider);
      if (!module) continue;
      try {
        const provider = await this.providerFor(module);
        const outcome = await provider.parseCallback({ headers: event.headers, rawBody: event.body, query: event.query });
        if (await this.processEvent(id, module, outcome)) retried += 1;
        else
          await this.deps.db
            .update(paymentEvents)
            .set({ next_attempt_at: new Date(now.getTime() + eventRetryDelayMs(event.attempts + 1)) })
            .where(eq(paymentEvents.id, id));
      } catch (err) {
        await this.deps.db
          .update(paymentEvents)
          .set({ attempts: EVENT_MAX_ATTEMPTS, last_error: (err as Error).message.slice(0, 500) })
          .where(eq(paymentEvents.id, id));
      }
    }
    return { checked, retried };
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

/** drizzle's execute answers rows directly (PGlite) or inside .rows (node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
