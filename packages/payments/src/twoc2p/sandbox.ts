// The offline 2C2P (payments.md §3): the sandbox card page that stands in for 2C2P's card-encrypting
// script, SecurePayment 9.9 PaymentAuth.aspx with its 3-D Secure step, the PGW 4.3 paymentToken /
// paymentInquiry API and its hosted payment page (installment plans, PromptPay QR). State lives in memory
// in this plugin instance. It checks the merchant's signatures and signs what it sends, like 2C2P.
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { decodeJwt } from 'jose';
import QRCode from 'qrcode';
import { currencyFromNumeric, fromMajor, toMajorString } from '../money.ts';
import type { SandboxOptions } from '../module.ts';
import { escapeHtml, outcomeForm, readOutcome, sandboxPage } from '../sandbox-page.ts';
import type { SandboxOutcome } from '../sandbox-page.ts';
import type { Currency, ProviderCredentials } from '../types.ts';
import {
  CODE_43,
  CODE_99,
  PATHS,
  SECURE_PAYMENT_VERSION,
  buildXml,
  envelopeSignedBy,
  fromAmt12,
  openEnvelope,
  sealEnvelope,
  signJwt,
  str,
  toAmt12,
  verifyJwt,
} from './protocol.ts';

/** Fixed, clearly fake test credentials: the only ones this sandbox accepts. */
export const TWOC2P_SANDBOX_CREDENTIALS: ProviderCredentials = {
  public: { merchantId: 'RIAN_SANDBOX_MID' },
  secret: { secretKey: 'twoc2p_test_rian_sandbox_secret_key_0001' },
};

type Channel = 'CC' | 'IPP' | 'QR';

interface Txn {
  merchantID: string;
  invoiceNo: string;
  amount: number;
  currency: Currency;
  channel: Channel;
  description: string;
  userDefined1: string;
  frontendReturnUrl: string;
  backendReturnUrl: string;
  /** The 4.3 code paymentInquiry reports ('2001' until the buyer chose). */
  respCode: string;
  respDesc: string;
  tranRef: string;
  approvalCode: string;
  maskedPan: string;
  installmentPeriod: number | null;
  dateTime: string;
  final: boolean;
}

const PLANS = [3, 6, 10] as const;
const ERR_PAGE_TITLE = 'ชำระเงินไม่ได้ · Payment error';
const RETURN_LABEL = 'กลับไปยังร้านค้า · Return to merchant';

