// The Omise sandbox (architecture.md "Payments"): the API (charges, sources, events) at the prefix, the
// card vault at {prefix}/vault, the 3-D Secure page, the PromptPay payer page and its QR image. Webhooks
// {object:'event', key:'charge.complete'} go to opts.webhookUrl, as the Omise dashboard would send them.
//
// Test cards (any name, a future expiry, any 3-4 digit security code):
//   4111111111111111  charged at once: successful
//   4000000000000002  refused at once: failed, failure_code 'payment_rejected'
//   4242424242424242  and every other number passing the Luhn check: 3-D Secure (pending + authorize_uri),
//                     the tester picks the outcome on the authorize page.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { SandboxOptions } from '../module.ts';
import { toMajorString } from '../money.ts';
import { escapeHtml, outcomeForm, readOutcome, sandboxPage } from '../sandbox-page.ts';

export const OMISE_SANDBOX_PUBLIC_KEY = 'pkey_test_rian_sandbox';
export const OMISE_SANDBOX_SECRET_KEY = 'skey_test_rian_sandbox';

/** Omise's minimum charge (spec §9: 20 baht); the USD minimum is the sandbox's assumption. */
const MINIMUM: Record<string, number> = { thb: 2000, usd: 100 };
const PROMPTPAY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_ATTEMPTS = 3;
const WEBHOOK_RETRY_MS = 500;

type CardBehaviour = 'success' | 'fail' | '3ds';

