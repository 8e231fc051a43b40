// The GBPrimePay sandbox's status API (payments.md §6): check_status_txn behind the secret key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, fields, sameText, thaiStamp, type GbprimepaySandboxContext } from './context.ts';

async function checkStatus(ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const auth = req.headers.authorization ?? '';
  const user = auth.startsWith('Basic ') ? (Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0] ?? '') : '';
  if (!sameText(user, ctx.creds.secret.secretKey)) return apiError(reply, 401, '90', 'Unauthorized');
  const referenceNo = fields(req.body)('referenceNo');
  if (referenceNo === '') return apiError(reply, 400, '01', 'referenceNo is required');
  const txn = ctx.txns.get(referenceNo);
  if (!txn) return { resultCode: '02', resultMessage: 'Transaction not found' };
  return {
    resultCode: '00',
    txn: {
      referenceNo: txn.referenceNo,
      gbpReferenceNo: txn.gbpReferenceNo,
      amount: Number(txn.amount),
      currencyCode: '764',
      status: txn.status,
      resultCode: txn.resultCode,
      paymentType: txn.paymentType,
      detail: txn.detail,
      customerName: txn.customerName,
      customerEmail: txn.customerEmail,
      ...thaiStamp(txn.createdAt),
      ...(txn.paymentType === 'C' ? { cardNo: txn.cardNo } : {}),
    },
  };
}

export function registerStatusRoute(app: FastifyInstance, ctx: GbprimepaySandboxContext): void {
  app.post('/v1/check_status_txn', (req, reply) => checkStatus(ctx, req, reply));
}
