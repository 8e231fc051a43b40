// The SCB sandbox's API (payments.md §4): OAuth, QR create and the bill-payment inquiry, with SCB's answers.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { fromMajor, toMajorString } from '../../money.ts';
import { SCB_EVENT_CODE, SCB_REF, SCB_SUCCESS } from '../common.ts';
import {
  QR_LIFETIME_MS,
  TOKEN_LIFETIME_S,
  authorized,
  billPaymentPayload,
  fail,
  sameText,
  scbSandboxCredentials,
  type Qr,
  type ScbSandboxContext,
} from './context.ts';

async function issueToken(ctx: ScbSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!authorized(ctx, req.headers, reply, false)) return reply;
  const body = (req.body ?? {}) as { applicationKey?: unknown; applicationSecret?: unknown };
  const key = typeof body.applicationKey === 'string' ? body.applicationKey : '';
  const secret = typeof body.applicationSecret === 'string' ? body.applicationSecret : '';
  if (!sameText(key, ctx.apiKey) || !sameText(secret, scbSandboxCredentials.secret.apiSecret)) {
    return fail(reply, 401, 9500, 'Invalid application key or secret');
  }
  const accessToken = randomUUID();
  ctx.tokens.set(accessToken, Date.now() + TOKEN_LIFETIME_S * 1000);
  return {
    status: { code: SCB_SUCCESS, description: 'Success' },
    data: {
      accessToken,
      tokenType: 'Bearer',
      expiresIn: TOKEN_LIFETIME_S,
      expiresAt: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S,
    },
  };
}

async function createQr(ctx: ScbSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!authorized(ctx, req.headers, reply, true)) return reply;
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
  if (text('qrType') !== 'PP') return fail(reply, 400, 4101, 'qrType: this sandbox serves PP only');
  if (text('ppType') !== 'BILLERID') return fail(reply, 400, 4101, 'ppType must be BILLERID');
  if (!/^\d{15}$/.test(text('ppId'))) return fail(reply, 400, 4101, 'ppId must be a 15-digit biller id');
  if (text('ppId') !== ctx.billerId) return fail(reply, 400, 4101, 'ppId is not a biller of this application');
  const minor = /^\d+\.\d{2}$/.test(text('amount')) ? fromMajor(text('amount')) : null;
  if (minor === null || minor <= 0) return fail(reply, 400, 4101, 'amount must be a positive "0.00" string');
  if (!SCB_REF.test(text('ref1'))) return fail(reply, 400, 4101, 'ref1 must be [A-Z0-9], 1 to 20 characters');
  for (const k of ['ref2', 'ref3']) {
    if (text(k) !== '' && !SCB_REF.test(text(k))) return fail(reply, 400, 4101, `${k} must be [A-Z0-9], at most 20 characters`);
  }
  if (ctx.qrs.get(text('ref1'))?.transaction) return fail(reply, 400, 4101, 'ref1 is already paid');
  const createdAt = ctx.now();
  const qr: Qr = {
    ppId: text('ppId'),
    amount: toMajorString(minor),
    ref1: text('ref1'),
    ref2: text('ref2'),
    ref3: text('ref3'),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + QR_LIFETIME_MS),
    transaction: null,
  };
  ctx.qrs.set(qr.ref1, qr);
  // The image encodes the payer page, so a phone on the same network can "pay" the sandbox QR.
  const png = await QRCode.toBuffer(`${ctx.selfUrl()}/pay/${qr.ref1}`, { width: 300 });
  return {
    status: { code: SCB_SUCCESS, description: 'Success' },
    data: {
      qrRawData: billPaymentPayload(qr),
      qrImage: png.toString('base64'),
      csExtExpiryTime: String(QR_LIFETIME_MS / 60_000),
    },
  };
}

async function inquire(ctx: ScbSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  if (!authorized(ctx, req.headers, reply, true)) return reply;
  const q = req.query as Record<string, string | undefined>;
  if (q.eventCode !== SCB_EVENT_CODE) return fail(reply, 400, 4101, `eventCode must be ${SCB_EVENT_CODE}`);
  if (q.billerId !== ctx.billerId) return fail(reply, 400, 4101, 'billerId is not a biller of this application');
  if (!q.reference1 || !SCB_REF.test(q.reference1)) return fail(reply, 400, 4101, 'reference1 is required');
  if (!q.transactionDate || !/^\d{4}-\d{2}-\d{2}$/.test(q.transactionDate)) {
    return fail(reply, 400, 4101, 'transactionDate must be yyyy-MM-dd');
  }
  const txn = ctx.qrs.get(q.reference1)?.transaction;
  const data = txn && txn.transactionDateandTime.slice(0, 10) === q.transactionDate ? [txn] : [];
  return { status: { code: SCB_SUCCESS, description: 'Success' }, data };
}

export function registerApiRoutes(app: FastifyInstance, ctx: ScbSandboxContext): void {
  app.post('/v1/oauth/token', (req, reply) => issueToken(ctx, req, reply));
  app.post('/v1/payment/qrcode/create', (req, reply) => createQr(ctx, req, reply));
  app.get('/v1/payment/billpayment/inquiry', (req, reply) => inquire(ctx, req, reply));
}
