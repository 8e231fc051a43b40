// The PayPal sandbox's refunds (Payments v2): POST /v2/payments/captures/{id}/refund gives back all
// (empty body) or part ({amount}) of a COMPLETED capture, never more than is left of it
// (CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED), once per PayPal-Request-Id; GET
// /v2/payments/refunds/{id} shows one.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromMajor, toMajorString } from '../../money.ts';
import { bearer, ppError, type PaypalSandboxContext } from './context.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

function requestedAmount(body: unknown, currency: string, left: number): number | null {
  const amount = (body as { amount?: { currency_code?: unknown; value?: unknown } } | null)?.amount;
  if (amount === undefined) return left;
  if (amount.currency_code !== currency || typeof amount.value !== 'string') return null;
  return fromMajor(amount.value);
}

async function refundCapture(ctx: PaypalSandboxContext, req: IdRequest, reply: FastifyReply) {
  if (!bearer(ctx, req, reply)) return reply;
  const key = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : null;
  if (key && ctx.refundRequests.has(key)) return reply.code(201).send(ctx.refundRequests.get(key));
  const order = ctx.orders.get(ctx.captureOrder.get(req.params.id) ?? '');
  const capture = order?.capture;
  if (!capture) return ppError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
  const paid = fromMajor(capture.amount.value) ?? 0;
  const done = ctx.refunded.get(capture.id) ?? 0;
  if (capture.status !== 'COMPLETED') {
    return ppError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_NOT_REFUNDABLE', 'The capture is not completed.');
  }
  if (done >= paid)
    return ppError(reply, 422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  const amount = requestedAmount(req.body, capture.amount.currency_code, paid - done);
  if (amount === null || amount <= 0) {
    return ppError(reply, 422, 'UNPROCESSABLE_ENTITY', 'INVALID_AMOUNT', 'The refund amount is not valid.', '/amount');
  }
  if (done + amount > paid) {
    return ppError(
      reply,
      422,
      'UNPROCESSABLE_ENTITY',
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  }
  ctx.refunded.set(capture.id, done + amount);
  const t = ctx.now().toISOString();
  const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
  const refund = {
    id,
    status: 'COMPLETED',
    amount: { currency_code: capture.amount.currency_code, value: toMajorString(amount) },
    ...((req.body as { invoice_id?: unknown } | null)?.invoice_id
      ? { invoice_id: String((req.body as { invoice_id: unknown }).invoice_id) }
      : {}),
    note_to_payer: String((req.body as { note_to_payer?: unknown } | null)?.note_to_payer ?? ''),
    create_time: t,
    update_time: t,
    links: [
      { href: `${ctx.self}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
      { href: `${ctx.self}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
    ],
  };
  ctx.refunds.set(id, refund);
  if (key) ctx.refundRequests.set(key, refund);
  return reply.code(201).send(refund);
}

export function registerRefundRoutes(app: FastifyInstance, ctx: PaypalSandboxContext): void {
  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', (req, reply) => refundCapture(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (req, reply) => {
    if (!bearer(ctx, req, reply)) return reply;
    return (
      ctx.refunds.get(req.params.id) ??
      ppError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.')
    );
  });
}
