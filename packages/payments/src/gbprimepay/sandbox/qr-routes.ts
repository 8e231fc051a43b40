// The GBPrimePay sandbox's method 12 (payments.md §6): the PromptPay QR API and the payer's phone as a page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { fromMajor, toMajorString } from '../../money.ts';
import { escapeHtml, outcomeForm } from '../../sandbox-page.ts';
import { GBP_REFERENCE } from '../common.ts';
import { facts } from '../templates/pages.ts';
import {
  apiError,
  fields,
  finished,
  isHttpUrl,
  newTxn,
  page,
  sameText,
  settleChosen,
  txnRoutes,
  type GbprimepaySandboxContext,
  type Txn,
} from './context.ts';

async function createQr(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const f = fields(req.body);
  if (!sameText(f('token'), ctx.creds.secret.token)) return apiError(reply, 401, '90', 'Invalid token');
  const minor = /^\d+\.\d{2}$/.test(f('amount')) ? fromMajor(f('amount')) : null;
  if (minor === null || minor <= 0) return apiError(reply, 400, '01', 'Invalid amount');
  if (!GBP_REFERENCE.test(f('referenceNo'))) return apiError(reply, 400, '01', 'Invalid referenceNo');
  if (!isHttpUrl(f('backgroundUrl'))) return apiError(reply, 400, '01', 'Invalid backgroundUrl');
  if (finished(ctx, f('referenceNo'))) return apiError(reply, 400, '03', 'Duplicate referenceNo');
  const txn = newTxn(ctx, {
    referenceNo: f('referenceNo'),
    paymentType: 'Q',
    amount: toMajorString(minor),
    detail: f('detail'),
    customerName: '',
    customerEmail: '',
    responseUrl: '',
    backgroundUrl: f('backgroundUrl'),
  });
  txn.status = 'P';
  // The image encodes the payer page, so a phone on the same network can "pay" the sandbox QR.
  const png = await QRCode.toBuffer(`${ctx.selfUrl()}/qr/${encodeURIComponent(txn.referenceNo)}`, { width: 300 });
  return reply.type('image/png').send(png);
}

function payerPage(ctx: GbprimepaySandboxContext, reply: FastifyReply, txn: Txn, note = '') {
  if (txn.status !== 'P') {
    const paid = txn.status === 'S';
    return page(
      reply,
      200,
      paid ? 'ชำระแล้ว · Paid' : 'ชำระไม่สำเร็จ · Declined',
      `${facts(txn)}<p>Result ${escapeHtml(txn.resultCode ?? '')}.</p>`,
    );
  }
  return page(
    reply,
    200,
    'สแกนจ่าย PromptPay · Pay this QR',
    `${note}${facts(txn)}<div class="card">${outcomeForm(`${ctx.selfUrl()}/qr/${encodeURIComponent(txn.referenceNo)}`, {})}</div>`,
  );
}

const qrTxn = (ctx: GbprimepaySandboxContext, req: FastifyRequest): Txn | undefined => {
  const txn = ctx.txns.get((req.params as { ref: string }).ref);
  return txn && txn.paymentType === 'Q' ? txn : undefined;
};

function showPayer(ctx: GbprimepaySandboxContext, _req: FastifyRequest, reply: FastifyReply, txn: Txn) {
  return payerPage(ctx, reply, txn);
}

async function pay(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply, txn: Txn) {
  const show = (note?: string) => payerPage(ctx, reply, txn, note);
  return settleChosen(ctx, req, reply, txn, show, 'ยังไม่ได้ชำระ · Not paid yet: choose again later.') ?? show();
}

export function registerQrRoutes(app: FastifyInstance, ctx: GbprimepaySandboxContext): void {
  const qr = txnRoutes(ctx, qrTxn, { title: 'ไม่พบ QR · Unknown QR', body: '<p>No QR with this reference.</p>' });
  app.post('/v3/qrcode', (req, reply) => createQr(ctx, req, reply));
  app.get('/qr/:ref', qr(showPayer));
  app.post('/qr/:ref', qr(pay));
}
