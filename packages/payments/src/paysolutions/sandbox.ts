// The offline PaySolutions (payments.md §7): the payment page (a form post from the buyer's browser),
// the unsigned postback, and orderdetailpost behind the three headers. Like the real page it charges the
// total the form carries, so a buyer-edited total shows up in orderdetailpost for Rian to refuse.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fromMajor, toMajorString } from '../money.ts';
import type { SandboxOptions } from '../module.ts';
import { isHttpUrl } from '../sandbox-checks.ts';
import { escapeHtml, outcomeForm, pageSender, readOutcome } from '../sandbox-page.ts';
import type { ProviderCredentials } from '../types.ts';
import { PATHS, STATUS, str } from './protocol.ts';
import { summary } from './templates/pages.ts';

/** Fixed, clearly fake test credentials: the only ones this sandbox accepts. */
export const PAYSOLUTIONS_SANDBOX_CREDENTIALS: ProviderCredentials = {
  public: { merchantId: '99990001' },
  secret: { apiKey: 'paysolutions_test_rian_sandbox_apikey', secretKey: 'paysolutions_test_rian_sandbox_secret' },
};

export interface Payment {
  merchantid: string;
  refno: string;
  customeremail: string;
  productdetail: string;
  /** What the form said, in satang: what the buyer is charged. */
  total: number;
  returnurl: string;
  postbackurl: string;
  status: string | null;
  statusName: string;
  at: string;
}

