// The GBPrimePay sandbox's method 11 (payments.md §6): the hosted card checkout and its 3-D Secure step.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromMajor, toMajorString } from '../../money.ts';
import { escapeHtml, outcomeForm } from '../../sandbox-page.ts';
import { checkoutChecksum, GBP_REFERENCE } from '../common.ts';
import { cardForm, facts } from '../templates/pages.ts';
import {
  fields,
  finished,
  isHttpUrl,
  luhn,
  newTxn,
  page,
  returnUrl,
  sameText,
  settleChosen,
  txnRoutes,
  type GbprimepaySandboxContext,
  type Txn,
  type TxnHandler,
} from './context.ts';

async function checkout(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const f = fields(req.body);
  const refuse = (why: string) => page(reply, 400, 'ไม่สามารถชำระเงินได้ · Payment refused', `<p>${escapeHtml(why)}</p>`);
  if (!sameText(f('publicKey'), ctx.creds.public.publicKey)) return refuse('Invalid publicKey.');
  const minor = /^\d+\.\d{2}$/.test(f('amount')) ? fromMajor(f('amount')) : null;
  if (minor === null || minor <= 0) return refuse('amount must be a positive "0.00" string.');
  if (!GBP_REFERENCE.test(f('referenceNo'))) return refuse('referenceNo is missing or invalid.');
  if (!isHttpUrl(f('responseUrl')) || !isHttpUrl(f('backgroundUrl')))
    return refuse('responseUrl and backgroundUrl must be URLs.');
  const expected = checkoutChecksum(ctx.creds.secret.secretKey, {
    amount: f('amount'),
    referenceNo: f('referenceNo'),
    responseUrl: f('responseUrl'),
    backgroundUrl: f('backgroundUrl'),
  });
  if (!sameText(f('checksum').toLowerCase(), expected)) return refuse('Invalid checksum.');
  if (finished(ctx, f('referenceNo'))) return refuse('Duplicate referenceNo.');
  const txn = newTxn(ctx, {
    referenceNo: f('referenceNo'),
    paymentType: 'C',
    amount: toMajorString(minor),
    detail: f('detail'),
    customerName: f('customerName'),
    customerEmail: f('customerEmail'),
    responseUrl: f('responseUrl'),
    backgroundUrl: f('backgroundUrl'),
  });
  return reply.redirect(`${ctx.selfUrl()}/gbp/gateway/card/${txn.gbpReferenceNo}`, 303);
}

function cardPage(ctx: GbprimepaySandboxContext, reply: FastifyReply, txn: Txn, code = 200, error = '') {
  const year = ctx.now().getUTCFullYear();
  const body = cardForm(txn, `${ctx.selfUrl()}/gbp/gateway/card/${txn.gbpReferenceNo}`, year, error);
  return page(reply, code, 'ชำระด้วยบัตร · Pay by card', body);
}

const cardTxn = (ctx: GbprimepaySandboxContext, req: FastifyRequest): Txn | undefined => {
  const txn = ctx.byGbpRef.get((req.params as { gbp: string }).gbp);
  return txn && txn.paymentType === 'C' ? txn : undefined;
};

async function showCard(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply, txn: Txn) {
  if (txn.status !== 'G') return reply.redirect(`${ctx.selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, 303);
  return cardPage(ctx, reply, txn);
}

async function submitCard(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply, txn: Txn) {
  if (txn.status !== 'G') return reply.redirect(`${ctx.selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, 303);
  const f = fields(req.body);
  const number = f('cardNumber').replace(/[\s-]/g, '');
  const month = Number(f('expirationMonth'));
  const year = Number(f('expirationYear'));
  const at = ctx.now();
  if (!/^\d{13,16}$/.test(number) || !luhn(number)) return cardPage(ctx, reply, txn, 400, 'Invalid card number.');
  if (!/^\d{1,2}$/.test(f('expirationMonth')) || month < 1 || month > 12 || !/^\d{4}$/.test(f('expirationYear'))) {
    return cardPage(ctx, reply, txn, 400, 'Invalid expiry date.');
  }
  if (year < at.getUTCFullYear() || (year === at.getUTCFullYear() && month < at.getUTCMonth() + 1)) {
    return cardPage(ctx, reply, txn, 400, 'The card has expired.');
  }
  if (!/^\d{3,4}$/.test(f('securityCode'))) return cardPage(ctx, reply, txn, 400, 'Invalid CVV.');
  txn.cardNo = `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`;
  txn.status = 'P';
  return reply.redirect(`${ctx.selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, 303);
}

function threeDsPage(ctx: GbprimepaySandboxContext, reply: FastifyReply, txn: Txn, note = '') {
  if (txn.status === 'G') return reply.redirect(`${ctx.selfUrl()}/gbp/gateway/card/${txn.gbpReferenceNo}`, 303);
  if (txn.status !== 'P') {
    return page(
      reply,
      200,
      'รายการเสร็จสิ้น · Payment finished',
      `${facts(txn)}<p>Result ${escapeHtml(txn.resultCode ?? '')}.</p><p><a href="${escapeHtml(returnUrl(txn))}">กลับสู่ร้านค้า · Back to the merchant</a></p>`,
    );
  }
  return page(
    reply,
    200,
    '3-D Secure · ยืนยันตัวตน',
    `${note}${facts(txn)}<div class="card"><p>Card ${escapeHtml(txn.cardNo)}: the issuer asks the cardholder to confirm.</p>
${outcomeForm(`${ctx.selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, {})}</div>
<p><a href="${escapeHtml(returnUrl(txn))}">กลับสู่ร้านค้า · Back to the merchant</a></p>`,
  );
}

const showThreeDs: TxnHandler = (ctx, _req, reply, txn) => threeDsPage(ctx, reply, txn);

async function confirmThreeDs(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply, txn: Txn) {
  const show = (note?: string) => threeDsPage(ctx, reply, txn, note);
  const shown = settleChosen(ctx, req, reply, txn, show, 'รอการยืนยัน · Awaiting the cardholder: choose again later.');
  // The browser's return is unsigned: Rian confirms with check_status_txn.
  return shown ?? reply.redirect(returnUrl(txn), 303);
}

export function registerCardRoutes(app: FastifyInstance, ctx: GbprimepaySandboxContext): void {
  const card = txnRoutes(ctx, cardTxn, { title: 'ไม่พบรายการ · Unknown payment', body: '<p>No such payment.</p>' });
  app.post('/gbp/gateway/creditcard', (req, reply) => checkout(ctx, req, reply));
  app.get('/gbp/gateway/card/:gbp', card(showCard));
  app.post('/gbp/gateway/card/:gbp', card(submitCard));
  app.get('/gbp/gateway/3ds/:gbp', card(showThreeDs));
  app.post('/gbp/gateway/3ds/:gbp', card(confirmThreeDs));
}
