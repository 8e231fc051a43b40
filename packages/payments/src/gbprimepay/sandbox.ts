// The GBPrimePay sandbox (architecture.md "Payments"; payments.md §6): the hosted card checkout with its
// 3-D Secure step, the PromptPay QR API and the payer's phone as a page, the status API, and the
// unsigned background notification posted to the backgroundUrl given in each request.
import { randomInt, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { SandboxOptions } from '../module.ts';
import { fromMajor, toMajorString } from '../money.ts';
import { escapeHtml, outcomeForm, readOutcome, sandboxPage } from '../sandbox-page.ts';
import { checkoutChecksum, GBP_REFERENCE, type GbpTxnStatus } from './common.ts';

export const gbprimepaySandboxCredentials = {
  public: { publicKey: 'pkey_test_rian_sandbox_gbprimepay' },
  secret: { secretKey: 'skey_test_rian_sandbox_gbprimepay', token: 'token_test_rian_sandbox_gbprimepay' },
};

/** The sandbox's choice of decline code (GBPrimePay's "54"-style refusal). */
const DECLINED = '54';

interface Txn {
  referenceNo: string;
  gbpReferenceNo: string;
  paymentType: 'C' | 'Q';
  amount: string;
  detail: string;
  customerName: string;
  customerEmail: string;
  responseUrl: string;
  backgroundUrl: string;
  status: GbpTxnStatus;
  resultCode: string | null;
  cardNo: string;
  createdAt: Date;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** ddMMyyyy and HHmmss in Thai time, as GBPrimePay writes date and time. */
function thaiStamp(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return { date: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`, time: iso.slice(11, 19).replaceAll(':', '') };
}

function fields(body: unknown): (k: string) => string {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return (k) => (typeof record[k] === 'string' ? (record[k] as string).trim() : '');
}

export const gbprimepaySandbox: FastifyPluginAsync<SandboxOptions> = async (app: FastifyInstance, opts) => {
  await app.register(formbody);
  const txns = new Map<string, Txn>(); // by referenceNo
  const byGbpRef = new Map<string, Txn>();
  const now = () => (opts.clock ? opts.clock() : new Date());
  // opts is read at request time: the server may learn its public URL after registering the plugin.
  const selfUrl = () => `${opts.publicUrl}${app.prefix}`;
  const creds = gbprimepaySandboxCredentials;

  // Never a 500 for bad input: GBPrimePay's JSON error shape.
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) => {
    const http = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    return reply.code(http).send({ resultCode: '01', resultMessage: 'Invalid request' });
  });

  function apiError(reply: FastifyReply, http: number, resultCode: string, resultMessage: string) {
    return reply.code(http).send({ resultCode, resultMessage });
  }

  function page(reply: FastifyReply, code: number, title: string, body: string) {
    return reply
      .code(code)
      .type('text/html; charset=utf-8')
      .send(sandboxPage({ provider: 'GBPrimePay', title, body }));
  }

  function newTxn(f: Omit<Txn, 'gbpReferenceNo' | 'status' | 'resultCode' | 'cardNo' | 'createdAt'>): Txn {
    const old = txns.get(f.referenceNo);
    if (old) byGbpRef.delete(old.gbpReferenceNo);
    const txn: Txn = {
      ...f,
      gbpReferenceNo: `gbp${String(Date.now()).slice(-9)}${String(randomInt(1_000_000)).padStart(6, '0')}`,
      status: 'G',
      resultCode: null,
      cardNo: '',
      createdAt: now(),
    };
    txns.set(txn.referenceNo, txn);
    byGbpRef.set(txn.gbpReferenceNo, txn);
    return txn;
  }

  /** A referenceNo may be used again only while its payment is unfinished. */
  function finished(referenceNo: string): boolean {
    const old = txns.get(referenceNo);
    return old !== undefined && old.status !== 'G' && old.status !== 'P';
  }

  function facts(txn: Txn): string {
    return `<div class="card"><dl><dt>ร้านค้า · Merchant</dt><dd>Rian sandbox merchant</dd>
<dt>รายการ · Detail</dt><dd>${escapeHtml(txn.detail || '-')}</dd><dt>ยอดชำระ · Amount</dt><dd>${escapeHtml(txn.amount)} THB</dd>
<dt>Reference</dt><dd>${escapeHtml(txn.referenceNo)}</dd></dl></div>`;
  }

  /** Settles a payment and posts the background notification to the URL the merchant gave (payments.md §6). */
  function settle(txn: Txn, outcome: 'success' | 'failure'): void {
    txn.status = outcome === 'success' ? 'S' : 'D';
    txn.resultCode = outcome === 'success' ? '00' : DECLINED;
    const amount = Number(txn.amount);
    const notification = {
      resultCode: txn.resultCode,
      amount,
      totalAmount: amount,
      thbAmount: amount,
      referenceNo: txn.referenceNo,
      gbpReferenceNo: txn.gbpReferenceNo,
      currencyCode: '764',
      paymentType: txn.paymentType,
      ...thaiStamp(now()),
      detail: txn.detail,
      customerName: txn.customerName,
      customerEmail: txn.customerEmail,
      retryFlag: 'N',
      ...(txn.paymentType === 'C' ? { cardNo: txn.cardNo } : {}),
    };
    void fetch(txn.backgroundUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => res.arrayBuffer())
      .catch((err: Error) => app.log.warn({ err: err.message }, 'gbprimepay sandbox: background notification not delivered'));
  }

  function returnUrl(txn: Txn): string {
    const url = new URL(txn.responseUrl);
    url.searchParams.set('referenceNo', txn.referenceNo);
    if (txn.resultCode) url.searchParams.set('resultCode', txn.resultCode);
    return url.toString();
  }

  // ---- Method 11: hosted card checkout --------------------------------------------------------------

  app.post('/gbp/gateway/creditcard', async (req, reply) => {
    const f = fields(req.body);
    const refuse = (why: string) => page(reply, 400, 'ไม่สามารถชำระเงินได้ · Payment refused', `<p>${escapeHtml(why)}</p>`);
    if (!sameText(f('publicKey'), creds.public.publicKey)) return refuse('Invalid publicKey.');
    const minor = /^\d+\.\d{2}$/.test(f('amount')) ? fromMajor(f('amount')) : null;
    if (minor === null || minor <= 0) return refuse('amount must be a positive "0.00" string.');
    if (!GBP_REFERENCE.test(f('referenceNo'))) return refuse('referenceNo is missing or invalid.');
    if (!isHttpUrl(f('responseUrl')) || !isHttpUrl(f('backgroundUrl')))
      return refuse('responseUrl and backgroundUrl must be URLs.');
    const expected = checkoutChecksum(creds.secret.secretKey, {
      amount: f('amount'),
      referenceNo: f('referenceNo'),
      responseUrl: f('responseUrl'),
      backgroundUrl: f('backgroundUrl'),
    });
    if (!sameText(f('checksum').toLowerCase(), expected)) return refuse('Invalid checksum.');
    if (finished(f('referenceNo'))) return refuse('Duplicate referenceNo.');
    const txn = newTxn({
      referenceNo: f('referenceNo'),
      paymentType: 'C',
      amount: toMajorString(minor),
      detail: f('detail'),
      customerName: f('customerName'),
      customerEmail: f('customerEmail'),
      responseUrl: f('responseUrl'),
      backgroundUrl: f('backgroundUrl'),
    });
    return reply.redirect(`${selfUrl()}/gbp/gateway/card/${txn.gbpReferenceNo}`, 303);
  });

  function cardPage(reply: FastifyReply, txn: Txn, code = 200, error = '') {
    const year = now().getUTCFullYear();
    const body = `${facts(txn)}<div class="card">${error ? `<p role="alert"><strong>${escapeHtml(error)}</strong></p>` : ''}
<form method="post" action="${escapeHtml(`${selfUrl()}/gbp/gateway/card/${txn.gbpReferenceNo}`)}">
<label for="cardNumber">หมายเลขบัตร · Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="16" pattern="[0-9]{13,16}" required>
<label for="cardHolderName">ชื่อบนบัตร · Name on card</label>
<input id="cardHolderName" name="cardHolderName" autocomplete="cc-name">
<label for="expirationMonth">เดือนหมดอายุ · Expiry month (MM)</label>
<input id="expirationMonth" name="expirationMonth" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" pattern="[0-9]{2}" placeholder="MM" required>
<label for="expirationYear">ปีหมดอายุ · Expiry year (YYYY)</label>
<input id="expirationYear" name="expirationYear" inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" pattern="[0-9]{4}" placeholder="${year + 2}" required>
<label for="securityCode">CVV</label>
<input id="securityCode" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" pattern="[0-9]{3,4}" required>
<div class="actions"><button class="primary" type="submit">ชำระเงิน · Pay ${escapeHtml(txn.amount)} THB</button></div>
</form><p class="note">Test card 4535017710535741, any future expiry, any CVV.</p></div>`;
    return page(reply, code, 'ชำระด้วยบัตร · Pay by card', body);
  }

  app.get('/gbp/gateway/card/:gbp', async (req, reply) => {
    const txn = byGbpRef.get((req.params as { gbp: string }).gbp);
    if (!txn || txn.paymentType !== 'C') return page(reply, 404, 'ไม่พบรายการ · Unknown payment', '<p>No such payment.</p>');
    if (txn.status !== 'G') return reply.redirect(`${selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, 303);
    return cardPage(reply, txn);
  });

  app.post('/gbp/gateway/card/:gbp', async (req, reply) => {
    const txn = byGbpRef.get((req.params as { gbp: string }).gbp);
    if (!txn || txn.paymentType !== 'C') return page(reply, 404, 'ไม่พบรายการ · Unknown payment', '<p>No such payment.</p>');
    if (txn.status !== 'G') return reply.redirect(`${selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, 303);
    const f = fields(req.body);
    const number = f('cardNumber').replace(/[\s-]/g, '');
    const month = Number(f('expirationMonth'));
    const year = Number(f('expirationYear'));
    const at = now();
    if (!/^\d{13,16}$/.test(number) || !luhn(number)) return cardPage(reply, txn, 400, 'Invalid card number.');
    if (!/^\d{1,2}$/.test(f('expirationMonth')) || month < 1 || month > 12 || !/^\d{4}$/.test(f('expirationYear'))) {
      return cardPage(reply, txn, 400, 'Invalid expiry date.');
    }
    if (year < at.getUTCFullYear() || (year === at.getUTCFullYear() && month < at.getUTCMonth() + 1)) {
      return cardPage(reply, txn, 400, 'The card has expired.');
    }
    if (!/^\d{3,4}$/.test(f('securityCode'))) return cardPage(reply, txn, 400, 'Invalid CVV.');
    txn.cardNo = `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`;
    txn.status = 'P';
    return reply.redirect(`${selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, 303);
  });

  function threeDsPage(reply: FastifyReply, txn: Txn, note = '') {
    if (txn.status === 'G') return reply.redirect(`${selfUrl()}/gbp/gateway/card/${txn.gbpReferenceNo}`, 303);
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
${outcomeForm(`${selfUrl()}/gbp/gateway/3ds/${txn.gbpReferenceNo}`, {})}</div>
<p><a href="${escapeHtml(returnUrl(txn))}">กลับสู่ร้านค้า · Back to the merchant</a></p>`,
    );
  }

  app.get('/gbp/gateway/3ds/:gbp', async (req, reply) => {
    const txn = byGbpRef.get((req.params as { gbp: string }).gbp);
    if (!txn || txn.paymentType !== 'C') return page(reply, 404, 'ไม่พบรายการ · Unknown payment', '<p>No such payment.</p>');
    return threeDsPage(reply, txn);
  });

  app.post('/gbp/gateway/3ds/:gbp', async (req, reply) => {
    const txn = byGbpRef.get((req.params as { gbp: string }).gbp);
    if (!txn || txn.paymentType !== 'C') return page(reply, 404, 'ไม่พบรายการ · Unknown payment', '<p>No such payment.</p>');
    const outcome = readOutcome((req.body as { outcome?: unknown } | undefined)?.outcome);
    if (!outcome) return page(reply, 400, 'Choose an outcome', '<p>The form needs outcome = success, failure or pending.</p>');
    if (txn.status !== 'P') return threeDsPage(reply, txn);
    if (outcome === 'pending') {
      return threeDsPage(reply, txn, '<p class="note">รอการยืนยัน · Awaiting the cardholder: choose again later.</p>');
    }
    settle(txn, outcome);
    // The browser's return is unsigned: Rian confirms with check_status_txn.
    return reply.redirect(returnUrl(txn), 303);
  });

  // ---- Method 12: PromptPay QR ----------------------------------------------------------------------

  app.post('/v3/qrcode', async (req, reply) => {
    const f = fields(req.body);
    if (!sameText(f('token'), creds.secret.token)) return apiError(reply, 401, '90', 'Invalid token');
    const minor = /^\d+\.\d{2}$/.test(f('amount')) ? fromMajor(f('amount')) : null;
    if (minor === null || minor <= 0) return apiError(reply, 400, '01', 'Invalid amount');
    if (!GBP_REFERENCE.test(f('referenceNo'))) return apiError(reply, 400, '01', 'Invalid referenceNo');
    if (!isHttpUrl(f('backgroundUrl'))) return apiError(reply, 400, '01', 'Invalid backgroundUrl');
    if (finished(f('referenceNo'))) return apiError(reply, 400, '03', 'Duplicate referenceNo');
    const txn = newTxn({
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
    const png = await QRCode.toBuffer(`${selfUrl()}/qr/${encodeURIComponent(txn.referenceNo)}`, { width: 300 });
    return reply.type('image/png').send(png);
  });

  function payerPage(reply: FastifyReply, txn: Txn, note = '') {
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
      `${note}${facts(txn)}<div class="card">${outcomeForm(`${selfUrl()}/qr/${encodeURIComponent(txn.referenceNo)}`, {})}</div>`,
    );
  }

  app.get('/qr/:ref', async (req, reply) => {
    const txn = txns.get((req.params as { ref: string }).ref);
    if (!txn || txn.paymentType !== 'Q') return page(reply, 404, 'ไม่พบ QR · Unknown QR', '<p>No QR with this reference.</p>');
    return payerPage(reply, txn);
  });

  app.post('/qr/:ref', async (req, reply) => {
    const txn = txns.get((req.params as { ref: string }).ref);
    if (!txn || txn.paymentType !== 'Q') return page(reply, 404, 'ไม่พบ QR · Unknown QR', '<p>No QR with this reference.</p>');
    const outcome = readOutcome((req.body as { outcome?: unknown } | undefined)?.outcome);
    if (!outcome) return page(reply, 400, 'Choose an outcome', '<p>The form needs outcome = success, failure or pending.</p>');
    if (txn.status !== 'P') return payerPage(reply, txn);
    if (outcome === 'pending') return payerPage(reply, txn, '<p class="note">ยังไม่ได้ชำระ · Not paid yet: choose again later.</p>');
    settle(txn, outcome);
    return payerPage(reply, txn);
  });

  // ---- Status ---------------------------------------------------------------------------------------

  app.post('/v1/check_status_txn', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    const user = auth.startsWith('Basic ') ? (Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0] ?? '') : '';
    if (!sameText(user, creds.secret.secretKey)) return apiError(reply, 401, '90', 'Unauthorized');
    const referenceNo = fields(req.body)('referenceNo');
    if (referenceNo === '') return apiError(reply, 400, '01', 'referenceNo is required');
    const txn = txns.get(referenceNo);
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
  });
};
