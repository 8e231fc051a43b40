// The GBPrimePay sandbox's shared state and helpers (payments.md §6): its credentials, its payments,
// the error and page shapes, and the settling of a payment with its background notification.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxOptions } from '../../module.ts';
import { pageSender, readOutcome } from '../../sandbox-page.ts';
export { isHttpUrl, luhn, sameText } from '../../sandbox-checks.ts';
import type { GbpTxnStatus } from '../common.ts';

export const gbprimepaySandboxCredentials = {
  public: { publicKey: 'pkey_test_rian_sandbox_gbprimepay' },
  secret: { secretKey: 'skey_test_rian_sandbox_gbprimepay', token: 'token_test_rian_sandbox_gbprimepay' },
};

/** The sandbox's choice of decline code (GBPrimePay's "54"-style refusal). */
const DECLINED = '54';

export interface Txn {
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

export interface GbprimepaySandboxContext {
  app: FastifyInstance;
  opts: SandboxOptions;
  /** By referenceNo. */
  txns: Map<string, Txn>;
  byGbpRef: Map<string, Txn>;
  now: () => Date;
  /** Read at request time: the server may learn its public URL after registering the plugin. */
  selfUrl: () => string;
  creds: typeof gbprimepaySandboxCredentials;
}

/** ddMMyyyy and HHmmss in Thai time, as GBPrimePay writes date and time. */
export function thaiStamp(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return { date: `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`, time: iso.slice(11, 19).replaceAll(':', '') };
}

export function fields(body: unknown): (k: string) => string {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return (k) => (typeof record[k] === 'string' ? (record[k] as string).trim() : '');
}

export function apiError(reply: FastifyReply, http: number, resultCode: string, resultMessage: string) {
  return reply.code(http).send({ resultCode, resultMessage });
}

export const page = pageSender('GBPrimePay');

/** What a route of one payment's pages does once its transaction is found. */
export type TxnHandler = (ctx: GbprimepaySandboxContext, req: FastifyRequest, reply: FastifyReply, txn: Txn) => unknown;

/**
 * The routes of one kind of payment's pages: `find` reads the transaction the path names, and a path
 * naming none gets the 404 page `unknown`.
 */
export function txnRoutes(
  ctx: GbprimepaySandboxContext,
  find: (ctx: GbprimepaySandboxContext, req: FastifyRequest) => Txn | undefined,
  unknown: { title: string; body: string },
) {
  return (handle: TxnHandler) => async (req: FastifyRequest, reply: FastifyReply) => {
    const txn = find(ctx, req);
    return txn ? handle(ctx, req, reply, txn) : page(reply, 404, unknown.title, unknown.body);
  };
}

export function newTxn(
  ctx: GbprimepaySandboxContext,
  f: Omit<Txn, 'gbpReferenceNo' | 'status' | 'resultCode' | 'cardNo' | 'createdAt'>,
): Txn {
  const old = ctx.txns.get(f.referenceNo);
  if (old) ctx.byGbpRef.delete(old.gbpReferenceNo);
  const txn: Txn = {
    ...f,
    gbpReferenceNo: `gbp${String(Date.now()).slice(-9)}${String(randomInt(1_000_000)).padStart(6, '0')}`,
    status: 'G',
    resultCode: null,
    cardNo: '',
    createdAt: ctx.now(),
  };
  ctx.txns.set(txn.referenceNo, txn);
  ctx.byGbpRef.set(txn.gbpReferenceNo, txn);
  return txn;
}

/** A referenceNo may be used again only while its payment is unfinished. */
export function finished(ctx: GbprimepaySandboxContext, referenceNo: string): boolean {
  const old = ctx.txns.get(referenceNo);
  return old !== undefined && old.status !== 'G' && old.status !== 'P';
}

/** Settles a payment and posts the background notification to the URL the merchant gave (payments.md §6). */
export function settle(ctx: GbprimepaySandboxContext, txn: Txn, outcome: 'success' | 'failure'): void {
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
    ...thaiStamp(ctx.now()),
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
    .catch((err: Error) => ctx.app.log.warn({ err: err.message }, 'gbprimepay sandbox: background notification not delivered'));
}

/**
 * The outcome the payer chose on a sandbox page: settles the payment and answers null, or answers the
 * page itself (shown again with waitNote for 'pending', unchanged for a payment already settled).
 */
export function settleChosen(
  ctx: GbprimepaySandboxContext,
  req: FastifyRequest,
  reply: FastifyReply,
  txn: Txn,
  show: (note?: string) => FastifyReply,
  waitNote: string,
): FastifyReply | null {
  const outcome = readOutcome((req.body as { outcome?: unknown } | undefined)?.outcome);
  if (!outcome) return page(reply, 400, 'Choose an outcome', '<p>The form needs outcome = success, failure or pending.</p>');
  if (txn.status !== 'P') return show();
  if (outcome === 'pending') return show(`<p class="note">${waitNote}</p>`);
  settle(ctx, txn, outcome);
  return null;
}

export function returnUrl(txn: Txn): string {
  const url = new URL(txn.responseUrl);
  url.searchParams.set('referenceNo', txn.referenceNo);
  if (txn.resultCode) url.searchParams.set('resultCode', txn.resultCode);
  return url.toString();
}
