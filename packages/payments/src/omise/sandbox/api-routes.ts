// The Omise sandbox's API behind the secret key: sources, charges and events, with Omise's answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MINIMUM,
  OMISE_SANDBOX_SECRET_KEY,
  PROMPTPAY_LIFETIME_MS,
  current,
  fail,
  int,
  nest,
  newCharge,
  randomId,
  requireKey,
  showById,
  str,
  type Charge,
  type IdRequest,
  type OmiseSandboxContext,
  type Source,
} from './context.ts';

async function createSource(ctx: OmiseSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
  const body = nest(req.body);
  const amount = int(body.amount);
  const currency = (str(body.currency) ?? '').toLowerCase();
  if (str(body.type) !== 'promptpay') return fail(reply, 400, 'invalid_source', 'type is not supported by this sandbox');
  if (amount === null) return fail(reply, 400, 'invalid_amount', 'amount must be an integer');
  if (currency !== 'thb') return fail(reply, 400, 'invalid_source', 'currency is not supported for promptpay');
  if (amount < MINIMUM.thb!) return fail(reply, 400, 'invalid_amount', `amount must be at least ${MINIMUM.thb}`);
  const source: Source = {
    object: 'source',
    id: randomId('src'),
    livemode: false,
    location: '',
    type: 'promptpay',
    flow: 'offline',
    amount,
    currency,
    charge_status: 'unknown',
    scannable_code: null,
    created_at: ctx.now().toISOString(),
  };
  source.location = `/sources/${source.id}`;
  ctx.sources.set(source.id, source);
  return reply.code(200).send(source);
}

async function showSource(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  return showById(req, reply, OMISE_SANDBOX_SECRET_KEY, 'source', (id) => ctx.sources.get(id));
}

/** Charges the tokenised card as its test number says; the refusal, or null. */
function chargeCard(
  ctx: OmiseSandboxContext,
  reply: FastifyReply,
  charge: Charge,
  cardId: string,
  returnUri: string | null,
  t: Date,
): FastifyReply | null {
  const token = ctx.tokens.get(cardId);
  if (!token) return fail(reply, 404, 'not_found', `token ${cardId} was not found`);
  if (token.used) return fail(reply, 400, 'used_token', 'token was already used');
  const behaviour = ctx.behaviours.get(cardId) ?? '3ds';
  if (behaviour === '3ds' && returnUri === null) return fail(reply, 400, 'invalid_charge', 'return_uri is required');
  token.used = true;
  charge.card = token.card;
  if (behaviour === 'success') {
    charge.status = 'successful';
    charge.paid = true;
    charge.authorized = true;
    charge.transaction = randomId('trxn');
    charge.paid_at = t.toISOString();
  } else if (behaviour === 'fail') {
    charge.status = 'failed';
    charge.failure_code = 'payment_rejected';
    charge.failure_message = 'payment was rejected by the issuer';
  } else {
    charge.authorize_uri = `${ctx.self}/3ds/${charge.id}`;
  }
  return null;
}

/** Charges a PromptPay source: the charge waits for the payer's scan; the refusal, or null. */
function chargeSource(
  ctx: OmiseSandboxContext,
  reply: FastifyReply,
  charge: Charge,
  sourceId: string,
  t: Date,
): FastifyReply | null {
  const source = ctx.sources.get(sourceId);
  if (!source) return fail(reply, 404, 'not_found', `source ${sourceId} was not found`);
  if (source.charge_status !== 'unknown') return fail(reply, 400, 'invalid_charge', 'source was already used');
  if (source.amount !== charge.amount || source.currency !== charge.currency) {
    return fail(reply, 400, 'invalid_charge', 'amount and currency must match the source');
  }
  source.charge_status = 'pending';
  source.scannable_code = {
    object: 'barcode',
    type: 'qr',
    image: {
      object: 'document',
      id: randomId('docu'),
      livemode: false,
      filename: 'qrcode.png',
      kind: 'qr',
      download_uri: `${ctx.self}/qr/${charge.id}.png`,
    },
  };
  charge.source = source;
  charge.expires_at = new Date(t.getTime() + PROMPTPAY_LIFETIME_MS).toISOString();
  return null;
}

async function createCharge(ctx: OmiseSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
  const body = nest(req.body);
  const amount = int(body.amount);
  const currency = (str(body.currency) ?? '').toLowerCase();
  const cardId = str(body.card);
  const sourceId = str(body.source);
  const returnUri = str(body.return_uri);
  const metadata = body.metadata ?? {};
  if (amount === null) return fail(reply, 400, 'invalid_amount', 'amount must be an integer');
  const minimum = MINIMUM[currency];
  if (minimum === undefined) return fail(reply, 400, 'invalid_charge', 'currency is currently not supported');
  if (amount < minimum) return fail(reply, 400, 'invalid_amount', `amount must be at least ${minimum}`);
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    return fail(reply, 400, 'invalid_charge', 'metadata must be an object');
  }
  if (returnUri !== null && !URL.canParse(returnUri)) return fail(reply, 400, 'invalid_charge', 'return_uri is not a URI');
  if ((cardId === null) === (sourceId === null)) return fail(reply, 400, 'invalid_charge', 'give either card or source');
  const t = ctx.now();
  const charge = newCharge({ amount, currency, description: str(body.description), metadata, returnUri }, t);
  charge.location = `/charges/${charge.id}`;
  if (cardId !== null) {
    const refused = chargeCard(ctx, reply, charge, cardId, returnUri, t);
    if (refused) return refused;
  } else if (sourceId !== null) {
    const refused = chargeSource(ctx, reply, charge, sourceId, t);
    if (refused) return refused;
  }
  ctx.charges.set(charge.id, charge);
  return reply.code(200).send(charge);
}

async function showCharge(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  return showById(req, reply, OMISE_SANDBOX_SECRET_KEY, 'charge', (id) => {
    const charge = ctx.charges.get(id);
    return charge && current(ctx, charge);
  });
}

async function showEvent(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  return showById(req, reply, OMISE_SANDBOX_SECRET_KEY, 'event', (id) => ctx.events.get(id));
}

export function registerApiRoutes(app: FastifyInstance, ctx: OmiseSandboxContext): void {
  app.post('/sources', (req, reply) => createSource(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/sources/:id', (req, reply) => showSource(ctx, req, reply));
  app.post('/charges', (req, reply) => createCharge(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/charges/:id', (req, reply) => showCharge(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/events/:id', (req, reply) => showEvent(ctx, req, reply));
}
