// The Omise sandbox's refunds (docs.omise.co/refunds-api): POST /charges/{id}/refunds gives back all or
// part of a successful card charge, never more than is left of it; GET lists or shows them. A PromptPay
// charge cannot be refunded through the API, as with Omise.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OMISE_SANDBOX_SECRET_KEY,
  fail,
  int,
  nest,
  randomId,
  requireKey,
  type OmiseSandboxContext,
  type Refund,
} from './context.ts';

type ChargeRequest = FastifyRequest<{ Params: { id: string } }>;
type RefundRequest = FastifyRequest<{ Params: { id: string; refundId: string } }>;

async function createRefund(ctx: OmiseSandboxContext, req: ChargeRequest, reply: FastifyReply) {
  if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
  const charge = ctx.charges.get(req.params.id);
  if (!charge) return fail(reply, 404, 'not_found', `charge ${req.params.id} was not found`);
  const body = nest(req.body);
  const amount = int(body.amount);
  const metadata = body.metadata ?? {};
  if (amount === null || amount < 1) return fail(reply, 400, 'invalid_amount', 'amount must be a positive integer');
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    return fail(reply, 400, 'bad_request', 'metadata must be an object');
  }
  if (charge.status !== 'successful' || !charge.paid || !charge.card) {
    return fail(reply, 400, 'failed_refund', 'charge is not refundable');
  }
  if (charge.refunded_amount + amount > charge.amount) {
    return fail(reply, 400, 'failed_refund', 'amount exceeds the refundable amount of the charge');
  }
  const refund: Refund = {
    object: 'refund',
    id: randomId('rfnd'),
    livemode: false,
    location: '',
    amount,
    currency: charge.currency,
    charge: charge.id,
    transaction: randomId('trxn'),
    status: 'closed',
    voided: false,
    metadata: metadata as Record<string, unknown>,
    created_at: ctx.now().toISOString(),
  };
  refund.location = `/charges/${charge.id}/refunds/${refund.id}`;
  charge.refunded_amount += amount;
  ctx.refunds.set(refund.id, refund);
  return reply.code(200).send(refund);
}

function refundsOf(ctx: OmiseSandboxContext, chargeId: string): Refund[] {
  return [...ctx.refunds.values()].filter((r) => r.charge === chargeId);
}

async function listRefunds(ctx: OmiseSandboxContext, req: ChargeRequest, reply: FastifyReply) {
  if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
  if (!ctx.charges.has(req.params.id)) return fail(reply, 404, 'not_found', `charge ${req.params.id} was not found`);
  const data = refundsOf(ctx, req.params.id);
  return { object: 'list', from: null, to: null, offset: 0, limit: 20, total: data.length, order: 'chronological', data };
}

async function showRefund(ctx: OmiseSandboxContext, req: RefundRequest, reply: FastifyReply) {
  if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
  const refund = refundsOf(ctx, req.params.id).find((r) => r.id === req.params.refundId);
  return refund ?? fail(reply, 404, 'not_found', `refund ${req.params.refundId} was not found`);
}

export function registerRefundRoutes(app: FastifyInstance, ctx: OmiseSandboxContext): void {
  app.post<{ Params: { id: string } }>('/charges/:id/refunds', (req, reply) => createRefund(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/charges/:id/refunds', (req, reply) => listRefunds(ctx, req, reply));
  app.get<{ Params: { id: string; refundId: string } }>('/charges/:id/refunds/:refundId', (req, reply) =>
    showRefund(ctx, req, reply),
  );
}
