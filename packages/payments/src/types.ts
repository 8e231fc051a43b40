// The one interface every payment provider implements (architecture.md "Payments"; payments.md "Rules
// for every method"). A provider turns an order into an action for the browser, reads the provider's
// callbacks, and answers what the provider says about a payment. It never decides that an order is
// paid: the server does, from a PaymentResult that came from a verified callback or a status fetch made
// with the secret key, after matching amount and currency against the order.

import type { MethodId, PaymentProviderName } from '@rian/domain/payment-methods';

// The spec's method ids (§2) and their names come from the one table of payment methods.
export { METHOD, METHOD_IDS, isMethodId, type MethodId } from '@rian/domain/payment-methods';

/** Provider names: each is a folder in this package and a sandbox under /sandbox/{name}. */
export type ProviderName = PaymentProviderName;

export type PaymentsMode = 'sandbox' | 'production';

export type Currency = 'THB' | 'USD';

/** What a provider is told about the order it is asked to charge. Amounts are minor units. */
export interface PaymentOrder {
  orderId: number;
  orderToken: string;
  /** The order's total payable (spec §9), in satang or cents. */
  amount: number;
  currency: Currency;
  email: string;
  buyerName: string;
  /** A short text for the provider's page ("Rian Academy order 42"). */
  description: string;
}

export interface StartInput {
  methodId: MethodId;
  order: PaymentOrder;
  /**
   * Rian's reference for this attempt: unique, [A-Z0-9], at most 20 characters (fits 2C2P's
   * uniqueTransactionCode / invoiceNo and SCB's ref1). PaySolutions needs digits: it builds its own
   * refno and returns it as providerRef.
   */
  reference: string;
  /** Where the buyer's browser comes back after a hosted page (ours: /payments/return/{provider}?ref=…). */
  returnUrl: string;
  /** Where the provider posts its server-to-server notification (ours: /webhooks/{provider}). */
  callbackUrl: string;
  /** What the browser contributed (Omise card token, 2C2P encryptedCardInfo, …); never amounts. */
  browser: Record<string, string>;
}

/** What the browser must do next. */
export type PaymentAction =
  | { type: 'redirect'; url: string }
  | { type: 'form'; url: string; fields: Record<string, string> }
  /** image: a data: URL or an https URL; sandboxUrl: in sandbox mode, the page that plays the payer. */
  | { type: 'qr'; image: string; expiresAt: string | null; sandboxUrl?: string }
  /** Nothing to do in the browser: the result is already known (a card charged without 3-D Secure). */
  | { type: 'none' };

export interface StartedPayment {
  /** The attempt's id at the provider (charge id, PayPal order id, invoice no, refno, …). */
  providerRef: string;
  action: PaymentAction;
  /** When the provider answered with a final result at once (a charge that succeeded or failed). */
  result?: PaymentResult;
}

export type PaymentStatus = 'paid' | 'failed' | 'pending';

/** What the provider says about one payment, read from a verified message or a status fetch. */
export interface PaymentResult {
  providerRef: string;
  status: PaymentStatus;
  /** The provider's transaction id once paid (the key that makes a repeated callback harmless). */
  transactionId: string | null;
  /** As the provider reports them, converted to minor units; the server compares them to the order. */
  amount: number;
  currency: Currency;
  /** The reference the provider echoes back (StartInput.reference or the order id), if any. */
  reference: string | null;
  /** A provider's failure text, for the log and the buyer's notice. */
  failureMessage?: string;
}

/** A refund asked of the provider that took the payment (payments.md). */
export interface RefundInput {
  methodId: MethodId;
  /** The paid attempt's id at the provider (Omise charge id, PayPal order id, 2C2P invoice no). */
  providerRef: string;
  /** The provider's transaction id of the payment (PayPal's capture id, 2C2P's tranRef), if any. */
  transactionId: string | null;
  /** What to give back, in minor units of `currency`: the whole payment or a part of it. */
  amount: number;
  currency: Currency;
  /** Rian's id for this refund: the provider's idempotency key, so a retried call refunds once. */
  reference: string;
  /** Why, as the administrator wrote it (PayPal's note to the payer; Omise and 2C2P keep it as metadata). */
  reason: string;
}