/** 2C2P's yyyyMMddHHmmss, in Thai time (UTC+7). */
function stamp(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function mask(pan: string): string {
  return pan.slice(0, 6) + 'X'.repeat(Math.max(0, pan.length - 10)) + pan.slice(-4);
}

function luhn(pan: string): boolean {
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function code99To43(outcome: SandboxOutcome): { r99: string; r43: string; desc: string; status: string } {
  if (outcome === 'success') return { r99: CODE_99.approved, r43: CODE_43.success, desc: 'Approved', status: 'A' };
  if (outcome === 'pending') return { r99: CODE_99.pending, r43: CODE_43.pending, desc: 'Transaction is pending', status: 'P' };
  return { r99: CODE_99.declined, r43: CODE_43.failed, desc: 'Do not honour', status: 'F' };
}

export const twoc2pSandbox: FastifyPluginAsync<SandboxOptions> = async (app, opts) => {
  await app.register(formbody);
  const merchants = new Map<string, string>([
    [TWOC2P_SANDBOX_CREDENTIALS.public.merchantId ?? '', TWOC2P_SANDBOX_CREDENTIALS.secret.secretKey ?? ''],
  ]);
  // Stands in for 2C2P's card-encryption key pair: only this sandbox instance can read encCardData.
  const cardKey = randomBytes(32);
  const txns = new Map<string, Txn>();
  const sessions = new Map<string, string>();
  const tokens = new Map<string, string>();
  const now = (): Date => (opts.clock ? opts.clock() : new Date());
  const publicBase = (): string => `${opts.publicUrl.replace(/\/+$/, '')}${app.prefix}`;
  const txnKey = (merchantID: string, invoiceNo: string): string => `${merchantID}|${invoiceNo}`;

  function page(reply: FastifyReply, code: number, title: string, body: string): FastifyReply {
    return reply
      .code(code)
      .type('text/html; charset=utf-8')
      .send(sandboxPage({ provider: '2C2P', title, body }));
  }

  /** The 9.9 error page: 2C2P shows respCode and a description, and sends nothing to the merchant. */
  function errorPage(reply: FastifyReply, respCode: string, description: string): FastifyReply {
    return page(
      reply,
      400,
      ERR_PAGE_TITLE,
      `<div class="card"><dl><dt>respCode</dt><dd>${escapeHtml(respCode)}</dd><dt>Description</dt><dd>${escapeHtml(description)}</dd></dl></div>`,
    );
  }

  app.setErrorHandler((err, req, reply) => {
    req.log.warn({ code: (err as { code?: string }).code }, 'twoc2p sandbox refused a request');
    if (req.url.includes('/payment/4.3/') && !req.url.includes('/web/')) {
      return reply.code(200).send({ respCode: '9004', respDesc: 'Invalid request' });
    }
    return errorPage(reply, '99', 'Invalid request');
  });

  async function notify(url: string, init: { json?: unknown; form?: Record<string, string> }): Promise<void> {
    const body = init.json !== undefined ? JSON.stringify(init.json) : new URLSearchParams(init.form).toString();
    const type = init.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
    try {
      await fetch(url, { method: 'POST', headers: { 'content-type': type }, body, signal: AbortSignal.timeout(10_000) });
    } catch (err) {
      app.log.warn({ host: new URL(url).host, err: (err as Error).message }, 'twoc2p sandbox could not deliver a notification');
    }
  }

  // ---- Card page: what 2C2P's script does on the merchant's card form (encrypt, hand back). ----

  function sameSite(url: string): boolean {
    // Only back to Rian: the sandbox must not become an open redirect.
    return isHttpUrl(url) && new URL(url).origin === new URL(opts.publicUrl).origin;
  }

  function cardForm(returnUrl: string, error: string | null, values: Record<string, string> = {}): string {
    const field = (name: string, label: string, extra: string): string =>
      `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${extra}>`;
    return `${error ? `<p class="card" role="alert">${escapeHtml(error)}</p>` : ''}<form class="card" method="post" action="${escapeHtml(publicBase() + PATHS.cardPage)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
${field('cardholderName', 'ชื่อบนบัตร · Cardholder name', 'autocomplete="cc-name" maxlength="100" required')}
${field('cardNumber', 'หมายเลขบัตร · Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="16" required')}
${field('expMonth', 'เดือนหมดอายุ · Expiry month (MM)', 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required')}
${field('expYear', 'ปีหมดอายุ · Expiry year (YYYY)', 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" required')}
${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
<div class="actions"><button class="primary" type="submit">ดำเนินการต่อ · Continue</button></div>
<p class="note">Test card: 4111111111111111, any future expiry, any CVV.</p></form>`;
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(PATHS.cardPage, async (req, reply) => {
    const returnUrl = str(req.query.returnUrl);
    if (!sameSite(returnUrl)) return errorPage(reply, '99', 'Invalid returnUrl');
    return page(reply, 200, 'บัตรเครดิต · Card', cardForm(returnUrl, null));
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(PATHS.cardPage, async (req, reply) => {
    const b = req.body ?? {};
    const v = {
      returnUrl: str(b.returnUrl),
      cardholderName: str(b.cardholderName).trim(),
      cardNumber: str(b.cardNumber).replace(/\s/g, ''),
      expMonth: str(b.expMonth).trim(),
      expYear: str(b.expYear).trim(),
      cvv: str(b.cvv).trim(),
    };
    if (!sameSite(v.returnUrl)) return errorPage(reply, '99', 'Invalid returnUrl');
    const d = now();
    const thisMonth = d.getUTCFullYear() * 12 + d.getUTCMonth();
    let error: string | null = null;
    if (v.cardholderName === '') error = 'กรุณากรอกชื่อบนบัตร · Enter the cardholder name';
    else if (!/^\d{13,16}$/.test(v.cardNumber) || !luhn(v.cardNumber)) error = 'หมายเลขบัตรไม่ถูกต้อง · Invalid card number';
    else if (!/^(0[1-9]|1[0-2])$/.test(v.expMonth) || !/^\d{4}$/.test(v.expYear)) error = 'วันหมดอายุไม่ถูกต้อง · Invalid expiry';
    else if (Number(v.expYear) * 12 + Number(v.expMonth) - 1 < thisMonth) error = 'บัตรหมดอายุ · Card expired';
    else if (!/^\d{3,4}$/.test(v.cvv)) error = 'CVV ไม่ถูกต้อง · Invalid CVV';
    if (error) return page(reply, 400, 'บัตรเครดิต · Card', cardForm(v.returnUrl, error, { ...v, cardNumber: '', cvv: '' }));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', cardKey, iv);
    const plain = JSON.stringify({ pan: v.cardNumber, month: v.expMonth, year: v.expYear, cvv: v.cvv, name: v.cardholderName });
    const enc = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const encryptedCardInfo = Buffer.concat([iv, cipher.getAuthTag(), enc]).toString('base64');
    const q = new URLSearchParams({
      encryptedCardInfo,
      maskedCardInfo: mask(v.cardNumber),
      expMonthCardInfo: v.expMonth,
      expYearCardInfo: v.expYear,
    });
    return reply
      .code(303)
      .header('location', `${v.returnUrl}${v.returnUrl.includes('?') ? '&' : '?'}${q.toString()}`)
      .send();
  });

  function decryptCard(encCardData: string): { pan: string; name: string } | null {
    try {
      const raw = Buffer.from(encCardData, 'base64');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', cardKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      const card = JSON.parse(plain) as { pan?: unknown; name?: unknown };
      return typeof card.pan === 'string' ? { pan: card.pan, name: str(card.name) } : null;
    } catch {
      return null;
    }
  }

  // ---- SecurePayment 9.9 ----

  app.post<{ Body: Record<string, unknown> | undefined }>(PATHS.securePayment, async (req, reply) => {
    const env = openEnvelope('PaymentRequest', str(req.body?.paymentRequest));
    if (!env) return errorPage(reply, '99', 'Invalid paymentRequest');
    if (env.version !== SECURE_PAYMENT_VERSION) return errorPage(reply, '99', 'Unsupported version');
    const f = env.fields;
    const merchantID = f.merchantID ?? '';
    const secret = merchants.get(merchantID);
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
    if (txns.has(txnKey(merchantID, invoiceNo))) return errorPage(reply, '99', 'Duplicate uniqueTransactionCode');
    const card = decryptCard(f.encCardData ?? '');
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
      dateTime: stamp(now()),
      final: false,
    };
    txns.set(txnKey(merchantID, invoiceNo), txn);
    const session = randomBytes(18).toString('base64url');
    sessions.set(session, txnKey(merchantID, invoiceNo));
    return page(reply, 200, 'ยืนยันตัวตน 3-D Secure · 3-D Secure', threeDsBody(txn, session, card.name || (f.cardholderName ?? '')));
  });

  function summary(txn: Txn, extra = ''): string {
    return `<div class="card"><dl><dt>ร้านค้า · Merchant</dt><dd>${escapeHtml(txn.merchantID)}</dd>
<dt>รายการ · Item</dt><dd>${escapeHtml(txn.description)}</dd>
<dt>เลขที่ · Invoice</dt><dd>${escapeHtml(txn.invoiceNo)}</dd>
<dt>ยอดชำระ · Amount</dt><dd>${escapeHtml(toMajorString(txn.amount))} ${escapeHtml(txn.currency)}</dd>${extra}</dl></div>`;
  }

  function threeDsBody(txn: Txn, session: string, holder: string): string {
    const card = `<dt>บัตร · Card</dt><dd>${escapeHtml(txn.maskedPan)}</dd><dt>ผู้ถือบัตร · Holder</dt><dd>${escapeHtml(holder)}</dd>`;
    return `${summary(txn, card)}<p class="note">ธนาคารผู้ออกบัตรขอยืนยันการชำระ · The issuing bank asks you to confirm.</p>${outcomeForm(`${publicBase()}/2C2PFrontEnd/SecurePayment/3ds`, { session })}`;
  }

  app.post<{ Body: Record<string, unknown> | undefined }>('/2C2PFrontEnd/SecurePayment/3ds', async (req, reply) => {
    const session = str(req.body?.session);
    const key = sessions.get(session);
    const txn = key === undefined ? undefined : txns.get(key);
    const outcome = readOutcome(req.body?.outcome);
    if (!txn) return errorPage(reply, '99', 'Session expired');
    if (!outcome) return errorPage(reply, '99', 'Invalid outcome');
    if (txn.final) return errorPage(reply, '99', 'Transaction already processed');
    const secret = merchants.get(txn.merchantID) ?? '';
    const c = code99To43(outcome);
    if (txn.tranRef === '') txn.tranRef = String(randomInt(10_000_000, 99_999_999));
    txn.respCode = c.r43;
    txn.respDesc = c.desc;
    txn.approvalCode = outcome === 'success' ? String(randomInt(100_000, 999_999)) : '';
    txn.dateTime = stamp(now());
    txn.final = outcome !== 'pending';
    const inner = buildXml('PaymentResponse', {
      version: SECURE_PAYMENT_VERSION,
      timeStamp: stamp(now()),
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
    const paymentResponse = sealEnvelope('PaymentResponse', inner, secret);
    await notify(txn.backendReturnUrl, { form: { paymentResponse } });
    const back = `<form method="post" action="${escapeHtml(txn.frontendReturnUrl)}"><input type="hidden" name="paymentResponse" value="${escapeHtml(paymentResponse)}"><div class="actions"><button class="primary" type="submit">${RETURN_LABEL}</button></div></form>`;
    const later =
      outcome === 'pending'
        ? `<div class="card"><p class="note">รายการยังค้างอยู่: ผลสุดท้ายจะส่งให้ร้านค้าภายหลัง · Still pending: settle it here later.</p>${outcomeForm(`${publicBase()}/2C2PFrontEnd/SecurePayment/3ds`, { session })}</div>`
        : '';
    const title =
      outcome === 'success'
        ? 'ชำระเงินสำเร็จ · Approved'
        : outcome === 'pending'
          ? 'รอดำเนินการ · Pending'
          : 'ชำระเงินไม่สำเร็จ · Declined';
    return page(reply, 200, title, `${summary(txn, `<dt>respCode</dt><dd>${escapeHtml(c.r99)}</dd>`)}${back}${later}`);
  });

  // ---- PGW 4.3 ----

  /** Reads {payload: JWT}: unsigned errors when the JWT cannot be read or trusted (as 4.3 does). */
  async function readSigned(
    body: unknown,
  ): Promise<{ ok: true; merchantID: string; secret: string; claims: Record<string, unknown> } | { ok: false; error: object }> {
    const payload = body && typeof body === 'object' ? (body as Record<string, unknown>).payload : undefined;
    if (typeof payload !== 'string') return { ok: false, error: { respCode: '9004', respDesc: 'Invalid request payload' } };
    let merchantID: string;
    try {
      merchantID = str(decodeJwt(payload).merchantID);
    } catch {
      return { ok: false, error: { respCode: '9004', respDesc: 'Invalid request payload' } };
    }
    const secret = merchants.get(merchantID);
    const claims = secret === undefined ? null : await verifyJwt(payload, secret);
    if (secret === undefined || !claims)
      return { ok: false, error: { respCode: '9015', respDesc: 'Invalid merchant or signature' } };
    return { ok: true, merchantID, secret, claims };
  }

  app.post(PATHS.paymentToken, async (req, reply) => {
    const r = await readSigned(req.body);
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
    const existing = txns.get(key);
    if (existing && (existing.final || existing.respCode === CODE_43.pending)) {
      return reply.send({ payload: await signJwt({ respCode: '9005', respDesc: 'Duplicate invoiceNo' }, r.secret) });
    }
    txns.set(key, {
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
      dateTime: stamp(now()),
      final: false,
    });
    const paymentToken = randomBytes(24).toString('base64url');
    tokens.set(paymentToken, key);
    const webPaymentUrl = `${publicBase()}/payment/4.3/web/${paymentToken}`;
    return reply.send({
      payload: await signJwt({ webPaymentUrl, paymentToken, respCode: CODE_43.success, respDesc: 'Success' }, r.secret),
    });
  });

  function tokenTxn(token: string): Txn | undefined {
    const key = tokens.get(token);
    return key === undefined ? undefined : txns.get(key);
  }

  app.get<{ Params: { token: string } }>('/payment/4.3/web/:token', async (req, reply) => {
    const txn = tokenTxn(req.params.token);
    if (!txn) return errorPage(reply, '9010', 'Invalid payment token');
    if (txn.final)
      return page(
        reply,
        200,
        'รายการนี้เสร็จสิ้นแล้ว · Already processed',
        summary(txn, `<dt>respCode</dt><dd>${escapeHtml(txn.respCode)}</dd>`),
      );
    const action = `${publicBase()}/payment/4.3/web/${req.params.token}`;
    let form = outcomeForm(action, {});
    let extra = '';
    if (txn.channel === 'IPP') {
      const options = PLANS.map(
        (n) => `<option value="${n}">${n} เดือน · ${n} months (${toMajorString(Math.ceil(txn.amount / n))} / เดือน)</option>`,
      ).join('');
      // The plan choice goes inside the outcome form, before its buttons.
      form = form.replace(
        '<div class="actions">',
        `<label for="plan">แผนผ่อนชำระ · Installment plan</label><select id="plan" name="plan">${options}</select><div class="actions">`,
      );
    } else {
      extra = `<div class="card"><img class="qr" src="${escapeHtml(action)}/qr.png" alt="PromptPay QR (sandbox)" width="300" height="300"><p class="note">สแกนด้วยโทรศัพท์เพื่อเปิดหน้านี้ · Scan with a phone to open this page.</p></div>`;
    }
    const title = txn.channel === 'IPP' ? 'ผ่อนชำระ · Installment' : 'QR พร้อมเพย์ · PromptPay QR';
    return page(reply, 200, title, `${summary(txn)}${extra}<div class="card">${form}</div>`);
  });

  app.get<{ Params: { token: string } }>('/payment/4.3/web/:token/qr.png', async (req, reply) => {
    if (!tokenTxn(req.params.token)) return reply.code(404).type('text/plain').send('Not found');
    const png = await QRCode.toBuffer(`${publicBase()}/payment/4.3/web/${req.params.token}`, { width: 300 });
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });

  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(
    '/payment/4.3/web/:token',
    async (req, reply) => {
      const txn = tokenTxn(req.params.token);
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
      txn.dateTime = stamp(now());
      txn.final = outcome !== 'pending';
      const secret = merchants.get(txn.merchantID) ?? '';
      await notify(txn.backendReturnUrl, { json: { payload: await signJwt(notification(txn), secret) } });
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
    },
  );

  function notification(txn: Txn): Record<string, unknown> {
    return {
      merchantID: txn.merchantID,
      invoiceNo: txn.invoiceNo,
      cardNo: txn.maskedPan,
      amount: txn.amount / 100,
      monthlyPayment: txn.installmentPeriod ? Math.ceil(txn.amount / txn.installmentPeriod) / 100 : null,
      userDefined1: txn.userDefined1,
      currencyCode: txn.currency,
      tranRef: txn.tranRef,
      referenceNo: txn.tranRef,
      approvalCode: txn.approvalCode,
      transactionDateTime: txn.dateTime,
      channelCode: txn.channel,
      installmentPeriod: txn.installmentPeriod,
      respCode: txn.respCode,
      respDesc: txn.respDesc,
    };
  }

  app.post(PATHS.paymentInquiry, async (req, reply) => {
    const r = await readSigned(req.body);
    if (!r.ok) return reply.send(r.error);
    const invoiceNo = str(r.claims.invoiceNo);
    const txn = txns.get(txnKey(r.merchantID, invoiceNo));
    const answer = txn
      ? notification(txn)
      : { merchantID: r.merchantID, invoiceNo, respCode: '2002', respDesc: 'Transaction not found' };
    return reply.send({ payload: await signJwt(answer, r.secret) });
  });
};
