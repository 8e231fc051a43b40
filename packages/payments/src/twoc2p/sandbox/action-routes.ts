// The sandbox's Payment Action API (protocol.ts): POST /PaymentAction/2.0/action takes a token signed by
// the merchant's private key around XML encrypted for 2C2P's key, and answers the same way back. Only
// refunds (processType R) are served: of a paid invoice of this merchant, never past what was paid in
// all, each one recorded. Its refusal codes are the sandbox's own; a caller believes only "00".
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { fromMajor, toMajorString } from '../../money.ts';
import { ACTION_VERSION, CODE_43, PATHS, actionStamp, buildXml, openAction, parseXml, sealAction } from '../protocol.ts';
import { ACTION_KEYS, stamp, txnKey, type Twoc2pSandboxContext } from './context.ts';

type Answer = Record<string, string>;

function refused(respCode: string, respDesc: string, fields: Answer): Answer {
  return { respCode, respDesc, processType: fields.processType ?? '', invoiceNo: fields.invoiceNo ?? '' };
}

function refund(ctx: Twoc2pSandboxContext, fields: Answer): Answer {
  if (fields.processType !== 'R') return refused('99', 'Process type not served by this sandbox', fields);
  if (!ctx.merchants.has(fields.merchantID ?? '')) return refused('9015', 'Invalid merchant', fields);
  const key = txnKey(fields.merchantID ?? '', fields.invoiceNo ?? '');
  const txn = ctx.txns.get(key);
  if (!txn || txn.respCode !== CODE_43.success) return refused('16', 'Invoice not found or not paid', fields);
  const amount = fromMajor(fields.actionAmount ?? '');
  if (amount === null || amount <= 0) return refused('17', 'Invalid actionAmount', fields);
  const done = ctx.refunds.get(key) ?? [];
  const refunded = done.reduce((sum, r) => sum + r.amount, 0);
  if (refunded + amount > txn.amount) return refused('18', 'Refund amount exceeds the amount paid', fields);
  const record = { amount, referenceNo: String(randomInt(1_000_000, 9_999_999)), dateTime: stamp(ctx.now()) };
  ctx.refunds.set(key, [...done, record]);
  return {
    respCode: '00',
    respDesc: 'Success',
    processType: 'R',
    invoiceNo: txn.invoiceNo,
    amount: toMajorString(amount),
    status: 'RF',
    approvalCode: txn.approvalCode,
    referenceNo: txn.tranRef,
    refundReferenceNo: record.referenceNo,
    transactionDateTime: record.dateTime,
  };
}

export function registerActionRoutes(app: FastifyInstance, ctx: Twoc2pSandboxContext): void {
  app.post(PATHS.paymentAction, async (req, reply) => {
    const token = typeof req.body === 'string' ? req.body : '';
    const xml = await openAction(token, ACTION_KEYS.merchant.publicKey, ACTION_KEYS.twoc2p.privateKey);
    const fields = xml === null ? null : parseXml(xml, 'PaymentProcessRequest');
    const answer = fields ? refund(ctx, fields) : refused('9015', 'Invalid signature or payload', {});
    const out = buildXml('PaymentProcessResponse', { version: ACTION_VERSION, timeStamp: actionStamp(ctx.now()), ...answer });
    reply.type('text/plain');
    return sealAction(out, ACTION_KEYS.twoc2p.privateKey, ACTION_KEYS.merchant.publicKey);
  });
}