/** What the provider said about a refund, read from its authenticated answer. */
export interface RefundResult {
  /** The refund's id at the provider. */
  refundId: string;
  /** As the provider reports it, in minor units; the server compares it with what it asked. */
  amount: number;
  currency: Currency;
  /** 'succeeded' once the money is on its way back; 'pending' while the provider processes it. */
  status: 'succeeded' | 'pending';
}

export interface CallbackRequest {
  headers: Record<string, string | undefined>;
  /** The body exactly as received: signatures are checked over it. */
  rawBody: string;
  query: Record<string, string>;
}

/**
 * A callback after its signature was checked. `result` when the message itself is trusted (a valid
 * signature over the facts); `lookup` when it is unsigned or only says "something changed": the
 * server then asks fetchStatus(providerRef) with the secret before believing anything.
 */
export type CallbackOutcome =
  | { kind: 'result'; eventId: string; result: PaymentResult }
  | { kind: 'lookup'; eventId: string; providerRef: string }
  /** A message the provider sends that concerns no payment (a test ping, another event type). */
  | { kind: 'ignore'; eventId: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methodIds: readonly MethodId[];
  /** Starts a payment for the order. Throws ProviderError when the provider refuses or cannot be reached. */
  start(input: StartInput): Promise<StartedPayment>;
  /** Reads a callback or webhook. Throws CallbackRefused for a missing or wrong signature. */
  parseCallback(req: CallbackRequest): Promise<CallbackOutcome>;
  /** Asks the provider, with the secret, what became of a payment. */
  fetchStatus(providerRef: string, methodId: MethodId): Promise<PaymentResult>;
  /**
   * The buyer's browser came back (return URL). Optional: PayPal captures here; others just fetch the
   * status. The query is the browser's and proves nothing by itself.
   */
  complete?(providerRef: string, methodId: MethodId, query: Record<string, string>): Promise<PaymentResult>;
  /**
   * Gives back all or part of a payment through the provider's refund API. Optional: a provider
   * without one (SCB QR, GBPrimePay, PaySolutions) is refunded by hand. Throws ProviderError when the
   * provider refuses (the money did not move) or answers something that does not match the request.
   *
   * @example
   * const refund = await provider.refund!({ methodId: 8, providerRef: 'chrg_test_…', transactionId: null,
   *   amount: 150_000, currency: 'THB', reference: 'RF12', reason: 'ลูกค้าขอคืน' });
   */
  refund?(input: RefundInput): Promise<RefundResult>;
}

/** Credentials of one provider: public ids may go to a browser, secrets never. */
export interface ProviderCredentials {
  /** Public identifiers (Omise public key, PayPal client id, GBPrimePay public key, merchant ids). */
  public: Record<string, string>;
  /** Secrets (secret keys, signing keys, API keys): used on the server only. */
  secret: Record<string, string>;
}

/**
 * Which of the provider's environments a production academy uses for it: 'live' takes money; 'test'
 * is the provider's test environment with its test keys (an administrator trying the provider).
 */
export type ProviderEnvironment = 'live' | 'test';

export interface ProviderContext {
  mode: PaymentsMode;
  /** In production: the provider's live or test hosts where the provider picks a host itself. */
  environment?: ProviderEnvironment;
  /** The provider's API base: its sandbox (`${publicUrl}/sandbox/{name}`) or the real host. */
  baseUrl: string;
  credentials: ProviderCredentials;
  /** Rian's public URL (no trailing slash). */
  publicUrl: string;
  /** For tests: a fixed clock (PaySolutions' refno carries HHmmss). */
  clock?: () => Date;
}
