// The PayPal sandbox's shared state and helpers (payments.md §2): its credentials, its orders and
// captures, PayPal's error shape, the bearer check, the order and capture views and the signed webhooks.
import { createHash, randomBytes, randomUUID, sign, timingSafeEqual, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxOptions } from '../../module.ts';

export const PAYPAL_SANDBOX_CLIENT_ID = 'rian-sandbox-paypal-client-id';
export const PAYPAL_SANDBOX_CLIENT_SECRET = 'rian-sandbox-paypal-client-secret';
/** The id PayPal's dashboard gives the webhook subscription pointing at opts.webhookUrl. */
export const PAYPAL_SANDBOX_WEBHOOK_ID = 'WH-RIAN-SANDBOX-0000000000';

export const TOKEN_LIFETIME_S = 32_400;
const WEBHOOK_ATTEMPTS = 3;
const WEBHOOK_RETRY_MS = 500;
export const AUTH_ALGO = 'SHA256withRSA';

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface Money {
  currency_code: string;
  value: string;
}

export interface Capture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  status_details?: { reason: string };
  amount: Money;
  final_capture: true;
  seller_protection: { status: string; dispute_categories: string[] };
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
}

export interface Order {
  id: string;
  status: OrderStatus;
  unit: { reference_id: string; custom_id?: string; invoice_id?: string; description?: string; amount: Money };
  returnUrl: string | null;
  cancelUrl: string | null;
  brandName: string;
  viaPaymentSource: boolean;
  /** The tester chose "pending" on the approval page: the capture will be PENDING. */
  pendingCapture: boolean;
  payer: {
    name: { given_name: string; surname: string };
    email_address: string;
    payer_id: string;
    address: { country_code: string };
  } | null;
  capture: Capture | null;
  create_time: string;
  update_time: string;
}

const urlString = z.string().refine((s) => URL.canParse(s), 'must be a URL');
export const createSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().max(127).optional(),
        invoice_id: z.string().max(127).optional(),
        description: z.string().max(127).optional(),
        amount: z.object({ currency_code: z.string().length(3), value: z.string().max(32) }),
      }),
    )
    .min(1)
    .max(1), // the sandbox supports one purchase unit, which is all Rian sends
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({
              return_url: urlString.optional(),
              cancel_url: urlString.optional(),
              user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
              brand_name: z.string().max(127).optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
  application_context: z
    .object({ return_url: urlString.optional(), cancel_url: urlString.optional(), brand_name: z.string().optional() })
    .optional(),
});

export const verifySchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
});

export function paypalId(length = 17): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let s = '';
  for (const b of randomBytes(length)) s += alphabet[b % alphabet.length];
  return s;
}

