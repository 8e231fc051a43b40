// The 2C2P sandbox's SecurePayment 9.9 (payments.md §3): PaymentAuth.aspx and its 3-D Secure step, with
// the signed PaymentResponse to the backend and the browser.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currencyFromNumeric } from '../../money.ts';
import { escapeHtml, readOutcome, type SandboxOutcome } from '../../sandbox-page.ts';
import {
  CODE_43,
  PATHS,
  SECURE_PAYMENT_VERSION,
  buildXml,
  envelopeSignedBy,
  fromAmt12,
  openEnvelope,
  sealEnvelope,
  str,
  toAmt12,
} from '../protocol.ts';
import { returnForm, stillPending, summary, threeDsBody } from '../templates/pages.ts';
import { decryptCard } from './card-routes.ts';
import {
  code99To43,
  errorPage,
  isHttpUrl,
  mask,
  notify,
  page,
  stamp,
  txnKey,
  type Twoc2pSandboxContext,
  type Txn,
} from './context.ts';

type BodyRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;

const threeDsUrl = (ctx: Twoc2pSandboxContext): string => `${ctx.publicBase()}/2C2PFrontEnd/SecurePayment/3ds`;

async function securePayment(ctx: Twoc2pSandboxContext, req: BodyRequest, reply: FastifyReply) {
  const env = openEnvelope('PaymentRequest', str(req.body?.paymentRequest));
  if (!env) return errorPage(reply, '99', 'Invalid paymentRequest');
  if (env.version !== SECURE_PAYMENT_VERSION) return errorPage(reply, '99', 'Unsupported version');
  const f = env.fields;
  const merchantID = f.merchantID ?? '';
  const secret = ctx.merchants.get(merchantID);
  if (secret === undefined) return errorPage(reply, '99', 'Invalid merchant');
  if (!envelopeSignedBy(env, secret)) return errorPage(reply, '99', 'Invalid signature');
  const invoiceNo = f.uniqueTransactionCode ?? '';
  const amount = fromAmt12(f.amt);
  const currency = currencyFromNumeric(f.currencyCode ?? '');
  if (!/^[A-Za-z0-9]{1,20}$/.test(invoiceNo)) return errorPage(reply, '99', 'Invalid uniqueTransactionCode');
  if (amount === null || amount <= 0 || f.amt?.length !== 12) return errorPage(reply, '99', 'Invalid amt');
  if (currency === null) return errorPage(reply, '99', 'Invalid currencyCode');
  if (!isHttpUrl(f.frontendReturnUrl ?? '') || !isHttpUrl(f.backendReturnUrl ?? ''))
    return errorPage(reply, '99', 'Invalid result URL');
  if (ctx.txns.has(txnKey(merchantID, invoiceNo))) return errorPage(reply, '99', 'Duplicate uniqueTransactionCode');
  const card = decryptCard(ctx, f.encCardData ?? '');
  if (!card) return errorPage(reply, '99', 'Invalid card data');
  const txn: Txn = {
    merchantID,
    invoiceNo,
    amount,
    currency,
    channel: 'CC',
    description: f.desc ?? '',
    userDefined1: f.userDefined1 ?? '',
    frontendReturnUrl: f.frontendReturnUrl ?? '',
    backendReturnUrl: f.backendReturnUrl ?? '',
    respCode: CODE_43.inProgress,
    respDesc: 'Transaction is in progress',
    tranRef: '',
    approvalCode: '',
    maskedPan: mask(card.pan),
    installmentPeriod: null,
    dateTime: stamp(ctx.now()),
    final: false,
  };
  ctx.txns.set(txnKey(merchantID, invoiceNo), txn);
  const session = randomBytes(18).toString('base64url');
  ctx.sessions.set(session, txnKey(merchantID, invoiceNo));
  const body = threeDsBody(txn, session, card.name || (f.cardholderName ?? ''), threeDsUrl(ctx));
  return page(reply, 200, 'ยืนยันตัวตน 3-D Secure · 3-D Secure', body);
}

/** The signed PaymentResponse 9.9 sends for the transaction as it now stands. */
function paymentResponseFor(ctx: Twoc2pSandboxContext, txn: Txn, outcome: SandboxOutcome, secret: string): string {
  const c = code99To43(outcome);
  const inner = buildXml('PaymentResponse', {
    version: SECURE_PAYMENT_VERSION,
    timeStamp: stamp(ctx.now()),
    merchantID: txn.merchantID,
    respCode: c.r99,
    pan: txn.maskedPan,
    amt: toAmt12(txn.amount),
    uniqueTransactionCode: txn.invoiceNo,
    tranRef: txn.tranRef,
    approvalCode: txn.approvalCode,
    refNumber: txn.tranRef,
    dateTime: txn.dateTime,
    status: c.status,
    failReason: outcome === 'failure' ? c.desc : '',
    userDefined1: txn.userDefined1,
    currencyCode: txn.currency === 'USD' ? '840' : '764',
  });
  return sealEnvelope('PaymentResponse', inner, secret);
}

async function confirmThreeDs(ctx: Twoc2pSandboxContext, req: BodyRequest, reply: FastifyReply) {
  const session = str(req.body?.session);
  const key = ctx.sessions.get(session);
  const txn = key === undefined ? undefined : ctx.txns.get(key);
  const outcome = readOutcome(req.body?.outcome);
  if (!txn) return errorPage(reply, '99', 'Session expired');
  if (!outcome) return errorPage(reply, '99', 'Invalid outcome');
  if (txn.final) return errorPage(reply, '99', 'Transaction already processed');
  const secret = ctx.merchants.get(txn.merchantID) ?? '';
  const c = code99To43(outcome);
  if (txn.tranRef === '') txn.tranRef = String(randomInt(10_000_000, 99_999_999));
  txn.respCode = c.r43;
  txn.respDesc = c.desc;
  txn.approvalCode = outcome === 'success' ? String(randomInt(100_000, 999_999)) : '';
  txn.dateTime = stamp(ctx.now());
  txn.final = outcome !== 'pending';
  const paymentResponse = paymentResponseFor(ctx, txn, outcome, secret);
  await notify(ctx, txn.backendReturnUrl, { form: { paymentResponse } });
  const back = returnForm(txn, paymentResponse);
  const later = outcome === 'pending' ? stillPending(threeDsUrl(ctx), session) : '';
  const title =
    outcome === 'success'
      ? 'ชำระเงินสำเร็จ · Approved'
      : outcome === 'pending'
        ? 'รอดำเนินการ · Pending'
        : 'ชำระเงินไม่สำเร็จ · Declined';
  return page(reply, 200, title, `${summary(txn, `<dt>respCode</dt><dd>${escapeHtml(c.r99)}</dd>`)}${back}${later}`);
}

export function registerSecurePaymentRoutes(app: FastifyInstance, ctx: Twoc2pSandboxContext): void {
  app.post<{ Body: Record<string, unknown> | undefined }>(PATHS.securePayment, (req, reply) => securePayment(ctx, req, reply));
  app.post<{ Body: Record<string, unknown> | undefined }>('/2C2PFrontEnd/SecurePayment/3ds', (req, reply) =>
    confirmThreeDs(ctx, req, reply),
  );
}
