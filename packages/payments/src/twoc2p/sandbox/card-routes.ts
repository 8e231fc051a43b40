// The 2C2P sandbox's card page (payments.md §3): what 2C2P's script does on the merchant's card form
// (encrypt, hand back), and the reading of that encrypted card.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PATHS, str } from '../protocol.ts';
import { cardForm } from '../templates/pages.ts';
import { errorPage, isHttpUrl, luhn, mask, page, type Twoc2pSandboxContext } from './context.ts';

type BodyRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;

function sameSite(ctx: Twoc2pSandboxContext, url: string): boolean {
  // Only back to Rian: the sandbox must not become an open redirect.
  return isHttpUrl(url) && new URL(url).origin === new URL(ctx.opts.publicUrl).origin;
}

async function showCardPage(
  ctx: Twoc2pSandboxContext,
  req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
  reply: FastifyReply,
) {
  const returnUrl = str(req.query.returnUrl);
  if (!sameSite(ctx, returnUrl)) return errorPage(reply, '99', 'Invalid returnUrl');
  return page(reply, 200, 'บัตรเครดิต · Card', cardForm(ctx.publicBase() + PATHS.cardPage, returnUrl, null));
}

function encryptCard(ctx: Twoc2pSandboxContext, v: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ctx.cardKey, iv);
  const plain = JSON.stringify({ pan: v.cardNumber, month: v.expMonth, year: v.expYear, cvv: v.cvv, name: v.cardholderName });
  const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), enc]).toString('base64');
}

async function submitCard(ctx: Twoc2pSandboxContext, req: BodyRequest, reply: FastifyReply) {
  const b = req.body ?? {};
  const v = {
    returnUrl: str(b.returnUrl),
    cardholderName: str(b.cardholderName).trim(),
    cardNumber: str(b.cardNumber).replace(/\s/g, ''),
    expMonth: str(b.expMonth).trim(),
    expYear: str(b.expYear).trim(),
    cvv: str(b.cvv).trim(),
  };
  if (!sameSite(ctx, v.returnUrl)) return errorPage(reply, '99', 'Invalid returnUrl');
  const d = ctx.now();
  const thisMonth = d.getUTCFullYear() * 12 + d.getUTCMonth();
  let error: string | null = null;
  if (v.cardholderName === '') error = 'กรุณากรอกชื่อบนบัตร · Enter the cardholder name';
  else if (!/^\d{13,16}$/.test(v.cardNumber) || !luhn(v.cardNumber)) error = 'หมายเลขบัตรไม่ถูกต้อง · Invalid card number';
  else if (!/^(0[1-9]|1[0-2])$/.test(v.expMonth) || !/^\d{4}$/.test(v.expYear)) error = 'วันหมดอายุไม่ถูกต้อง · Invalid expiry';
  else if (Number(v.expYear) * 12 + Number(v.expMonth) - 1 < thisMonth) error = 'บัตรหมดอายุ · Card expired';
  else if (!/^\d{3,4}$/.test(v.cvv)) error = 'CVV ไม่ถูกต้อง · Invalid CVV';
  if (error) {
    const form = cardForm(ctx.publicBase() + PATHS.cardPage, v.returnUrl, error, { ...v, cardNumber: '', cvv: '' });
    return page(reply, 400, 'บัตรเครดิต · Card', form);
  }
  const q = new URLSearchParams({
    encryptedCardInfo: encryptCard(ctx, v),
    maskedCardInfo: mask(v.cardNumber),
    expMonthCardInfo: v.expMonth,
    expYearCardInfo: v.expYear,
  });
  return reply
    .code(303)
    .header('location', `${v.returnUrl}${v.returnUrl.includes('?') ? '&' : '?'}${q.toString()}`)
    .send();
}

export function decryptCard(ctx: Twoc2pSandboxContext, encCardData: string): { pan: string; name: string } | null {
  try {
    const raw = Buffer.from(encCardData, 'base64');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', ctx.cardKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const card = JSON.parse(plain) as { pan?: unknown; name?: unknown };
    return typeof card.pan === 'string' ? { pan: card.pan, name: str(card.name) } : null;
  } catch {
    return null;
  }
}

export function registerCardRoutes(app: FastifyInstance, ctx: Twoc2pSandboxContext): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(PATHS.cardPage, (req, reply) => showCardPage(ctx, req, reply));
  app.post<{ Body: Record<string, unknown> | undefined }>(PATHS.cardPage, (req, reply) => submitCard(ctx, req, reply));
}
