// The 2C2P sandbox's PGW 4.3 (payments.md §3): paymentToken, the hosted payment page (installment plans,
// PromptPay QR) with its signed backend notification, and paymentInquiry.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { fromMajor } from '../../money.ts';
import { escapeHtml, outcomeForm, readOutcome } from '../../sandbox-page.ts';
import { CODE_43, PATHS, signJwt, str } from '../protocol.ts';
import { qrCard, summary, withPlanChoice } from '../templates/pages.ts';
import {
  PLANS,
  code99To43,
  errorPage,
  isHttpUrl,
  notification,
  notify,
  page,
  readSigned,
  stamp,
  tokenTxn,
  txnKey,
  type Channel,
  type Twoc2pSandboxContext,
} from './context.ts';

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;
type TokenBodyRequest = FastifyRequest<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>;

async function paymentToken(ctx: Twoc2pSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const r = await readSigned(ctx, req.body);
  if (!r.ok) return reply.send(r.error);
  const c = r.claims;
  const invoiceNo = str(c.invoiceNo);
  const amountText = typeof c.amount === 'number' ? String(c.amount) : str(c.amount);
  const amount = typeof c.amount === 'number' && Number.isFinite(c.amount) ? fromMajor(c.amount) : fromMajor(amountText);
  const channels = Array.isArray(c.paymentChannel) ? c.paymentChannel.map(str) : [];
  const channel: Channel | null = channels.length === 1 && (channels[0] === 'IPP' || channels[0] === 'QR') ? channels[0] : null;
  const fail = async (respDesc: string): Promise<FastifyReply> =>
    reply.send({ payload: await signJwt({ respCode: '9005', respDesc }, r.secret) });
  if (!/^[A-Za-z0-9]{1,20}$/.test(invoiceNo)) return fail('Invalid invoiceNo');
  if (str(c.description).trim() === '') return fail('Missing description');
  if (amount === null || amount <= 0 || !/^\d+(\.\d{1,2})?$/.test(amountText)) return fail('Invalid amount');
  if (str(c.currencyCode) !== 'THB') return fail('Invalid currencyCode');
  if (!channel) return fail('Invalid paymentChannel');
  if (!isHttpUrl(str(c.frontendReturnUrl)) || !isHttpUrl(str(c.backendReturnUrl))) return fail('Invalid return URL');
  const key = txnKey(r.merchantID, invoiceNo);
  const existing = ctx.txns.get(key);
  if (existing && (existing.final || existing.respCode === CODE_43.pending)) {
    return reply.send({ payload: await signJwt({ respCode: '9005', respDesc: 'Duplicate invoiceNo' }, r.secret) });
  }
  ctx.txns.set(key, {
    merchantID: r.merchantID,
    invoiceNo,
    amount,
    currency: 'THB',
    channel,
    description: str(c.description),
    userDefined1: str(c.userDefined1),
    frontendReturnUrl: str(c.frontendReturnUrl),
    backendReturnUrl: str(c.backendReturnUrl),
    respCode: CODE_43.inProgress,
    respDesc: 'Transaction is in progress',
    tranRef: '',
    approvalCode: '',
    maskedPan: '',
    installmentPeriod: null,
    dateTime: stamp(ctx.now()),
    final: false,
  });
  const token = randomBytes(24).toString('base64url');
  ctx.tokens.set(token, key);
  const webPaymentUrl = `${ctx.publicBase()}/payment/4.3/web/${token}`;
  return reply.send({
    payload: await signJwt({ webPaymentUrl, paymentToken: token, respCode: CODE_43.success, respDesc: 'Success' }, r.secret),
  });
}

async function showWebPayment(ctx: Twoc2pSandboxContext, req: TokenRequest, reply: FastifyReply) {
  const txn = tokenTxn(ctx, req.params.token);
  if (!txn) return errorPage(reply, '9010', 'Invalid payment token');
  if (txn.final)
    return page(
      reply,
      200,
      'รายการนี้เสร็จสิ้นแล้ว · Already processed',
      summary(txn, `<dt>respCode</dt><dd>${escapeHtml(txn.respCode)}</dd>`),
    );
  const action = `${ctx.publicBase()}/payment/4.3/web/${req.params.token}`;
  let form = outcomeForm(action, {});
  let extra = '';
  if (txn.channel === 'IPP') form = withPlanChoice(form, txn);
  else extra = qrCard(action);
  const title = txn.channel === 'IPP' ? 'ผ่อนชำระ · Installment' : 'QR พร้อมเพย์ · PromptPay QR';
  return page(reply, 200, title, `${summary(txn)}${extra}<div class="card">${form}</div>`);
}

