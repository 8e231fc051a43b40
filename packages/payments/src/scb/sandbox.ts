// The SCB sandbox (architecture.md "Payments"): SCB's OAuth, QR create and bill-payment inquiry APIs, the
// payer's phone as a page, and the confirmation SCB posts to the merchant's configured URL
// (payments.md §4: successful payments only, retried 3 times 12 s apart, unsigned).
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { SandboxOptions } from '../module.ts';
import { fromMajor, toMajorString } from '../money.ts';
import { escapeHtml, outcomeForm, readOutcome, sandboxPage } from '../sandbox-page.ts';
import { SCB_EVENT_CODE, SCB_REF, SCB_SUCCESS, thaiDate, thaiDateTime } from './common.ts';

export const scbSandboxCredentials = {
  public: { apiKey: 'l7_rian_sandbox_scb_api_key', billerId: '999000000000001' },
  secret: { apiSecret: 'rian_sandbox_scb_api_secret' },
};

export interface ScbSandboxOptions extends SandboxOptions {
  /** Delay between confirmation retries (SCB: 12 s); tests shorten it. */
  retryDelayMs?: number;
}

const QR_LIFETIME_MS = 15 * 60_000;
const TOKEN_LIFETIME_S = 1800;
const RETRIES = 3;

interface Qr {
  ppId: string;
  amount: string;
  ref1: string;
  ref2: string;
  ref3: string;
  createdAt: Date;
  expiresAt: Date;
  transaction: Transaction | null;
}

