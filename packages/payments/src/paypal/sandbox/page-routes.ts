// The PayPal sandbox's hosted pages (payments.md §2): the buyer's approval page and the pages that
// settle pending captures. Forms and links only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, outcomeForm, pageSender, readOutcome } from '../../sandbox-page.ts';
import { captureList, summary } from '../templates/pages.ts';
import { captureEvent, paypalId, withParams, type Capture, type Order, type PaypalSandboxContext } from './context.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const html = pageSender('PayPal');

async function showCheckout(
  ctx: PaypalSandboxContext,
  req: FastifyRequest<{ Querystring: { token?: string } }>,
  reply: FastifyReply,
) {
  const order = ctx.orders.get(String(req.query.token ?? ''));
  if (!order) return html(reply, 404, 'ไม่พบคำสั่งซื้อ · Order not found', '');
  if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
    const back = order.returnUrl ? `<p><a href="${escapeHtml(order.returnUrl)}">กลับไปที่ร้าน · Back to the shop</a></p>` : '';
    return html(reply, 200, 'PayPal', `${summary(order)}<p>This order is already ${escapeHtml(order.status)}.</p>${back}`);
  }
  const body = `${summary(order)}<p class="note">Sandbox buyer: buyer@rian-sandbox.example</p>${outcomeForm(`${ctx.prefix}/checkoutnow`, { token: order.id })}`;
  return html(reply, 200, 'ชำระด้วย PayPal · Pay with PayPal', body);
}

async function approve(ctx: PaypalSandboxContext, req: FastifyRequest, reply: FastifyReply) {
  const form = (req.body ?? {}) as Record<string, unknown>;
  const order = ctx.orders.get(String(form.token ?? ''));
  if (!order) return html(reply, 404, 'ไม่พบคำสั่งซื้อ · Order not found', '');
  const outcome = readOutcome(form.outcome);
  if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${ctx.prefix}/checkoutnow`, { token: order.id }));
  if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED') {
    return html(reply, 409, 'PayPal', `${summary(order)}<p>This order is already ${escapeHtml(order.status)}.</p>`);
  }
  if (outcome === 'failure') {
    // The buyer cancels: PayPal leaves the order as it was and sends the browser to cancel_url.
    if (!order.cancelUrl) return html(reply, 200, 'ยกเลิกแล้ว · Cancelled', summary(order));
    return reply.redirect(withParams(order.cancelUrl, { token: order.id }), 303);
  }
  const payerId = paypalId(13);
  order.status = 'APPROVED';
  order.pendingCapture = outcome === 'pending';
  order.payer = {
    name: { given_name: 'Sandbox', surname: 'Buyer' },
    email_address: 'buyer@rian-sandbox.example',
    payer_id: payerId,
    address: { country_code: 'TH' },
  };
  order.update_time = ctx.now().toISOString();
  if (!order.returnUrl) return html(reply, 200, 'อนุมัติแล้ว · Approved', summary(order));
  return reply.redirect(withParams(order.returnUrl, { token: order.id, PayerID: payerId }), 303);
}

const capturePage = (ctx: PaypalSandboxContext, reply: FastifyReply, o: Order, c: Capture) => {
  const form =
    c.status === 'PENDING'
      ? `<p class="note">Settle the pending capture (eCheck clears or bounces).</p>${outcomeForm(`${ctx.prefix}/captures/${c.id}`, {})}`
      : '';
  return html(reply, 200, `Capture ${c.id}`, `${summary(o)}${form}`);
};

async function settleCapture(ctx: PaypalSandboxContext, req: IdRequest, reply: FastifyReply) {
  const order = ctx.orders.get(ctx.captureOrder.get(req.params.id) ?? '');
  const capture = order?.capture;
  if (!order || !capture) return html(reply, 404, 'ไม่พบรายการ · Capture not found', '');
  const outcome = readOutcome((req.body as Record<string, unknown> | undefined)?.outcome);
  if (!outcome) return html(reply, 400, 'Choose an outcome', outcomeForm(`${ctx.prefix}/captures/${capture.id}`, {}));
  if (capture.status === 'PENDING' && outcome !== 'pending') {
    capture.status = outcome === 'success' ? 'COMPLETED' : 'DECLINED';
    delete capture.status_details;
    capture.update_time = ctx.now().toISOString();
    order.update_time = capture.update_time;
    captureEvent(ctx, order, capture);
  }
  return capturePage(ctx, reply, order, capture);
}

export function registerPageRoutes(app: FastifyInstance, ctx: PaypalSandboxContext): void {
  app.get<{ Querystring: { token?: string } }>('/checkoutnow', (req, reply) => showCheckout(ctx, req, reply));
  app.post('/checkoutnow', (req, reply) => approve(ctx, req, reply));
  app.get('/captures', async (_req, reply) =>
    html(reply, 200, 'การชำระเงิน · Captures', captureList(ctx.orders.values(), ctx.prefix)),
  );
  app.get<{ Params: { id: string } }>('/captures/:id', async (req, reply) => {
    const order = ctx.orders.get(ctx.captureOrder.get(req.params.id) ?? '');
    if (!order?.capture) return html(reply, 404, 'ไม่พบรายการ · Capture not found', '');
    return capturePage(ctx, reply, order, order.capture);
  });
  app.post<{ Params: { id: string } }>('/captures/:id', (req, reply) => settleCapture(ctx, req, reply));
}
