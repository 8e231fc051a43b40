// The Omise sandbox's hosted pages (no script: forms and links only): 3-D Secure, the PromptPay payer
// page and its QR image.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { escapeHtml, outcomeForm, pageSender, readOutcome } from '../../sandbox-page.ts';
import { backLink, summary } from '../templates/pages.ts';
import { current, fail, settle, type OmiseSandboxContext } from './context.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const html = pageSender('Omise');

async function showThreeDs(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  const charge = ctx.charges.get(req.params.id);
  if (!charge || !charge.card) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
  if (charge.status !== 'pending') {
    return html(
      reply,
      200,
      '3-D Secure',
      `${summary(charge)}<p>This charge is already ${escapeHtml(charge.status)}.</p>${backLink(charge)}`,
    );
  }
  const body = `${summary(charge)}<p class="note">ยืนยันตัวตนผู้ถือบัตร · Cardholder authentication (3-D Secure)</p>${outcomeForm(`${ctx.prefix}/3ds/${charge.id}`, {})}`;
  return html(reply, 200, 'ยืนยันการชำระ · 3-D Secure', body);
}

async function confirmThreeDs(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  const charge = ctx.charges.get(req.params.id);
  if (!charge || !charge.card) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
  const outcome = readOutcome((req.body as Record<string, unknown> | undefined)?.outcome);
  if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${ctx.prefix}/3ds/${charge.id}`, {}));
  if (charge.status === 'pending' && outcome !== 'pending') {
    settle(ctx, charge, outcome, 'failed_3ds', '3-D Secure authentication failed');
  }
  if (outcome === 'pending' || !charge.return_uri) {
    return html(reply, 200, 'รอดำเนินการ · Pending', `${summary(charge)}${backLink(charge)}`);
  }
  return reply.redirect(charge.return_uri, 303);
}

const payerUrl = (ctx: OmiseSandboxContext, id: string): string => `${ctx.self}/promptpay/${id}`;

async function qrImage(ctx: OmiseSandboxContext, req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
  const id = req.params.file.replace(/\.png$/, '');
  const charge = ctx.charges.get(id);
  if (!charge || !charge.source || !req.params.file.endsWith('.png'))
    return fail(reply, 404, 'not_found', 'document was not found');
  const png = await QRCode.toBuffer(payerUrl(ctx, charge.id), { width: 300 });
  return reply.code(200).type('image/png').header('cache-control', 'no-store').send(png);
}

async function showPromptpay(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  const charge = ctx.charges.get(req.params.id);
  if (!charge || !charge.source) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
  current(ctx, charge);
  const qr = charge.source.scannable_code?.image.download_uri ?? '';
  const form = charge.status === 'pending' ? outcomeForm(`${ctx.prefix}/promptpay/${charge.id}`, {}) : '';
  const body = `<img class="qr" src="${escapeHtml(qr)}" alt="PromptPay QR" width="300" height="300">${summary(charge)}${form}`;
  return html(reply, 200, 'พร้อมเพย์ · PromptPay', body);
}

async function payPromptpay(ctx: OmiseSandboxContext, req: IdRequest, reply: FastifyReply) {
  const charge = ctx.charges.get(req.params.id);
  if (!charge || !charge.source) return html(reply, 404, 'ไม่พบรายการ · Charge not found', '');
  current(ctx, charge);
  const outcome = readOutcome((req.body as Record<string, unknown> | undefined)?.outcome);
  if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${ctx.prefix}/promptpay/${charge.id}`, {}));
  if (charge.status === 'pending' && outcome !== 'pending') {
    settle(ctx, charge, outcome, 'failed_processing', 'the payer did not complete the PromptPay payment');
  }
  return html(reply, 200, 'พร้อมเพย์ · PromptPay', summary(charge));
}

export function registerPageRoutes(app: FastifyInstance, ctx: OmiseSandboxContext): void {
  app.get<{ Params: { id: string } }>('/3ds/:id', (req, reply) => showThreeDs(ctx, req, reply));
  app.post<{ Params: { id: string } }>('/3ds/:id', (req, reply) => confirmThreeDs(ctx, req, reply));
  app.get<{ Params: { file: string } }>('/qr/:file', (req, reply) => qrImage(ctx, req, reply));
  app.get<{ Params: { id: string } }>('/promptpay/:id', (req, reply) => showPromptpay(ctx, req, reply));
  app.post<{ Params: { id: string } }>('/promptpay/:id', (req, reply) => payPromptpay(ctx, req, reply));
}
