// The SCB sandbox's shared state and helpers (payments.md §4): its credentials, its tokens and QRs, SCB's
// status shape, the header check, the Thai QR payload and the confirmation delivery.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from '../../module.ts';
import { sameText } from '../../sandbox-checks.ts';

export { sameText };

export const scbSandboxCredentials = {
  public: { apiKey: 'l7_rian_sandbox_scb_api_key', billerId: '999000000000001' },
  secret: { apiSecret: 'rian_sandbox_scb_api_secret' },
};

export interface ScbSandboxOptions extends SandboxOptions {
  /** Delay between confirmation retries (SCB: 12 s); tests shorten it. */
  retryDelayMs?: number;
}

export const QR_LIFETIME_MS = 15 * 60_000;
export const TOKEN_LIFETIME_S = 1800;
const RETRIES = 3;

export interface Qr {
  ppId: string;
  amount: string;
  ref1: string;
  ref2: string;
  ref3: string;
  createdAt: Date;
  expiresAt: Date;
  transaction: Transaction | null;
}

export interface Transaction {
  [key: string]: string;
  transactionId: string;
  amount: string;
  billPaymentRef1: string;
  transactionDateandTime: string;
}

export interface ScbSandboxContext {
  app: FastifyInstance;
  opts: ScbSandboxOptions;
  tokens: Map<string, number>;
  qrs: Map<string, Qr>;
  timers: Set<NodeJS.Timeout>;
  now: () => Date;
  retryDelay: number;
  /** Read at request time: the server may learn its public URL after registering the plugin. */
  selfUrl: () => string;
  apiKey: string;
  billerId: string;
}

export function fail(reply: FastifyReply, http: number, code: number, description: string) {
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
export function billPaymentPayload(qr: Qr): string {
  const merchant = tlv('00', 'A000000677010112') + tlv('01', qr.ppId) + tlv('02', qr.ref1) + (qr.ref2 ? tlv('03', qr.ref2) : '');
  const body =
    tlv('00', '01') + tlv('01', '12') + tlv('30', merchant) + tlv('53', '764') + tlv('54', qr.amount) + tlv('58', 'TH') + '6304';
  return body + crc16(body);
}

/** Checks SCB's headers on API calls; answers the error itself and returns false when they are wrong. */
export function authorized(
  ctx: ScbSandboxContext,
  headers: Record<string, string | string[] | undefined>,
  reply: FastifyReply,
  bearer: boolean,
): boolean {
  const owner = headers['resourceownerid'];
  if (typeof owner !== 'string' || !sameText(owner, ctx.apiKey)) {
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
  const expires = ctx.tokens.get(token);
  if (expires === undefined || expires < Date.now()) {
    fail(reply, 401, 9300, 'Invalid or expired access token');
    return false;
  }
  return true;
}

/** POSTs the confirmation to the merchant's configured URL; a non-2xx answer is retried (payments.md §4). */
export function deliver(ctx: ScbSandboxContext, confirmation: Record<string, string>, attempt: number): void {
  void (async () => {
    let ok = false;
    try {
      const res = await fetch(ctx.opts.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(confirmation),
        signal: AbortSignal.timeout(10_000),
      });
      ok = res.ok;
      await res.arrayBuffer();
    } catch (err) {
      ctx.app.log.warn({ attempt, err: (err as Error).message }, 'scb sandbox: confirmation not delivered');
    }
    if (ok || attempt >= RETRIES) return;
    const timer = setTimeout(() => {
      ctx.timers.delete(timer);
      deliver(ctx, confirmation, attempt + 1);
    }, ctx.retryDelay);
    ctx.timers.add(timer);
  })();
}
