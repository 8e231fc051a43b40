// The 2C2P sandbox's shared state and helpers (payments.md §3): its merchants, card key, transactions,
// sessions and payment tokens, the page and error-page shapes, notifications and the signed-body reader.
import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from '../../module.ts';
export { isHttpUrl, luhn } from '../../sandbox-checks.ts';
import { escapeHtml, pageSender } from '../../sandbox-page.ts';
import type { SandboxOutcome } from '../../sandbox-page.ts';
import type { Currency, ProviderCredentials } from '../../types.ts';
import { CODE_43, CODE_99, str, verifyJwt } from '../protocol.ts';

function rsaPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * The Payment Action API's exchanged keys, made at start (nothing to keep secret in a sandbox): the
 * merchant's pair (Rian signs with its private key; the sandbox verifies and encrypts answers with its
 * public key) and the sandbox's own pair standing in for 2C2P's.
 */
export const ACTION_KEYS = { merchant: rsaPair(), twoc2p: rsaPair() };

/** Fixed, clearly fake test credentials: the only ones this sandbox accepts. */
export const TWOC2P_SANDBOX_CREDENTIALS: ProviderCredentials = {
  public: { merchantId: 'RIAN_SANDBOX_MID', actionPublicKey: ACTION_KEYS.twoc2p.publicKey },
  secret: { secretKey: 'twoc2p_test_rian_sandbox_secret_key_0001', actionPrivateKey: ACTION_KEYS.merchant.privateKey },
};

export type Channel = 'CC' | 'IPP' | 'QR';

export interface Txn {
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

export const PLANS = [3, 6, 10] as const;
const ERR_PAGE_TITLE = 'ชำระเงินไม่ได้ · Payment error';
export const RETURN_LABEL = 'กลับไปยังร้านค้า · Return to merchant';

/** 2C2P's yyyyMMddHHmmss, in Thai time (UTC+7). */
export function stamp(d: Date): string {
  return new Date(d.getTime() + 7 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

export function mask(pan: string): string {
  return pan.slice(0, 6) + 'X'.repeat(Math.max(0, pan.length - 10)) + pan.slice(-4);
}

export function code99To43(outcome: SandboxOutcome): { r99: string; r43: string; desc: string; status: string } {
  if (outcome === 'success') return { r99: CODE_99.approved, r43: CODE_43.success, desc: 'Approved', status: 'A' };
  if (outcome === 'pending') return { r99: CODE_99.pending, r43: CODE_43.pending, desc: 'Transaction is pending', status: 'P' };
  return { r99: CODE_99.declined, r43: CODE_43.failed, desc: 'Do not honour', status: 'F' };
}

export interface Twoc2pSandboxContext {
  app: FastifyInstance;
  opts: SandboxOptions;
  /** merchantID → secret key. */
  merchants: Map<string, string>;
  /** Stands in for 2C2P's card-encryption key pair: only this sandbox instance can read encCardData. */
  cardKey: Buffer;
  txns: Map<string, Txn>;
  sessions: Map<string, string>;
  tokens: Map<string, string>;
  /** txnKey → the refunds made of that payment (Payment Action processType R). */
  refunds: Map<string, { amount: number; referenceNo: string; dateTime: string }[]>;
  now: () => Date;
  publicBase: () => string;
}

export const txnKey = (merchantID: string, invoiceNo: string): string => `${merchantID}|${invoiceNo}`;

export const page = pageSender('2C2P');

/** The 9.9 error page: 2C2P shows respCode and a description, and sends nothing to the merchant. */
export function errorPage(reply: FastifyReply, respCode: string, description: string): FastifyReply {
  return page(
    reply,
    400,
    ERR_PAGE_TITLE,
    `<div class="card"><dl><dt>respCode</dt><dd>${escapeHtml(respCode)}</dd><dt>Description</dt><dd>${escapeHtml(description)}</dd></dl></div>`,
  );
}

export async function notify(
  ctx: Twoc2pSandboxContext,
  url: string,
  init: { json?: unknown; form?: Record<string, string> },
): Promise<void> {
  const body = init.json !== undefined ? JSON.stringify(init.json) : new URLSearchParams(init.form).toString();
  const type = init.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  try {
    await fetch(url, { method: 'POST', headers: { 'content-type': type }, body, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    ctx.app.log.warn({ host: new URL(url).host, err: (err as Error).message }, 'twoc2p sandbox could not deliver a notification');
  }
}

/** What 2C2P reports about a transaction: the backend notification and the paymentInquiry answer. */
export function notification(txn: Txn): Record<string, unknown> {
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

export function tokenTxn(ctx: Twoc2pSandboxContext, token: string): Txn | undefined {
  const key = ctx.tokens.get(token);
  return key === undefined ? undefined : ctx.txns.get(key);
}

/** Reads {payload: JWT}: unsigned errors when the JWT cannot be read or trusted (as 4.3 does). */
export async function readSigned(
  ctx: Twoc2pSandboxContext,
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
  const secret = ctx.merchants.get(merchantID);
  const claims = secret === undefined ? null : await verifyJwt(payload, secret);
  if (secret === undefined || !claims)
    return { ok: false, error: { respCode: '9015', respDesc: 'Invalid merchant or signature' } };
  return { ok: true, merchantID, secret, claims };
}
