// The Omise sandbox's card vault: the browser tokenises the card with the public key.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { luhn } from '../../sandbox-checks.ts';
import {
  OMISE_SANDBOX_PUBLIC_KEY,
  fail,
  int,
  nest,
  randomId,
  requireKey,
  showById,
  str,
  type CardBehaviour,
  type IdRequest,
  type OmiseSandboxContext,
  type Token,
} from './context.ts';

function brandOf(n: string): string {
  if (n.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'MasterCard';
  if (/^3[47]/.test(n)) return 'American Express';
  if (/^35/.test(n)) return 'JCB';
  return 'Unknown';
}

function behaviourOf(n: string): CardBehaviour {
  if (n === '4111111111111111') return 'success';
  if (n === '4000000000000002') return 'fail';
  return '3ds';
}

/** What is wrong with the card, in Omise's words; empty when nothing is. */
function cardProblems(ctx: OmiseSandboxContext, c: Record<string, unknown>, name: string, number: string): string[] {
  const month = int(c.expiration_month);
  const year = int(c.expiration_year);
  const cvc = str(c.security_code) ?? '';
  const problems: string[] = [];
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) problems.push('number is invalid');
  if (name === '') problems.push("name can't be blank");
  if (month === null || month < 1 || month > 12) problems.push('expiration month is not between 1 and 12');
  if (year === null || year < 1000) problems.push('expiration year is invalid');
  else if (month !== null) {
    const t = ctx.now();
    if (year < t.getUTCFullYear() || (year === t.getUTCFullYear() && month < t.getUTCMonth() + 1)) {
      problems.push('expiration date cannot be in the past');
    }
  }
  if (c.security_code !== undefined && !/^\d{3,4}$/.test(cvc)) problems.push('security code is invalid');
  return problems;
}

async function createToken(ctx: OmiseSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!requireKey(req, reply, OMISE_SANDBOX_PUBLIC_KEY)) return reply;
  const card = nest(req.body).card;
  const c = card && typeof card === 'object' ? (card as Record<string, unknown>) : {};
  const name = str(c.name)?.trim() ?? '';
  const number = (str(c.number) ?? '').replace(/[\s-]/g, '');
  const month = int(c.expiration_month);
  const year = int(c.expiration_year);
  const problems = cardProblems(ctx, c, name, number);
  if (problems.length > 0) return fail(reply, 400, 'invalid_card', problems.join(', '));
  const created = ctx.now().toISOString();
  const token: Token = {
    object: 'token',
    id: randomId('tokn'),
    livemode: false,
    location: '',
    used: false,
    card: {
      object: 'card',
      id: randomId('card'),
      livemode: false,
      country: 'th',
      brand: brandOf(number),
      bank: 'Rian Sandbox Bank',
      name,
      last_digits: number.slice(-4),
      expiration_month: month ?? 0,
      expiration_year: year ?? 0,
      financing: 'credit',
      fingerprint: randomBytes(16).toString('base64'),
      security_code_check: c.security_code !== undefined,
      created_at: created,
    },
    created_at: created,
  };
  token.location = `/tokens/${token.id}`;
  ctx.tokens.set(token.id, token);
  ctx.behaviours.set(token.id, behaviourOf(number));
  return reply.code(200).send(token);
}

async function showToken(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  return showById(req, reply, OMISE_SANDBOX_PUBLIC_KEY, 'token', (id) => ctx.tokens.get(id));
}

export function registerVaultRoutes(app: FastifyInstance, ctx: OmiseSandboxContext): void {
  app.post('/vault/tokens', (req, reply) => createToken(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/vault/tokens/:id', (req, reply) => showToken(ctx, req, reply));
}
