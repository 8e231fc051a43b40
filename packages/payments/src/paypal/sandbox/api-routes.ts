// The PayPal sandbox's API (payments.md §2): OAuth2 client credentials, Orders v2 (create, show,
// capture), captures, and the webhook certificate and signature check, with PayPal's answers.
import { randomBytes, verify } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AUTH_ALGO,
  PAYPAL_SANDBOX_CLIENT_ID,
  PAYPAL_SANDBOX_CLIENT_SECRET,
  PAYPAL_SANDBOX_WEBHOOK_ID,
  TOKEN_LIFETIME_S,
  bearer,
  captureEvent,
  captureResource,
  createSchema,
  orderView,
  paypalId,
  paypalSignedText,
  ppError,
  sameSecret,
  verifySchema,
  type Capture,
  type Order,
  type PaypalSandboxContext,
} from './context.ts';

type CreateBody = z.infer<typeof createSchema>;
type IdRequest = FastifyRequest<{ Params: { id: string } }>;

async function issueToken(ctx: PaypalSandboxContext, req: FastifyRequest, reply: FastifyReply) {
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
  ctx.tokens.set(token, ctx.now().getTime() + TOKEN_LIFETIME_S * 1000);
  return {
    scope:
      'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/checkout/one-click-with-merchant-issued-token',
    access_token: token,
    token_type: 'Bearer',
    app_id: 'APP-RIANSANDBOX',
    expires_in: TOKEN_LIFETIME_S,
    nonce: `${ctx.now().toISOString()}${randomBytes(8).toString('hex')}`,
  };
}

/** PayPal's refusals of an amount, in the order PayPal checks them; null when it is acceptable. */
function refuseAmount(reply: FastifyReply, currency: string, value: string): FastifyReply | null {
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
  return null;
}

function newOrder(ctx: PaypalSandboxContext, body: CreateBody): Order {
  const unit = body.purchase_units[0]!;
  const { currency_code: currency, value } = unit.amount;
  const experience = body.payment_source?.paypal?.experience_context;
  const t = ctx.now().toISOString();
  const order: Order = {
    id: paypalId(),
    status: body.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    unit: {
      reference_id: unit.reference_id ?? 'default',
      ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
      ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
      ...(unit.description !== undefined ? { description: unit.description } : {}),
      amount: { currency_code: currency as 'THB' | 'USD', value },
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
  return order;
}

async function createOrder(ctx: PaypalSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!bearer(ctx, req, reply)) return reply;
  const requestId = req.headers['paypal-request-id'];
  if (typeof requestId === 'string' && ctx.createRequests.has(requestId)) {
    const known = ctx.orders.get(ctx.createRequests.get(requestId)!);
    if (known) return reply.code(200).send(orderView(ctx, known));
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
  const { currency_code: currency, value } = body.purchase_units[0]!.amount;
  const refused = refuseAmount(reply, currency, value);
  if (refused) return refused;
  const order = newOrder(ctx, body);
  ctx.orders.set(order.id, order);
  if (typeof requestId === 'string' && requestId !== '') ctx.createRequests.set(requestId, order.id);
  return reply.code(201).send(orderView(ctx, order));
}

const notFound = (reply: FastifyReply) =>
  ppError(
    reply,
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  );

async function capture(ctx: PaypalSandboxContext, req: IdRequest, reply: FastifyReply) {
  if (!bearer(ctx, req, reply)) return reply;
  const order = ctx.orders.get(req.params.id);
  if (!order) return notFound(reply);
  const requestId = req.headers['paypal-request-id'];
  const key = typeof requestId === 'string' && requestId !== '' ? `${order.id} ${requestId}` : null;
  if (key && ctx.captureRequests.has(key)) return reply.code(201).send(ctx.captureRequests.get(key));
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
  const t = ctx.now().toISOString();
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
  ctx.captureOrder.set(capture.id, order.id);
  const answer = orderView(ctx, order);
  if (key) ctx.captureRequests.set(key, answer);
  captureEvent(ctx, order, capture);
  return reply.code(201).send(answer);
}

async function verifySignature(ctx: PaypalSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!bearer(ctx, req, reply)) return reply;
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
  if (v.auth_algo === AUTH_ALGO && v.cert_url === ctx.certUrl && v.webhook_id === PAYPAL_SANDBOX_WEBHOOK_ID) {
    // PayPal recomputes the CRC over the event it is given; the sandbox's own bodies are compact JSON.
    const text = paypalSignedText(v.transmission_id, v.transmission_time, v.webhook_id, JSON.stringify(v.webhook_event));
    try {
      ok = verify('sha256', Buffer.from(text), ctx.publicKey, Buffer.from(v.transmission_sig, 'base64'));
    } catch {
      ok = false;
    }
  }
  return { verification_status: ok ? 'SUCCESS' : 'FAILURE' };
}

export function registerApiRoutes(app: FastifyInstance, ctx: PaypalSandboxContext): void {
  // ---- OAuth2 client credentials.
  app.post('/v1/oauth2/token', (req, reply) => issueToken(ctx, req, reply));
  // ---- Orders v2.
  app.post('/v2/checkout/orders', (req, reply) => createOrder(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (req, reply) => {
    if (!bearer(ctx, req, reply)) return reply;
    const order = ctx.orders.get(req.params.id);
    return order ? orderView(ctx, order) : notFound(reply);
  });
  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', (req, reply) => capture(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (req, reply) => {
    if (!bearer(ctx, req, reply)) return reply;
    const order = ctx.orders.get(ctx.captureOrder.get(req.params.id) ?? '');
    return order?.capture ? captureResource(ctx, order, order.capture) : notFound(reply);
  });
  // ---- Webhook signatures.
  app.get('/v1/notifications/certs/CERT-rian-sandbox', async (_req, reply) =>
    reply.type('application/x-pem-file').send(ctx.publicKey.export({ type: 'spki', format: 'pem' })),
  );
  app.post('/v1/notifications/verify-webhook-signature', (req, reply) => verifySignature(ctx, req, reply));
}
