// The PayPal sandbox (architecture.md "Payments"; payments.md §2): OAuth2 client credentials, Orders v2
// (create, show, capture) with PayPal's shapes and error shapes, the buyer's approval page
// (/checkoutnow?token=…), a page to settle pending captures, webhooks signed the PayPal way and the
// verify-webhook-signature endpoint that checks exactly that signature.
//
// Approval page outcomes: success → APPROVED, back to return_url?token=…&PayerID=…; failure → back to
// cancel_url?token=… (the order stays unapproved, as when a buyer cancels at PayPal); pending → APPROVED,
// but the capture comes out PENDING (as an eCheck would) until settled on /captures/{captureId}.
import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';
import { crc32 } from 'node:zlib';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxOptions } from '../module.ts';
import { escapeHtml, outcomeForm, readOutcome, sandboxPage } from '../sandbox-page.ts';

export const PAYPAL_SANDBOX_CLIENT_ID = 'rian-sandbox-paypal-client-id';
export const PAYPAL_SANDBOX_CLIENT_SECRET = 'rian-sandbox-paypal-client-secret';
/** The id PayPal's dashboard gives the webhook subscription pointing at opts.webhookUrl. */
export const PAYPAL_SANDBOX_WEBHOOK_ID = 'WH-RIAN-SANDBOX-0000000000';

const TOKEN_LIFETIME_S = 32_400;
const WEBHOOK_ATTEMPTS = 3;
const WEBHOOK_RETRY_MS = 500;
const AUTH_ALGO = 'SHA256withRSA';

type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

interface Money {
  currency_code: string;
  value: string;
}