interface Transaction {
  [key: string]: string;
  transactionId: string;
  amount: string;
  billPaymentRef1: string;
  transactionDateandTime: string;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function fail(reply: FastifyReply, http: number, code: number, description: string) {
  return reply.code(http).send({ status: { code, description } });
}

/** CRC-16/XMODEM with init 0xFFFF, as EMVCo QR tag 63 needs (payments.md §1). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The Thai QR tag 30 (bill payment) payload SCB returns as qrRawData. */
function billPaymentPayload(qr: Qr): string {
  const merchant = tlv('00', 'A000000677010112') + tlv('01', qr.ppId) + tlv('02', qr.ref1) + (qr.ref2 ? tlv('03', qr.ref2) : '');
  const body =
    tlv('00', '01') + tlv('01', '12') + tlv('30', merchant) + tlv('53', '764') + tlv('54', qr.amount) + tlv('58', 'TH') + '6304';
  return body + crc16(body);
}

export const scbSandbox: FastifyPluginAsync<ScbSandboxOptions> = async (app: FastifyInstance, opts) => {
  await app.register(formbody);
  const tokens = new Map<string, number>();
  const qrs = new Map<string, Qr>();
  const timers = new Set<NodeJS.Timeout>();
  const now = () => (opts.clock ? opts.clock() : new Date());
  const retryDelay = opts.retryDelayMs ?? 12_000;
  // opts is read at request time: the server may learn its public URL after registering the plugin.
  const selfUrl = () => `${opts.publicUrl}${app.prefix}`;
  const { apiKey, billerId } = scbSandboxCredentials.public;

  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });

  // Never a 500 for bad input: answer SCB's status shape (e.g. a body that is not JSON).
  app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) => {
    const http = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
    return fail(reply, http, 4101, 'Invalid request');
  });

  /** Checks SCB's headers on API calls; answers the error itself and returns false when they are wrong. */
  function authorized(headers: Record<string, string | string[] | undefined>, reply: FastifyReply, bearer: boolean): boolean {
    const owner = headers['resourceownerid'];
    if (typeof owner !== 'string' || !sameText(owner, apiKey)) {
      fail(reply, 401, 9500, 'Invalid resourceOwnerId');
      return false;
    }
    if (typeof headers['requestuid'] !== 'string' || headers['requestuid'] === '') {
      fail(reply, 400, 4101, 'requestUId is required');
      return false;
    }
    if (!bearer) return true;
    const auth = headers['authorization'];
    const token = typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const expires = tokens.get(token);
    if (expires === undefined || expires < Date.now()) {
      fail(reply, 401, 9300, 'Invalid or expired access token');
      return false;
    }
    return true;
  }

  app.post('/v1/oauth/token', async (req, reply) => {
    if (!authorized(req.headers, reply, false)) return reply;
    const body = (req.body ?? {}) as { applicationKey?: unknown; applicationSecret?: unknown };
    const key = typeof body.applicationKey === 'string' ? body.applicationKey : '';
    const secret = typeof body.applicationSecret === 'string' ? body.applicationSecret : '';
    if (!sameText(key, apiKey) || !sameText(secret, scbSandboxCredentials.secret.apiSecret)) {
      return fail(reply, 401, 9500, 'Invalid application key or secret');
    }
    const accessToken = randomUUID();
    tokens.set(accessToken, Date.now() + TOKEN_LIFETIME_S * 1000);
    return {
      status: { code: SCB_SUCCESS, description: 'Success' },
      data: {
        accessToken,
        tokenType: 'Bearer',
        expiresIn: TOKEN_LIFETIME_S,
        expiresAt: Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_S,
      },
    };
  });

  app.post('/v1/payment/qrcode/create', async (req, reply) => {
    if (!authorized(req.headers, reply, true)) return reply;
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
    if (text('qrType') !== 'PP') return fail(reply, 400, 4101, 'qrType: this sandbox serves PP only');
    if (text('ppType') !== 'BILLERID') return fail(reply, 400, 4101, 'ppType must be BILLERID');
    if (!/^\d{15}$/.test(text('ppId'))) return fail(reply, 400, 4101, 'ppId must be a 15-digit biller id');
    if (text('ppId') !== billerId) return fail(reply, 400, 4101, 'ppId is not a biller of this application');
    const minor = /^\d+\.\d{2}$/.test(text('amount')) ? fromMajor(text('amount')) : null;
    if (minor === null || minor <= 0) return fail(reply, 400, 4101, 'amount must be a positive "0.00" string');
    if (!SCB_REF.test(text('ref1'))) return fail(reply, 400, 4101, 'ref1 must be [A-Z0-9], 1 to 20 characters');
    for (const k of ['ref2', 'ref3']) {
      if (text(k) !== '' && !SCB_REF.test(text(k))) return fail(reply, 400, 4101, `${k} must be [A-Z0-9], at most 20 characters`);
    }
    if (qrs.get(text('ref1'))?.transaction) return fail(reply, 400, 4101, 'ref1 is already paid');
    const createdAt = now();
    const qr: Qr = {
      ppId: text('ppId'),
      amount: toMajorString(minor),
      ref1: text('ref1'),
      ref2: text('ref2'),
      ref3: text('ref3'),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + QR_LIFETIME_MS),
      transaction: null,
    };
    qrs.set(qr.ref1, qr);
    // The image encodes the payer page, so a phone on the same network can "pay" the sandbox QR.
    const png = await QRCode.toBuffer(`${selfUrl()}/pay/${qr.ref1}`, { width: 300 });
    return {
      status: { code: SCB_SUCCESS, description: 'Success' },
      data: {
        qrRawData: billPaymentPayload(qr),
        qrImage: png.toString('base64'),
        csExtExpiryTime: String(QR_LIFETIME_MS / 60_000),
      },
    };
  });

  app.get('/v1/payment/billpayment/inquiry', async (req, reply) => {
    if (!authorized(req.headers, reply, true)) return reply;
    const q = req.query as Record<string, string | undefined>;
    if (q.eventCode !== SCB_EVENT_CODE) return fail(reply, 400, 4101, `eventCode must be ${SCB_EVENT_CODE}`);
    if (q.billerId !== billerId) return fail(reply, 400, 4101, 'billerId is not a biller of this application');
    if (!q.reference1 || !SCB_REF.test(q.reference1)) return fail(reply, 400, 4101, 'reference1 is required');
    if (!q.transactionDate || !/^\d{4}-\d{2}-\d{2}$/.test(q.transactionDate)) {
      return fail(reply, 400, 4101, 'transactionDate must be yyyy-MM-dd');
    }
    const txn = qrs.get(q.reference1)?.transaction;
    const data = txn && txn.transactionDateandTime.slice(0, 10) === q.transactionDate ? [txn] : [];
    return { status: { code: SCB_SUCCESS, description: 'Success' }, data };
  });

  function page(reply: FastifyReply, code: number, title: string, body: string) {
    return reply
      .code(code)
      .type('text/html; charset=utf-8')
      .send(sandboxPage({ provider: 'SCB', title, body }));
  }

  function qrFacts(qr: Qr): string {
    return `<div class="card"><dl><dt>ยอดชำระ · Amount</dt><dd>${escapeHtml(qr.amount)} THB</dd>
<dt>Ref 1</dt><dd>${escapeHtml(qr.ref1)}</dd><dt>Ref 2</dt><dd>${escapeHtml(qr.ref2)}</dd>
<dt>หมดอายุ · Expires</dt><dd>${escapeHtml(thaiDateTime(qr.expiresAt))}</dd></dl></div>`;
  }

  function payerPage(reply: FastifyReply, qr: Qr, note = '') {
    if (qr.transaction)
      return page(
        reply,
        200,
        'ชำระแล้ว · Already paid',
        `${qrFacts(qr)}<p>Transaction ${escapeHtml(qr.transaction.transactionId)}</p>`,
      );
    if (now() > qr.expiresAt)
      return page(reply, 410, 'QR หมดอายุ · QR expired', `${qrFacts(qr)}<p>This QR can no longer be paid.</p>`);
    return page(
      reply,
      200,
      'สแกนจ่าย SCB · Pay this QR',
      `${note}${qrFacts(qr)}<div class="card">${outcomeForm(`${selfUrl()}/pay/${qr.ref1}`, {})}</div>`,
    );
  }

  app.get('/pay/:ref', async (req, reply) => {
    const qr = qrs.get((req.params as { ref: string }).ref);
    if (!qr) return page(reply, 404, 'ไม่พบ QR · Unknown QR', '<p>No QR with this reference.</p>');
    return payerPage(reply, qr);
  });

  app.post('/pay/:ref', async (req, reply) => {
    const qr = qrs.get((req.params as { ref: string }).ref);
    if (!qr) return page(reply, 404, 'ไม่พบ QR · Unknown QR', '<p>No QR with this reference.</p>');
    const outcome = readOutcome((req.body as { outcome?: unknown } | undefined)?.outcome);
    if (!outcome) return page(reply, 400, 'Choose an outcome', '<p>The form needs outcome = success, failure or pending.</p>');
    if (qr.transaction || now() > qr.expiresAt) return payerPage(reply, qr);
    if (outcome === 'pending') return payerPage(reply, qr, '<p class="note">ยังไม่ได้ชำระ · Not paid yet: choose again later.</p>');
    if (outcome === 'failure') {
      // SCB reports successful payments only: a declined scan sends nothing.
      return page(
        reply,
        200,
        'ชำระไม่สำเร็จ · Payment declined',
        `${qrFacts(qr)}<p>The bank declined this payment. Nothing was sent.</p>`,
      );
    }
    const at = now();
    const txn: Transaction = {
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
    qr.transaction = txn;
    const { eventCode: _e, reverseFlag: _r, payeeName: _p, ...confirmation } = txn;
    deliver(confirmation, 0);
    return page(
      reply,
      200,
      'ชำระสำเร็จ · Paid',
      `${qrFacts(qr)}<p>Transaction ${escapeHtml(txn.transactionId)}. SCB confirms to the merchant.</p>`,
    );
  });

  /** POSTs the confirmation to the merchant's configured URL; a non-2xx answer is retried (payments.md §4). */
  function deliver(confirmation: Record<string, string>, attempt: number): void {
    void (async () => {
      let ok = false;
      try {
        const res = await fetch(opts.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(confirmation),
          signal: AbortSignal.timeout(10_000),
        });
        ok = res.ok;
        await res.arrayBuffer();
      } catch (err) {
        app.log.warn({ attempt, err: (err as Error).message }, 'scb sandbox: confirmation not delivered');
      }
      if (ok || attempt >= RETRIES) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliver(confirmation, attempt + 1);
      }, retryDelay);
      timers.add(timer);
    })();
  }
};