interface Card {
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

interface Token {
  object: 'token';
  id: string;
  livemode: false;
  location: string;
  used: boolean;
  card: Card;
  created_at: string;
}

interface Source {
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

interface Charge {
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
  created_at: string;
}

interface OmiseEvent {
  object: 'event';
  id: string;
  livemode: false;
  location: string;
  key: string;
  data: Charge;
  created_at: string;
}

/** A new charge, pending until the card or source decides (Omise's charge object). */
function newCharge(
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
    created_at: t.toISOString(),
  };
}

function randomId(prefix: string): string {
  // Omise ids: a prefix and 19 lower-case base-36 characters.
  const bytes = randomBytes(19);
  let s = '';
  for (const b of bytes) s += (b % 36).toString(36);
  return `${prefix}_test_${s}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The Basic-auth user (Omise puts the key there, no password). */
function basicUser(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Basic ')) return null;
  const decoded = Buffer.from(h.slice(6), 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? decoded : decoded.slice(0, i);
}

/** Form posts arrive as flat 'card[number]' keys, JSON as nested objects: read both the same way. */
function nest(body: unknown): Record<string, unknown> {
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

function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function int(v: unknown): number | null {
  const s = str(v);
  if (s === null || !/^\d{1,15}$/.test(s.trim())) return null;
  return Number(s.trim());
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

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

const omiseSandbox: FastifyPluginAsync<SandboxOptions> = async (app: FastifyInstance, opts: SandboxOptions) => {
  await app.register(formbody);
  const now = (): Date => (opts.clock ? opts.clock() : new Date());
  const prefix = app.prefix; // '/sandbox/omise'
  const self = `${opts.publicUrl.replace(/\/+$/, '')}${prefix}`;

  const tokens = new Map<string, Token>();
  const behaviours = new Map<string, CardBehaviour>(); // token id → outcome; the card number is not kept
  const sources = new Map<string, Source>();
  const charges = new Map<string, Charge>();
  const events = new Map<string, OmiseEvent>();

  const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
    reply
      .code(status)
      .send({ object: 'error', location: `https://www.omise.co/api-errors#${code.replace(/_/g, '-')}`, code, message });

  // Never a 500 on bad input: Omise's error shape instead (common brief).
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    return fail(reply, status, 'bad_request', err.message ?? 'bad request');
  });
  app.setNotFoundHandler((_req, reply) => fail(reply, 404, 'not_found', 'path not found'));

  const requireKey = (req: FastifyRequest, reply: FastifyReply, key: string): boolean => {
    const user = basicUser(req);
    if (user !== null && sameSecret(user, key)) return true;
    void fail(reply, 401, 'authentication_failure', 'authentication failed');
    return false;
  };

  const deliver = async (event: OmiseEvent): Promise<void> => {
    // Omise retries a webhook the merchant did not accept with a 2xx; the sandbox retries a few times.
    const body = JSON.stringify(event);
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      try {
        const res = await fetch(opts.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'Omise-Webhook/sandbox' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
        app.log.warn({ eventId: event.id, status: res.status, attempt }, 'omise sandbox: webhook not accepted');
      } catch (err) {
        app.log.warn({ eventId: event.id, attempt, err: (err as Error).message }, 'omise sandbox: webhook failed');
      }
      if (attempt < WEBHOOK_ATTEMPTS) await new Promise((r) => setTimeout(r, WEBHOOK_RETRY_MS * attempt));
    }
  };

  const complete = (charge: Charge): void => {
    const event: OmiseEvent = {
      object: 'event',
      id: randomId('evnt'),
      livemode: false,
      location: '',
      key: 'charge.complete',
      data: structuredClone(charge),
      created_at: now().toISOString(),
    };
    event.location = `/events/${event.id}`;
    events.set(event.id, event);
    void deliver(event);
  };

  const settle = (charge: Charge, outcome: 'success' | 'failure', failureCode: string, failureMessage: string): void => {
    if (outcome === 'success') {
      charge.status = 'successful';
      charge.paid = true;
      charge.authorized = true;
      charge.transaction = randomId('trxn');
      charge.paid_at = now().toISOString();
    } else {
      charge.status = 'failed';
      charge.failure_code = failureCode;
      charge.failure_message = failureMessage;
    }
    if (charge.source) charge.source.charge_status = charge.status;
    complete(charge);
  };

  /** A PromptPay charge past its expires_at becomes expired, as Omise does. */
  const current = (charge: Charge): Charge => {
    if (charge.status === 'pending' && charge.expires_at && Date.parse(charge.expires_at) <= now().getTime()) {
      charge.status = 'expired';
      charge.expired = true;
      charge.failure_code = 'payment_expired';
      charge.failure_message = 'payment expired';
      complete(charge);
    }
    return charge;
  };

  // ---- Vault: the browser tokenises the card with the public key.
  app.post('/vault/tokens', async (req, reply) => {
    if (!requireKey(req, reply, OMISE_SANDBOX_PUBLIC_KEY)) return reply;
    const card = nest(req.body).card;
    const c = card && typeof card === 'object' ? (card as Record<string, unknown>) : {};
    const name = str(c.name)?.trim() ?? '';
    const number = (str(c.number) ?? '').replace(/[\s-]/g, '');
    const month = int(c.expiration_month);
    const year = int(c.expiration_year);
    const cvc = str(c.security_code) ?? '';
    const problems: string[] = [];
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) problems.push('number is invalid');
    if (name === '') problems.push("name can't be blank");
    if (month === null || month < 1 || month > 12) problems.push('expiration month is not between 1 and 12');
    if (year === null || year < 1000) problems.push('expiration year is invalid');
    else if (month !== null) {
      const t = now();
      if (year < t.getUTCFullYear() || (year === t.getUTCFullYear() && month < t.getUTCMonth() + 1)) {
        problems.push('expiration date cannot be in the past');
      }
    }
    if (c.security_code !== undefined && !/^\d{3,4}$/.test(cvc)) problems.push('security code is invalid');
    if (problems.length > 0) return fail(reply, 400, 'invalid_card', problems.join(', '));
    const created = now().toISOString();
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
    tokens.set(token.id, token);
    behaviours.set(token.id, behaviourOf(number));
    return reply.code(200).send(token);
  });

  app.get<{ Params: { id: string } }>('/vault/tokens/:id', async (req, reply) => {
    if (!requireKey(req, reply, OMISE_SANDBOX_PUBLIC_KEY)) return reply;
    const token = tokens.get(req.params.id);
    return token ? token : fail(reply, 404, 'not_found', `token ${req.params.id} was not found`);
  });

  // ---- API: secret key.
  app.post('/sources', async (req, reply) => {
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
      created_at: now().toISOString(),
    };
    source.location = `/sources/${source.id}`;
    sources.set(source.id, source);
    return reply.code(200).send(source);
  });

  app.get<{ Params: { id: string } }>('/sources/:id', async (req, reply) => {
    if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
    const source = sources.get(req.params.id);
    return source ? source : fail(reply, 404, 'not_found', `source ${req.params.id} was not found`);
  });

  app.post('/charges', async (req, reply) => {
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
    const t = now();
    const charge = newCharge({ amount, currency, description: str(body.description), metadata, returnUri }, t);
    charge.location = `/charges/${charge.id}`;
    if (cardId !== null) {
      const token = tokens.get(cardId);
      if (!token) return fail(reply, 404, 'not_found', `token ${cardId} was not found`);
      if (token.used) return fail(reply, 400, 'used_token', 'token was already used');
      const behaviour = behaviours.get(cardId) ?? '3ds';
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
        charge.authorize_uri = `${self}/3ds/${charge.id}`;
      }
    } else if (sourceId !== null) {
      const source = sources.get(sourceId);
      if (!source) return fail(reply, 404, 'not_found', `source ${sourceId} was not found`);
      if (source.charge_status !== 'unknown') return fail(reply, 400, 'invalid_charge', 'source was already used');
      if (source.amount !== amount || source.currency !== currency) {
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
          download_uri: `${self}/qr/${charge.id}.png`,
        },
      };
      charge.source = source;
      charge.expires_at = new Date(t.getTime() + PROMPTPAY_LIFETIME_MS).toISOString();
    }
    charges.set(charge.id, charge);
    return reply.code(200).send(charge);
  });

  app.get<{ Params: { id: string } }>('/charges/:id', async (req, reply) => {
    if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
    const charge = charges.get(req.params.id);
    return charge ? current(charge) : fail(reply, 404, 'not_found', `charge ${req.params.id} was not found`);
  });

  app.get<{ Params: { id: string } }>('/events/:id', async (req, reply) => {
    if (!requireKey(req, reply, OMISE_SANDBOX_SECRET_KEY)) return reply;
    const event = events.get(req.params.id);
    return event ? event : fail(reply, 404, 'not_found', `event ${req.params.id} was not found`);
  });

  // ---- Hosted pages (no script: forms and links only).
  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(sandboxPage({ provider: 'Omise', title, body }));

  const summary = (charge: Charge): string => {
    const rows = [
      ['ยอดชำระ · Amount', `${toMajorString(charge.amount)} ${charge.currency.toUpperCase()}`],
      ['รายการ · Description', charge.description ?? ''],
      ...(charge.card ? [['บัตร · Card', `${charge.card.brand} •••• ${charge.card.last_digits}`]] : []),
      ['สถานะ · Status', charge.status],
    ];
    return `<div class="card"><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k ?? '')}</dt><dd>${escapeHtml(v ?? '')}</dd>`).join('')}</dl></div>`;
  };

  const backLink = (charge: Charge): string =>
    charge.return_uri ? `<p><a class="primary" href="${escapeHtml(charge.return_uri)}">กลับไปที่ร้าน · Back to the shop</a></p>` : '';

  app.get<{ Params: { id: string } }>('/3ds/:id', async (req, reply) => {
    const charge = charges.get(req.params.id);
    if (!charge || !charge.card) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
    if (charge.status !== 'pending') {
      return html(
        reply,
        200,
        '3-D Secure',
        `${summary(charge)}<p>This charge is already ${escapeHtml(charge.status)}.</p>${backLink(charge)}`,
      );
    }
    const body = `${summary(charge)}<p class="note">ยืนยันตัวตนผู้ถือบัตร · Cardholder authentication (3-D Secure)</p>${outcomeForm(`${prefix}/3ds/${charge.id}`, {})}`;
    return html(reply, 200, 'ยืนยันการชำระ · 3-D Secure', body);
  });

  app.post<{ Params: { id: string } }>('/3ds/:id', async (req, reply) => {
    const charge = charges.get(req.params.id);
    if (!charge || !charge.card) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
    const outcome = readOutcome((req.body as Record<string, unknown> | undefined)?.outcome);
    if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${prefix}/3ds/${charge.id}`, {}));
    if (charge.status === 'pending' && outcome !== 'pending') {
      settle(charge, outcome, 'failed_3ds', '3-D Secure authentication failed');
    }
    if (outcome === 'pending' || !charge.return_uri) {
      return html(reply, 200, 'รอดำเนินการ · Pending', `${summary(charge)}${backLink(charge)}`);
    }
    return reply.redirect(charge.return_uri, 303);
  });

  const payerUrl = (id: string): string => `${self}/promptpay/${id}`;

  app.get<{ Params: { file: string } }>('/qr/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.png$/, '');
    const charge = charges.get(id);
    if (!charge || !charge.source || !req.params.file.endsWith('.png'))
      return fail(reply, 404, 'not_found', 'document was not found');
    const png = await QRCode.toBuffer(payerUrl(charge.id), { width: 300 });
    return reply.code(200).type('image/png').header('cache-control', 'no-store').send(png);
  });

  app.get<{ Params: { id: string } }>('/promptpay/:id', async (req, reply) => {
    const charge = charges.get(req.params.id);
    if (!charge || !charge.source) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
    current(charge);
    const qr = charge.source.scannable_code?.image.download_uri ?? '';
    const form = charge.status === 'pending' ? outcomeForm(`${prefix}/promptpay/${charge.id}`, {}) : '';
    const body = `<img class="qr" src="${escapeHtml(qr)}" alt="PromptPay QR" width="300" height="300">${summary(charge)}${form}`;
    return html(reply, 200, 'พร้อมเพย์ · PromptPay', body);
  });

  app.post<{ Params: { id: string } }>('/promptpay/:id', async (req, reply) => {
    const charge = charges.get(req.params.id);
    if (!charge || !charge.source) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
    current(charge);
    const outcome = readOutcome((req.body as Record<string, unknown> | undefined)?.outcome);
    if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${prefix}/promptpay/${charge.id}`, {}));
    if (charge.status === 'pending' && outcome !== 'pending') {
      settle(charge, outcome, 'failed_processing', 'the payer did not complete the PromptPay payment');
    }
    return html(reply, 200, 'พร้อมเพย์ · PromptPay', summary(charge));
  });
};

export default omiseSandbox;
export { omiseSandbox };