interface Capture {
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

interface Order {
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
const createSchema = z.object({
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

const verifySchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
});

function paypalId(length = 17): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let s = '';
  for (const b of randomBytes(length)) s += alphabet[b % alphabet.length];
  return s;
}

function sameSecret(a: string, b: string): boolean {
  // Compare digests so different lengths take the same path.
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** What PayPal signs: transmission id, time, webhook id and the CRC32 of the body as unsigned decimal. */
export function paypalSignedText(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body) >>> 0}`;
}

const paypalSandbox: FastifyPluginAsync<SandboxOptions> = async (app: FastifyInstance, opts: SandboxOptions) => {
  await app.register(formbody);
  const now = (): Date => (opts.clock ? opts.clock() : new Date());
  const prefix = app.prefix; // '/sandbox/paypal'
  const self = `${opts.publicUrl.replace(/\/+$/, '')}${prefix}`;
  const certUrl = `${self}/v1/notifications/certs/CERT-rian-sandbox`;
  // A fresh key pair per sandbox start; webhooks are signed with it (payments.md §2).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 }) as {
    privateKey: KeyObject;
    publicKey: KeyObject;
  };

  const tokens = new Map<string, number>(); // access token → expiry (ms)
  const orders = new Map<string, Order>();
  const createRequests = new Map<string, string>(); // PayPal-Request-Id → order id
  const captureRequests = new Map<string, unknown>(); // order id + PayPal-Request-Id → the answer
  const captureOrder = new Map<string, string>(); // capture id → order id

  const debugId = (): string => randomBytes(7).toString('hex');
  const MESSAGES: Record<string, string> = {
    INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
    RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  };
  const ppError = (
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

  // Never a 500 on bad input: PayPal's INVALID_REQUEST shape instead (common brief).
  app.setErrorHandler((err: FastifyError, _req, reply) =>
    ppError(reply, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', err.message || 'The request could not be read.'),
  );
  app.setNotFoundHandler((_req, reply) =>
    ppError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'),
  );

  const bearer = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const h = req.headers.authorization ?? '';
    const token = h.startsWith('Bearer ') ? h.slice(7) : '';
    const until = tokens.get(token);
    if (until !== undefined && until > now().getTime()) return true;
    void reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  };

  const orderLinks = (o: Order) => {
    const links = [{ href: `${self}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' }];
    if (o.status === 'CREATED' || o.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `${self}/checkoutnow?token=${o.id}`,
        rel: o.viaPaymentSource ? 'payer-action' : 'approve',
        method: 'GET',
      });
    }
    if (o.status === 'APPROVED')
      links.push({ href: `${self}/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' });
    return links;
  };

  const captureView = (c: Capture) => ({
    ...c,
    seller_receivable_breakdown: { gross_amount: c.amount, net_amount: c.amount },
    links: [{ href: `${self}/v2/payments/captures/${c.id}`, rel: 'self', method: 'GET' }],
  });

  const orderView = (o: Order) => ({
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
        ...(o.capture ? { payments: { captures: [captureView(o.capture)] } } : {}),
      },
    ],
    ...(o.payer ? { payer: o.payer } : {}),
    create_time: o.create_time,
    update_time: o.update_time,
    links: orderLinks(o),
  });

  /** The capture as webhooks and /v2/payments/captures show it: with the order it belongs to. */
  const captureResource = (o: Order, c: Capture) => ({
    ...captureView(c),
    supplementary_data: { related_ids: { order_id: o.id } },
  });

  const deliver = async (event: Record<string, unknown>): Promise<void> => {
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      // Each delivery is a new transmission of the same event (same event id), signed afresh.
      const transmissionId = randomUUID();
      const time = now().toISOString();
      const sig = sign(
        'sha256',
        Buffer.from(paypalSignedText(transmissionId, time, PAYPAL_SANDBOX_WEBHOOK_ID, body)),
        privateKey,
      );
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
  };

  const captureEvent = (o: Order, c: Capture): void => {
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
      resource: captureResource(o, c),
      links: [{ href: `${self}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    };
    void deliver(event);
  };

  // ---- OAuth2 client credentials.
  app.post('/v1/oauth2/token', async (req, reply) => {
    const h = req.headers.authorization ?? '';
    const decoded = h.startsWith('Basic ') ? Buffer.from(h.slice(6), 'base64').toString('utf8') : '';
    const i = decoded.indexOf(':');
    const id = i < 0 ? decoded : decoded.slice(0, i);
    const secret = i < 0 ? '' : decoded.slice(i + 1);
    if (!sameSecret(id, PAYPAL_SANDBOX_CLIENT_ID) || !sameSecret(secret, PAYPAL_SANDBOX_CLIENT_SECRET)) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const grant = (req.body as Record<string, unknown> | undefined)?.grant_type;
    if (grant !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(40).toString('base64url')}`;
    tokens.set(token, now().getTime() + TOKEN_LIFETIME_S * 1000);
    return {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/checkout/one-click-with-merchant-issued-token',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-RIANSANDBOX',
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${now().toISOString()}${randomBytes(8).toString('hex')}`,
    };
  });

  // ---- Orders v2.
  app.post('/v2/checkout/orders', async (req, reply) => {
    if (!bearer(req, reply)) return reply;
    const requestId = req.headers['paypal-request-id'];
    if (typeof requestId === 'string' && createRequests.has(requestId)) {
      const known = orders.get(createRequests.get(requestId)!);
      if (known) return reply.code(200).send(orderView(known));
    }
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = `/${(issue?.path ?? []).join('/')}`;
      const missing = issue?.code === 'invalid_type' && issue.message.includes('undefined');
      return ppError(
        reply,
        400,
        'INVALID_REQUEST',
        missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
        issue?.message ?? 'invalid',
        field,
      );
    }
    const body = parsed.data;
    const unit = body.purchase_units[0]!;
    const { currency_code: currency, value } = unit.amount;
    if (currency !== 'THB' && currency !== 'USD') {
      return ppError(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'CURRENCY_NOT_SUPPORTED',
        'Currency code is not supported.',
        "/purchase_units/@reference_id=='default'/amount/currency_code",
      );
    }
    if (/^\d+\.\d{3,}$/.test(value)) {
      return ppError(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
        '/purchase_units/0/amount/value',
      );
    }
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(value)) {
      return ppError(
        reply,
        400,
        'INVALID_REQUEST',
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
        '/purchase_units/0/amount/value',
      );
    }
    if (Number(value) <= 0) {
      return ppError(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero.',
        '/purchase_units/0/amount/value',
      );
    }
    const experience = body.payment_source?.paypal?.experience_context;
    const t = now().toISOString();
    const order: Order = {
      id: paypalId(),
      status: body.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit: {
        reference_id: unit.reference_id ?? 'default',
        ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
        ...(unit.description !== undefined ? { description: unit.description } : {}),
        amount: { currency_code: currency, value },
      },
      returnUrl: experience?.return_url ?? body.application_context?.return_url ?? null,
      cancelUrl: experience?.cancel_url ?? body.application_context?.cancel_url ?? null,
      brandName: experience?.brand_name ?? body.application_context?.brand_name ?? 'Merchant',
      viaPaymentSource: Boolean(body.payment_source?.paypal),
      pendingCapture: false,
      payer: null,
      capture: null,
      create_time: t,
      update_time: t,
    };
    orders.set(order.id, order);
    if (typeof requestId === 'string' && requestId !== '') createRequests.set(requestId, order.id);
    return reply.code(201).send(orderView(order));
  });

  const notFound = (reply: FastifyReply) =>
    ppError(
      reply,
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    );

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (req, reply) => {
    if (!bearer(req, reply)) return reply;
    const order = orders.get(req.params.id);
    return order ? orderView(order) : notFound(reply);
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (req, reply) => {
    if (!bearer(req, reply)) return reply;
    const order = orders.get(req.params.id);
    if (!order) return notFound(reply);
    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' && requestId !== '' ? `${order.id} ${requestId}` : null;
    if (key && captureRequests.has(key)) return reply.code(201).send(captureRequests.get(key));
    if (order.status === 'COMPLETED') {
      return ppError(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_ALREADY_CAPTURED',
        "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return ppError(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call.",
      );
    }
    const t = now().toISOString();
    const capture: Capture = {
      id: paypalId(),
      status: order.pendingCapture ? 'PENDING' : 'COMPLETED',
      ...(order.pendingCapture ? { status_details: { reason: 'ECHECK' } } : {}),
      amount: { ...order.unit.amount },
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      ...(order.unit.custom_id !== undefined ? { custom_id: order.unit.custom_id } : {}),
      ...(order.unit.invoice_id !== undefined ? { invoice_id: order.unit.invoice_id } : {}),
      create_time: t,
      update_time: t,
    };
    order.capture = capture;
    order.status = 'COMPLETED'; // PayPal completes the order even when its capture is PENDING
    order.update_time = t;
    captureOrder.set(capture.id, order.id);
    const answer = orderView(order);
    if (key) captureRequests.set(key, answer);
    captureEvent(order, capture);
    return reply.code(201).send(answer);
  });

  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (req, reply) => {
    if (!bearer(req, reply)) return reply;
    const order = orders.get(captureOrder.get(req.params.id) ?? '');
    return order?.capture ? captureResource(order, order.capture) : notFound(reply);
  });

  // ---- Webhook signatures.
  app.get('/v1/notifications/certs/CERT-rian-sandbox', async (_req, reply) =>
    reply.type('application/x-pem-file').send(publicKey.export({ type: 'spki', format: 'pem' })),
  );

  app.post('/v1/notifications/verify-webhook-signature', async (req, reply) => {
    if (!bearer(req, reply)) return reply;
    const parsed = verifySchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return ppError(
        reply,
        400,
        'INVALID_REQUEST',
        'MISSING_REQUIRED_PARAMETER',
        issue?.message ?? 'invalid',
        `/${(issue?.path ?? []).join('/')}`,
      );
    }
    const v = parsed.data;
    let ok = false;
    if (v.auth_algo === AUTH_ALGO && v.cert_url === certUrl && v.webhook_id === PAYPAL_SANDBOX_WEBHOOK_ID) {
      // PayPal recomputes the CRC over the event it is given; the sandbox's own bodies are compact JSON.
      const text = paypalSignedText(v.transmission_id, v.transmission_time, v.webhook_id, JSON.stringify(v.webhook_event));
      try {
        ok = verify('sha256', Buffer.from(text), publicKey, Buffer.from(v.transmission_sig, 'base64'));
      } catch {
        ok = false;
      }
    }
    return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
  });

  // ---- Hosted pages: forms and links only.
  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(sandboxPage({ provider: 'PayPal', title, body }));

  const summary = (o: Order): string => {
    const rows: [string, string][] = [
      ['ร้านค้า · Merchant', o.brandName],
      ['ยอดชำระ · Amount', `${o.unit.amount.value} ${o.unit.amount.currency_code}`],
      ['รายการ · Description', o.unit.description ?? ''],
      ['คำสั่งซื้อ · Order', o.id],
      ['สถานะ · Status', o.capture ? `${o.status} (capture ${o.capture.status})` : o.status],
    ];
    return `<div class="card"><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl></div>`;
  };

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (req, reply) => {
    const order = orders.get(String(req.query.token ?? ''));
    if (!order) return html(reply, 404, 'ไม่พบคำสั่งซื้อ · Order not found', '');
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
      const back = order.returnUrl ? `<p><a href="${escapeHtml(order.returnUrl)}">กลับไปที่ร้าน · Back to the shop</a></p>` : '';
      return html(reply, 200, 'PayPal', `${summary(order)}<p>This order is already ${escapeHtml(order.status)}.</p>${back}`);
    }
    const body = `${summary(order)}<p class="note">Sandbox buyer: buyer@rian-sandbox.example</p>${outcomeForm(`${prefix}/checkoutnow`, { token: order.id })}`;
    return html(reply, 200, 'ชำระด้วย PayPal · Pay with PayPal', body);
  });

  app.post('/checkoutnow', async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const order = orders.get(String(form.token ?? ''));
    if (!order) return html(reply, 404, 'ไม่พบคำสั่งซื้อ · Order not found', '');
    const outcome = readOutcome(form.outcome);
    if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${prefix}/checkoutnow`, { token: order.id }));
    if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
      return html(reply, 409, 'PayPal', `${summary(order)}<p>This order is already ${escapeHtml(order.status)}.</p>`);
    }
    if (outcome === 'failure') {
      // The buyer cancels: PayPal leaves the order as it was and sends the browser to cancel_url.
      if (!order.cancelUrl) return html(reply, 200, 'ยกเลิกแล้ว · Cancelled', summary(order));
      return reply.redirect(withParams(order.cancelUrl, { token: order.id }), 303);
    }
    const payerId = paypalId(13);
    order.status = 'APPROVED';
    order.pendingCapture = outcome === 'pending';
    order.payer = {
      name: { given_name: 'Sandbox', surname: 'Buyer' },
      email_address: 'buyer@rian-sandbox.example',
      payer_id: payerId,
      address: { country_code: 'TH' },
    };
    order.update_time = now().toISOString();
    if (!order.returnUrl) return html(reply, 200, 'อนุมัติแล้ว · Approved', summary(order));
    return reply.redirect(withParams(order.returnUrl, { token: order.id, PayerID: payerId }), 303);
  });

  app.get('/captures', async (_req, reply) => {
    const rows = [...orders.values()]
      .filter((o) => o.capture)
      .map(
        (o) =>
          `<li><a href="${escapeHtml(`${prefix}/captures/${o.capture!.id}`)}">${escapeHtml(o.capture!.id)}</a> · ${escapeHtml(o.unit.amount.value)} ${escapeHtml(o.unit.amount.currency_code)} · ${escapeHtml(o.capture!.status)}</li>`,
      )
      .join('');
    return html(
      reply,
      200,
      'การชำระเงิน · Captures',
      rows ? `<div class="card"><ul>${rows}</ul></div>` : '<p>No captures yet.</p>',
    );
  });

  const capturePage = (reply: FastifyReply, o: Order, c: Capture) => {
    const form =
      c.status === 'PENDING'
        ? `<p class="note">Settle the pending capture (eCheck clears or bounces).</p>${outcomeForm(`${prefix}/captures/${c.id}`, {})}`
        : '';
    return html(reply, 200, `Capture ${c.id}`, `${summary(o)}${form}`);
  };

  app.get<{ Params: { id: string } }>('/captures/:id', async (req, reply) => {
    const order = orders.get(captureOrder.get(req.params.id) ?? '');
    if (!order?.capture) return html(reply, 404, 'ไม่พบรายการ · Capture not found', '');
    return capturePage(reply, order, order.capture);
  });

  app.post<{ Params: { id: string } }>('/captures/:id', async (req, reply) => {
    const order = orders.get(captureOrder.get(req.params.id) ?? '');
    const capture = order?.capture;
    if (!order || !capture) return html(reply, 404, 'ไม่พบรายการ · Capture not found', '');
    const outcome = readOutcome((req.body as Record<string, unknown> | undefined)?.outcome);
    if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${prefix}/captures/${capture.id}`, {}));
    if (capture.status === 'PENDING' && outcome !== 'pending') {
      capture.status = outcome === 'success' ? 'COMPLETED' : 'DECLINED';
      delete capture.status_details;
      capture.update_time = now().toISOString();
      order.update_time = capture.update_time;
      captureEvent(order, capture);
    }
    return capturePage(reply, order, capture);
  });
};

export default paypalSandbox;
export { paypalSandbox };