/** yyyy-MM-dd HH:mm:ss in Thai time. */
function thaiTime(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const page = pageSender('PaySolutions');

function errorPage(reply: FastifyReply, message: string): FastifyReply {
  return page(
    reply,
    400,
    'ไม่สามารถชำระเงินได้ · Payment error',
    `<div class="card" role="alert"><p>${escapeHtml(message)}</p></div>`,
  );
}

/** The postback to Rian once the buyer has decided (unsigned, payments.md §7). */
async function sendPostback(app: FastifyInstance, p: Payment): Promise<void> {
  const form = {
    refno: p.refno,
    merchantid: p.merchantid,
    customeremail: p.customeremail,
    productdetail: p.productdetail,
    total: toMajorString(p.total),
    cardtype: 'VI',
    status: p.status as string, // set by the caller before the postback
  };
  try {
    await fetch(p.postbackurl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    app.log.warn(
      { host: new URL(p.postbackurl).host, err: (err as Error).message },
      'paysolutions sandbox could not deliver a postback',
    );
  }
}

/** orderdetailpost: the payments of one refno, for the merchant's API key and secret. */
function orderDetail(
  orders: readonly Payment[],
  req: FastifyRequest<{ Body: Record<string, unknown> | undefined }>,
  reply: FastifyReply,
) {
  const creds = PAYSOLUTIONS_SANDBOX_CREDENTIALS;
  const h = req.headers;
  if (
    h.apikey !== creds.secret.apiKey ||
    h.merchantsecretkey !== creds.secret.secretKey ||
    h.merchantid !== creds.public.merchantId
  ) {
    return reply.code(401).send({ error: 'Unauthorized', message: 'Invalid apikey, merchantSecretKey or merchantId' });
  }
  const b = req.body ?? {};
  if (str(b.merchantID) !== creds.public.merchantId)
    return reply.code(400).send({ error: 'BadRequest', message: 'merchantID does not match' });
  const refno = str(b.refno) || str(b.orderNo);
  return reply.send(
    orders
      .filter((o) => o.refno === refno)
      .map((o) => ({
        OrderNo: o.refno,
        ReferenceNo: o.refno,
        MerchantID: o.merchantid,
        ProductDetail: o.productdetail,
        CustomerEmail: o.customeremail,
        CurrencyCode: '00',
        Total: Number(toMajorString(o.total)),
        Status: o.status,
        StatusName: o.statusName,
        CardType: 'VI',
        OrderDateTime: o.at,
      })),
  );
}

export const paysolutionsSandbox: FastifyPluginAsync<SandboxOptions> = async (app, opts) => {
  await app.register(formbody);
  const creds = PAYSOLUTIONS_SANDBOX_CREDENTIALS;
  const sessions = new Map<string, Payment>();
  const orders: Payment[] = [];
  const now = (): Date => (opts.clock ? opts.clock() : new Date());
  const publicBase = (): string => `${opts.publicUrl.replace(/\/+$/, '')}${app.prefix}`;

  app.setErrorHandler((err, req, reply) => {
    req.log.warn({ code: (err as { code?: string }).code }, 'paysolutions sandbox refused a request');
    if (req.url.includes(PATHS.orderDetail)) return reply.code(400).send({ error: 'BadRequest', message: 'Invalid request' });
    return errorPage(reply, 'Invalid request');
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(PATHS.paymentPage, async (req, reply) => {
    const b = req.body ?? {};
    const f = (k: string): string => str(b[k]).trim();
    const total = fromMajor(f('total'));
    if (f('merchantid') !== creds.public.merchantId) return errorPage(reply, 'Invalid merchantid');
    if (!/^\d{1,12}$/.test(f('refno'))) return errorPage(reply, 'Invalid refno (digits, at most 12)');
    if (total === null || total <= 0) return errorPage(reply, 'Invalid total');
    if (f('cc') !== '00') return errorPage(reply, 'Invalid cc (currency code)');
    if (!/^[^\s@]+@[^\s@]+$/.test(f('customeremail'))) return errorPage(reply, 'Invalid customeremail');
    if (f('productdetail') === '') return errorPage(reply, 'Missing productdetail');
    if (!isHttpUrl(f('returnurl')) || !isHttpUrl(f('postbackurl'))) return errorPage(reply, 'Invalid returnurl or postbackurl');
    if (orders.some((o) => o.refno === f('refno') && o.status === STATUS.completed)) return errorPage(reply, 'Duplicate refno');
    const p: Payment = {
      merchantid: f('merchantid'),
      refno: f('refno'),
      customeremail: f('customeremail'),
      productdetail: f('productdetail'),
      total,
      returnurl: f('returnurl'),
      postbackurl: f('postbackurl'),
      status: null,
      statusName: '',
      at: thaiTime(now()),
    };
    const session = randomBytes(18).toString('base64url');
    sessions.set(session, p);
    return page(
      reply,
      200,
      'ชำระเงิน · Payment',
      `${summary(p)}<div class="card">${outcomeForm(`${publicBase()}/epaylink/confirm`, { session })}</div>`,
    );
  });

  app.post<{ Body: Record<string, unknown> | undefined }>('/epaylink/confirm', async (req, reply) => {
    const p = sessions.get(str(req.body?.session));
    const outcome = readOutcome(req.body?.outcome);
    if (!p) return errorPage(reply, 'Session expired');
    if (!outcome) return errorPage(reply, 'Invalid outcome');
    if (p.status !== null && p.status !== STATUS.waiting) return errorPage(reply, 'Order already processed');
    if (p.status === null) orders.push(p);
    p.at = thaiTime(now());
    if (outcome === 'pending') {
      // Waiting for payment (e.g. at a counter): the order shows as WT until it is settled here.
      p.status = STATUS.waiting;
      p.statusName = 'Waiting for payment';
      const back = `<p><a href="${escapeHtml(p.returnurl)}">กลับไปยังร้านค้า · Return to merchant</a></p>`;
      return page(
        reply,
        200,
        'รอชำระเงิน · Waiting for payment',
        `${summary(p)}<div class="card">${back}<p class="note">ชำระภายหลังได้ที่นี่ · Settle it here later.</p>${outcomeForm(`${publicBase()}/epaylink/confirm`, { session: str(req.body?.session) })}</div>`,
      );
    }
    p.status = outcome === 'success' ? STATUS.completed : STATUS.cancelled;
    p.statusName = outcome === 'success' ? 'Completed' : 'Cancelled';
    await sendPostback(app, p);
    return reply.code(303).header('location', p.returnurl).send();
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(PATHS.orderDetail, async (req, reply) =>
    orderDetail(orders, req, reply),
  );
};
