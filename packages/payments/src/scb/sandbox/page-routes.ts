// The SCB sandbox's payer page (payments.md §4): the phone that scans the QR, as a form.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, outcomeForm, pageSender, readOutcome } from '../../sandbox-page.ts';
import { SCB_EVENT_CODE, thaiDate, thaiDateTime } from '../common.ts';
import { qrFacts } from '../templates/pages.ts';
import { deliver, type Qr, type ScbSandboxContext, type Transaction } from './context.ts';

const page = pageSender('SCB');

function payerPage(ctx: ScbSandboxContext, reply: FastifyReply, qr: Qr, note = '') {
  if (qr.transaction)
    return page(
      reply,
      200,
      'ชำระแล้ว · Already paid',
      `${qrFacts(qr)}<p>Transaction ${escapeHtml(qr.transaction.transactionId)}</p>`,
    );
  if (ctx.now() > qr.expiresAt)
    return page(reply, 410, 'QR หมดอายุ · QR expired', `${qrFacts(qr)}<p>This QR can no longer be paid.</p>`);
  return page(
    reply,
    200,
    'สแกนจ่าย SCB · Pay this QR',
    `${note}${qrFacts(qr)}<div class="card">${outcomeForm(`${ctx.selfUrl()}/pay/${qr.ref1}`, {})}</div>`,
  );
}

async function showPayer(ctx: ScbSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const qr = ctx.qrs.get((req.params as { ref: string }).ref);
  if (!qr) return page(reply, 404, 'ไม่พบ QR · Unknown QR', '<p>No QR with this reference.</p>');
  return payerPage(ctx, reply, qr);
}

/** The transaction SCB records for a successful scan. */
function transactionFor(qr: Qr, at: Date): Transaction {
  return {
    eventCode: SCB_EVENT_CODE,
    transactionType: 'Domestic Transfers',
    reverseFlag: 'N',
    payeeProxyId: qr.ppId,
    payeeProxyType: 'BILLERID',
    payeeAccountNumber: '0987654321',
    payeeName: 'RIAN ACADEMY SANDBOX',
    payerAccountNumber: '0123456789',
    payerName: 'SANDBOX PAYER',
    sendingBankCode: '014',
    receivingBankCode: '014',
    amount: qr.amount,
    transactionId: `${thaiDate(at).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`,
    transactionDateandTime: thaiDateTime(at),
    billPaymentRef1: qr.ref1,
    billPaymentRef2: qr.ref2,
    billPaymentRef3: qr.ref3,
    currencyCode: '764',
    channelCode: 'PMH',
  };
}

async function pay(ctx: ScbSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const qr = ctx.qrs.get((req.params as { ref: string }).ref);
  if (!qr) return page(reply, 404, 'ไม่พบ QR · Unknown QR', '<p>No QR with this reference.</p>');
  const outcome = readOutcome((req.body as { outcome?: unknown } | undefined)?.outcome);
  if (!outcome) return page(reply, 400, 'Choose an outcome', '<p>The form needs outcome = success, failure or pending.</p>');
  if (qr.transaction || ctx.now() > qr.expiresAt) return payerPage(ctx, reply, qr);
  if (outcome === 'pending')
    return payerPage(ctx, reply, qr, '<p class="note">ยังไม่ได้ชำระ · Not paid yet: choose again later.</p>');
  if (outcome === 'failure') {
    // SCB reports successful payments only: a declined scan sends nothing.
    return page(
      reply,
      200,
      'ชำระไม่สำเร็จ · Payment declined',
      `${qrFacts(qr)}<p>The bank declined this payment. Nothing was sent.</p>`,
    );
  }
  const txn = transactionFor(qr, ctx.now());
  qr.transaction = txn;
  const { eventCode: _e, reverseFlag: _r, payeeName: _p, ...confirmation } = txn;
  deliver(ctx, confirmation, 0);
  return page(
    reply,
    200,
    'ชำระสำเร็จ · Paid',
    `${qrFacts(qr)}<p>Transaction ${escapeHtml(txn.transactionId)}. SCB confirms to the merchant.</p>`,
  );
}

export function registerPageRoutes(app: FastifyInstance, ctx: ScbSandboxContext): void {
  app.get('/pay/:ref', (req, reply) => showPayer(ctx, req, reply));
  app.post('/pay/:ref', (req, reply) => pay(ctx, req, reply));
}