export function sameSecret(a: string, b: string): boolean {
  // Compare digests so different lengths take the same path.
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

export function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** What PayPal signs: transmission id, time, webhook id and the CRC32 of the body as unsigned decimal. */
export function paypalSignedText(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body) >>> 0}`;
}

export interface PaypalSandboxContext {
  app: FastifyInstance;
  opts: SandboxOptions;
  now: () => Date;
  /** '/sandbox/paypal' */
  prefix: string;
  self: string;
  certUrl: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** access token → expiry (ms) */
  tokens: Map<string, number>;
  orders: Map<string, Order>;
  /** PayPal-Request-Id → order id */
  createRequests: Map<string, string>;
  /** order id + PayPal-Request-Id → the answer */
  captureRequests: Map<string, unknown>;
  /** capture id → order id */
  captureOrder: Map<string, string>;
  /** capture id → what its refunds gave back, in minor units */
  refunded: Map<string, number>;
  /** refund id → refund */
  refunds: Map<string, object>;
  /** PayPal-Request-Id → the refund's answer (a repeated request refunds once) */
  refundRequests: Map<string, unknown>;
}

function debugId(): string {
  return randomBytes(7).toString('hex');
}
const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
};
export const ppError = (
  reply: FastifyReply,
  status: number,
  name: string,
  issue: string,
  description: string,
  field?: string,
): FastifyReply =>
  reply.code(status).send({
    name,
    message: MESSAGES[name] ?? name,
    debug_id: debugId(),
    details: [{ ...(field ? { field, location: 'body' } : {}), issue, description }],
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });

export function bearer(ctx: PaypalSandboxContext, req: FastifyRequest, reply: FastifyReply): boolean {
  const h = req.headers.authorization ?? '';
  const token = h.startsWith('Bearer ') ? h.slice(7) : '';
  const until = ctx.tokens.get(token);
  if (until !== undefined && until > ctx.now().getTime()) return true;
  void reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
  return false;
}

function orderLinks(self: string, o: Order) {
  const links = [{ href: `${self}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' }];
  if (o.status === 'CREATED' || o.status === 'PAYER_ACTION_REQUIRED') {
    links.push({
      href: `${self}/checkoutnow?token=${o.id}`,
      rel: o.viaPaymentSource ? 'payer-action' : 'approve',
      method: 'GET',
    });
  }
  if (o.status === 'APPROVED') links.push({ href: `${self}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' });
  return links;
}

function captureView(self: string, c: Capture) {
  return {
    ...c,
    seller_receivable_breakdown: { gross_amount: c.amount, net_amount: c.amount },
    links: [{ href: `${self}/v2/payments/captures/${c.id}`, rel: 'self', method: 'GET' }],
  };
}

export function orderView(ctx: PaypalSandboxContext, o: Order) {
  const self = ctx.self;
  return {
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    ...(o.viaPaymentSource || o.payer
      ? {
          payment_source: {
            paypal: o.payer ? { email_address: o.payer.email_address, account_id: o.payer.payer_id, name: o.payer.name } : {},
          },
        }
      : {}),
    purchase_units: [
      {
        ...o.unit,
        payee: { email_address: 'merchant@rian-sandbox.example', merchant_id: 'RIANSANDBOX01' },
        ...(o.capture ? { payments: { captures: [captureView(self, o.capture)] } } : {}),
      },
    ],
    ...(o.payer ? { payer: o.payer } : {}),
    create_time: o.create_time,
    update_time: o.update_time,
    links: orderLinks(self, o),
  };
}

/** The capture as webhooks and /v2/payments/captures show it: with the order it belongs to. */
export function captureResource(ctx: PaypalSandboxContext, o: Order, c: Capture) {
  return {
    ...captureView(ctx.self, c),
    supplementary_data: { related_ids: { order_id: o.id } },
  };
}

async function deliver(ctx: PaypalSandboxContext, event: Record<string, unknown>): Promise<void> {
  const { app, opts, now, privateKey, certUrl } = ctx;
  const body = JSON.stringify(event);
  for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
    // Each delivery is a new transmission of the same event (same event id), signed afresh.
    const transmissionId = randomUUID();
    const time = now().toISOString();
    const sig = sign('sha256', Buffer.from(paypalSignedText(transmissionId, time, PAYPAL_SANDBOX_WEBHOOK_ID, body)), privateKey);
    try {
      const res = await fetch(opts.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'PayPal/AUHD-214.0-sandbox',
          'paypal-auth-algo': AUTH_ALGO,
          'paypal-cert-url': certUrl,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig.toString('base64'),
          'paypal-transmission-time': time,
          'paypal-auth-version': 'v2',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return;
      app.log.warn({ eventId: event.id, status: res.status, attempt }, 'paypal sandbox: webhook not accepted');
    } catch (err) {
      app.log.warn({ eventId: event.id, attempt, err: (err as Error).message }, 'paypal sandbox: webhook failed');
    }
    if (attempt < WEBHOOK_ATTEMPTS) await new Promise((r) => setTimeout(r, WEBHOOK_RETRY_MS * attempt));
  }
}

export function captureEvent(ctx: PaypalSandboxContext, o: Order, c: Capture): void {
  const { now, self } = ctx;
  // A declined capture is announced as PAYMENT.CAPTURE.DENIED.
  const type = `PAYMENT.CAPTURE.${c.status === 'DECLINED' ? 'DENIED' : c.status}`;
  const id = `WH-${paypalId(17)}-${paypalId(17)}`;
  const event = {
    id,
    event_version: '1.0',
    create_time: now().toISOString(),
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: type,
    summary: `Payment ${c.status.toLowerCase()} for ${c.amount.value} ${c.amount.currency_code}`,
    resource: captureResource(ctx, o, c),
    links: [{ href: `${self}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
  };
  void deliver(ctx, event);
}