async function webPaymentQr(ctx: Twoc2pSandboxContext, req: TokenRequest, reply: FastifyReply) {
  if (!tokenTxn(ctx, req.params.token)) return reply.code(404).type('text/plain').send('Not found');
  const png = await QRCode.toBuffer(`${ctx.publicBase()}/payment/4.3/web/${req.params.token}`, { width: 300 });
  return reply.type('image/png').header('cache-control', 'no-store').send(png);
}

async function payWeb(ctx: Twoc2pSandboxContext, req: TokenBodyRequest, reply: FastifyReply) {
  const txn = tokenTxn(ctx, req.params.token);
  const outcome = readOutcome(req.body?.outcome);
  if (!txn) return errorPage(reply, '9010', 'Invalid payment token');
  if (!outcome) return errorPage(reply, '99', 'Invalid outcome');
  if (txn.final) return errorPage(reply, '99', 'Transaction already processed');
  if (txn.channel === 'IPP') {
    const plan = Number(str(req.body?.plan) || txn.installmentPeriod || PLANS[0]);
    if (!(PLANS as readonly number[]).includes(plan)) return errorPage(reply, '99', 'Invalid installment plan');
    txn.installmentPeriod = plan;
    txn.maskedPan = '411111XXXXXX1111';
  }
  const c = code99To43(outcome);
  if (txn.tranRef === '') txn.tranRef = String(randomInt(10_000_000, 99_999_999));
  txn.respCode = c.r43;
  txn.respDesc = outcome === 'failure' ? 'Transaction is rejected' : c.desc;
  txn.approvalCode = outcome === 'success' ? String(randomInt(100_000, 999_999)) : '';
  txn.dateTime = stamp(ctx.now());
  txn.final = outcome !== 'pending';
  const secret = ctx.merchants.get(txn.merchantID) ?? '';
  await notify(ctx, txn.backendReturnUrl, { json: { payload: await signJwt(notification(txn), secret) } });
  // The browser's return is unsigned and says only "2000: inquire" (payments.md §3).
  const paymentResponse = Buffer.from(
    JSON.stringify({
      invoiceNo: txn.invoiceNo,
      channelCode: txn.channel,
      respCode: CODE_43.inquire,
      respDesc: 'Transaction is completed, please do payment inquiry request for full payment information.',
    }),
  ).toString('base64');
  const url = txn.frontendReturnUrl;
  return reply
    .code(303)
    .header('location', `${url}${url.includes('?') ? '&' : '?'}paymentResponse=${encodeURIComponent(paymentResponse)}`)
    .send();
}

async function paymentInquiry(ctx: Twoc2pSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const r = await readSigned(ctx, req.body);
  if (!r.ok) return reply.send(r.error);
  const invoiceNo = str(r.claims.invoiceNo);
  const txn = ctx.txns.get(txnKey(r.merchantID, invoiceNo));
  const answer = txn
    ? notification(txn)
    : { merchantID: r.merchantID, invoiceNo, respCode: '2002', respDesc: 'Transaction not found' };
  return reply.send({ payload: await signJwt(answer, r.secret) });
}

export function registerPgwRoutes(app: FastifyInstance, ctx: Twoc2pSandboxContext): void {
  app.post(PATHS.paymentToken, (req, reply) => paymentToken(ctx, req, reply));
  app.get<{ Params: { token: string } }>('/payment/4.3/web/:token', (req, reply) => showWebPayment(ctx, req, reply));
  app.get<{ Params: { token: string } }>('/payment/4.3/web/:token/qr.png', (req, reply) => webPaymentQr(ctx, req, reply));
  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>('/payment/4.3/web/:token', (req, reply) =>
    payWeb(ctx, req, reply),
  );
  app.post(PATHS.paymentInquiry, (req, reply) => paymentInquiry(ctx, req, reply));
}
