// The Omise sandbox's shared state and helpers: its keys, its tokens, sources, charges and events,
// Omise's error shape, the key check, and the settling of a charge with its charge.complete webhook.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxOptions } from '../../module.ts';
import { sameText as sameSecret } from '../../sandbox-checks.ts';

export { sameSecret };

export const OMISE_SANDBOX_PUBLIC_KEY = 'pkey_test_rian_sandbox';
export const OMISE_SANDBOX_SECRET_KEY = 'skey_test_rian_sandbox';

/** Omise's minimum charge (spec §9: 20 baht); the USD minimum is the sandbox's assumption. */
export const MINIMUM: Record<string, number> = { thb: 2000, usd: 100 };
export const PROMPTPAY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_ATTEMPTS = 3;
const WEBHOOK_RETRY_MS = 500;

export type CardBehaviour = 'success' | 'fail' | '3ds';

export interface Card {
  object: 'card';
  id: string;
  livemode: false;
  country: string;
  brand: string;
  bank: string;
  name: string;
  last_digits: string;
  expiration_month: number;
  expiration_year: number;
  financing: string;
  fingerprint: string;
  security_code_check: boolean;
  created_at: string;
}

export interface Token {
  object: 'token';
  id: string;
  livemode: false;
  location: string;
  used: boolean;
  card: Card;
  created_at: string;
}

export interface Source {
  object: 'source';
  id: string;
  livemode: false;
  location: string;
  type: 'promptpay';
  flow: 'offline';
  amount: number;
  currency: string;
  charge_status: string;
  scannable_code: null | {
    object: 'barcode';
    type: 'qr';
    image: { object: 'document'; id: string; livemode: false; filename: string; kind: 'qr'; download_uri: string };
  };
  created_at: string;
}

export interface Charge {
  object: 'charge';
  id: string;
  livemode: false;
  location: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown>;
  status: 'pending' | 'successful' | 'failed' | 'expired';
  paid: boolean;
  authorized: boolean;
  capture: true;
  authorize_uri: string | null;
  return_uri: string | null;
  transaction: string | null;
  failure_code: string | null;
  failure_message: string | null;
  card: Card | null;
  source: Source | null;
  expires_at: string | null;
  expired: boolean;
  paid_at: string | null;
  /** What refunds gave back so far (Omise's charge.refunded_amount). */
  refunded_amount: number;
  created_at: string;
}

/** Omise's refund object: money given back from a charge. */
export interface Refund {
  object: 'refund';
  id: string;
  livemode: false;
  location: string;
  amount: number;
  currency: string;
  charge: string;
  transaction: string;
  status: 'closed';
  voided: false;
  metadata: Record<string, unknown>;
  created_at: string;
}

export interface OmiseEvent {
  object: 'event';
  id: string;
  livemode: false;
  location: string;
  key: string;
  data: Charge;
  created_at: string;
}

/** A new charge, pending until the card or source decides (Omise's charge object). */
export function newCharge(
  fields: { amount: number; currency: string; description: string | null; metadata: unknown; returnUri: string | null },
  t: Date,
): Charge {
  return {
    object: 'charge',
    id: randomId('chrg'),
    livemode: false,
    location: '',
    amount: fields.amount,
    currency: fields.currency,
    description: fields.description,
    metadata: fields.metadata as Record<string, unknown>,
    status: 'pending',
    paid: false,
    authorized: false,
    capture: true,
    authorize_uri: null,
    return_uri: fields.returnUri,
    transaction: null,
    failure_code: null,
    failure_message: null,
    card: null,
    source: null,
    expires_at: null,
    expired: false,
    paid_at: null,
    refunded_amount: 0,
    created_at: t.toISOString(),
  };
}

export function randomId(prefix: string): string {
  // Omise ids: a prefix and 19 lower-case base-36 characters.
  const bytes = randomBytes(19);
  let s = '';
  for (const b of bytes) s += (b % 36).toString(36);
  return `${prefix}_test_${s}`;
}

/** The Basic-auth user (Omise puts the key there, no password). */
export function basicUser(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Basic ')) return null;
  const decoded = Buffer.from(h.slice(6), 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? decoded : decoded.slice(0, i);
}

/** Form posts arrive as flat 'card[number]' keys, JSON as nested objects: read both the same way. */
export function nest(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const m = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (m && m[1] && m[2]) {
      const inner = out[m[1]];
      const obj = inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
      obj[m[2]] = value;
      out[m[1]] = obj;
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

export function int(v: unknown): number | null {
  const s = str(v);
  if (s === null || !/^\d{1,15}$/.test(s.trim())) return null;
  return Number(s.trim());
}

export interface OmiseSandboxContext {
  app: FastifyInstance;
  opts: SandboxOptions;
  now: () => Date;
  prefix: string;
  self: string;
  tokens: Map<string, Token>;
  /** Token id → outcome; the card number is not kept. */
  behaviours: Map<string, CardBehaviour>;
  sources: Map<string, Source>;
  charges: Map<string, Charge>;
  /** Refund id → refund. */
  refunds: Map<string, Refund>;
  events: Map<string, OmiseEvent>;
}

export const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .send({ object: 'error', location: `https://www.omise.co/api-errors#${code.replace(/_/g, '-')}`, code, message });

export const requireKey = (req: FastifyRequest, reply: FastifyReply, key: string): boolean => {
  const user = basicUser(req);
  if (user !== null && sameSecret(user, key)) return true;
  void fail(reply, 401, 'authentication_failure', 'authentication failed');
  return false;
};

export type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** GET /{objects}/:id with the given key: the object stored under the id, or Omise's not_found error. */
export function showById<T>(
  req: IdRequest,
  reply: FastifyReply,
  key: string,
  object: string,
  find: (id: string) => T | undefined,
) {
  if (!requireKey(req, reply, key)) return reply;
  return find(req.params.id) ?? fail(reply, 404, 'not_found', `${object} ${req.params.id} was not found`);
}

const deliver = async (ctx: OmiseSandboxContext, event: OmiseEvent): Promise<void> => {
  // Omise retries a webhook the merchant did not accept with a 2xx; the sandbox retries a few times.
  const body = JSON.stringify(event);
  for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
    try {
      const res = await fetch(ctx.opts.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Omise-Webhook/sandbox' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return;
      ctx.app.log.warn({ eventId: event.id, status: res.status, attempt }, 'omise sandbox: webhook not accepted');
    } catch (err) {
      ctx.app.log.warn({ eventId: event.id, attempt, err: (err as Error).message }, 'omise sandbox: webhook failed');
    }
    if (attempt < WEBHOOK_ATTEMPTS) await new Promise((r) => setTimeout(r, WEBHOOK_RETRY_MS * attempt));
  }
};

const complete = (ctx: OmiseSandboxContext, charge: Charge): void => {
  const event: OmiseEvent = {
    object: 'event',
    id: randomId('evnt'),
    livemode: false,
    location: '',
    key: 'charge.complete',
    data: structuredClone(charge),
    created_at: ctx.now().toISOString(),
  };
  event.location = `/events/${event.id}`;
  ctx.events.set(event.id, event);
  void deliver(ctx, event);
};

export const settle = (
  ctx: OmiseSandboxContext,
  charge: Charge,
  outcome: 'success' | 'failure',
  failureCode: string,
  failureMessage: string,
): void => {
  if (outcome === 'success') {
    charge.status = 'successful';
    charge.paid = true;
    charge.authorized = true;
    charge.transaction = randomId('trxn');
    charge.paid_at = ctx.now().toISOString();
  } else {
    charge.status = 'failed';
    charge.failure_code = failureCode;
    charge.failure_message = failureMessage;
  }
  if (charge.source) charge.source.charge_status = charge.status;
  complete(ctx, charge);
};

/** A PromptPay charge past its expires_at becomes expired, as Omise does. */
export const current = (ctx: OmiseSandboxContext, charge: Charge): Charge => {
  if (charge.status === 'pending' && charge.expires_at && Date.parse(charge.expires_at) <= ctx.now().getTime()) {
    charge.status = 'expired';
    charge.expired = true;
    charge.failure_code = 'payment_expired';
    charge.failure_message = 'payment expired';
    complete(ctx, charge);
  }
  return charge;
};
