// 2C2P wire formats shared by the provider and its sandbox (payments.md §3): the SecurePayment 9.9
// envelope (flat XML, base64, upper-case hex HMAC-SHA256 over the base64 payload) and the PGW 4.3 JWT
// payloads (HS256 with the merchant's secret key), and the Payment Action (maintenance) API's token.
import { createHmac, createPrivateKey, createPublicKey, timingSafeEqual } from 'node:crypto';
import { CompactEncrypt, CompactSign, SignJWT, compactDecrypt, compactVerify, jwtVerify } from 'jose';

export const PROVIDER = 'twoc2p';

/** Paths below one base, so the sandbox serves all of them (production maps them to two hosts). */
export const PATHS = {
  securePayment: '/2C2PFrontEnd/SecurePayment/PaymentAuth.aspx',
  cardPage: '/SecurePayment/card',
  paymentToken: '/payment/4.3/paymentToken',
  paymentInquiry: '/payment/4.3/paymentInquiry',
  paymentAction: '/PaymentAction/2.0/action',
} as const;

/** payments.md §3: production SecurePayment lives on its own host ("?" there: verify before going live). */
export const PRODUCTION_SECURE_PAYMENT_URL = 'https://t.2c2p.com/SecurePayment/PaymentAuth.aspx';
export const PRODUCTION_PGW_BASE = 'https://pgw.2c2p.com';
/** The Payment Action API in production (sandbox: demo2.2c2p.com/2C2PFrontend/PaymentAction/2.0/action). */
export const PRODUCTION_PAYMENT_ACTION_URL = 'https://t.2c2p.com/PaymentAction/2.0/action';
/** 2C2P's test environment (payments.md §3), for a production academy that tries its test account. */
export const TEST_SECURE_PAYMENT_URL = 'https://demo2.2c2p.com/2C2PFrontEnd/SecurePayment/PaymentAuth.aspx';
export const TEST_PGW_BASE = 'https://sandbox-pgw.2c2p.com';
export const TEST_PAYMENT_ACTION_URL = 'https://demo2.2c2p.com/2C2PFrontend/PaymentAction/2.0/action';

export const SECURE_PAYMENT_VERSION = '9.9';

/** 9.9 response codes used here: '00' approved (payments.md §3), '001' pending, '05' do not honour. */
export const CODE_99 = { approved: '00', pending: '001', declined: '05' } as const;
/** 4.3 codes: '0000' success, '0001' pending, '2000' frontend "go inquire", '4200'-style failure. */
export const CODE_43 = { success: '0000', pending: '0001', inquire: '2000', inProgress: '2001', failed: '4200' } as const;

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function unescapeXml(s: string): string {
  return s.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ?? '',
  );
}

/** A flat XML element: <root><k>v</k>…</root>. */
export function buildXml(root: string, fields: Record<string, string>): string {
  const inner = Object.entries(fields)
    .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
    .join('');
  return `<${root}>${inner}</${root}>`;
}

/** Reads a flat XML element; null when the root is not there. Nested elements are not needed by 9.9. */
export function parseXml(xml: string, root: string): Record<string, string> | null {
  const m = new RegExp(`^\\s*(?:<\\?xml[^>]*\\?>\\s*)?<${root}>([\\s\\S]*)</${root}>\\s*$`).exec(xml);
  if (!m) return null;
  const out: Record<string, string> = {};
  for (const f of (m[1] ?? '').matchAll(/<([A-Za-z][A-Za-z0-9]*)>([^<]*)<\/\1>/g)) {
    if (f[1] !== undefined) out[f[1]] = unescapeXml(f[2] ?? '');
  }
  return out;
}

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex').toUpperCase();
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

function fromBase64(s: string): string | null {
  const t = s.trim();
  if (t === '' || !/^[A-Za-z0-9+/\s]+={0,2}$/.test(t)) return null;
  return Buffer.from(t, 'base64').toString('utf8');
}

/** Wraps an inner XML message in the 9.9 envelope, signed with the secret, base64 for a form field. */
export function sealEnvelope(root: 'PaymentRequest' | 'PaymentResponse', innerXml: string, secret: string): string {
  const payload = Buffer.from(innerXml, 'utf8').toString('base64');
  const signature = hmacHex(secret, payload);
  const outer = buildXml(root, { version: SECURE_PAYMENT_VERSION, payload, signature });
  return Buffer.from(outer, 'utf8').toString('base64');
}

export interface OpenedEnvelope {
  version: string;
  payload: string;
  signature: string;
  /** The inner message's fields (not yet trusted: check the signature first). */
  fields: Record<string, string>;
}

/** Decodes a 9.9 envelope without trusting it; null when it is not one. */
export function openEnvelope(root: 'PaymentRequest' | 'PaymentResponse', value: string): OpenedEnvelope | null {
  const outerXml = fromBase64(value);
  if (outerXml === null) return null;
  const outer = parseXml(outerXml, root);
  if (!outer || outer.payload === undefined || outer.signature === undefined) return null;
  const innerXml = fromBase64(outer.payload);
  if (innerXml === null) return null;
  const fields = parseXml(innerXml, root);
  if (!fields) return null;
  return { version: outer.version ?? '', payload: outer.payload, signature: outer.signature, fields };
}

export function envelopeSignedBy(env: OpenedEnvelope, secret: string): boolean {
  return safeEqual(env.signature, hmacHex(secret, env.payload));
}

/** 12-digit zero-padded minor units (spec §9: 1.00 → 000000000100). */
export function toAmt12(minor: number): string {
  return String(minor).padStart(12, '0');
}

export function fromAmt12(amt: string | undefined): number | null {
  if (amt === undefined || !/^\d{1,12}$/.test(amt)) return null;
  return Number(amt);
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

/** The claims of a JWT signed with the secret; null when the signature or format is wrong. */
export async function verifyJwt(token: string, secret: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/*
 * The Payment Action (maintenance) API, as the sources read show it (2C2P developer docs "Payment
 * Maintenance API" / "api-payment-action-payment-process", refund request parameters; client code of
 * several merchants): POST to /PaymentAction/2.0/action, body text/plain, an XML PaymentProcessRequest
 * {version 4.3, timeStamp ddMMyyHHmmss, merchantID, processType R, invoiceNo of the payment,
 * actionAmount in major units "25.00"} encrypted as a JWE (RSA-OAEP + A256GCM) for 2C2P's public key,
 * that JWE signed as a JWS (PS256) with the merchant's private key. The answer comes back the same way
 * (signed by 2C2P, encrypted for the merchant): a PaymentProcessResponse {respCode "00" success,
 * respDesc, processType R, invoiceNo, amount refunded, status RF refunded | RP refund pending,
 * referenceNo, refundReferenceNo}. Partial refunds may repeat up to the amount paid. These keys are
 * not the HS256 secret: they are exchanged with 2C2P (RIAN_TWOC2P_ACTION_PRIVATE_KEY,
 * RIAN_TWOC2P_ACTION_PUBLIC_KEY).
 */
export const ACTION_VERSION = '4.3';

/** A PEM from the environment may carry its newlines escaped ("\n"). */
function pem(text: string): string {
  return text.includes('\\n') ? text.replace(/\\n/g, '\n') : text;
}

/** The request token: the XML encrypted for `theirPublicKey`, then signed with `ourPrivateKey`. */
export async function sealAction(xml: string, ourPrivateKey: string, theirPublicKey: string): Promise<string> {
  const jwe = await new CompactEncrypt(new TextEncoder().encode(xml))
    .setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM' })
    .encrypt(createPublicKey(pem(theirPublicKey)));
  return new CompactSign(new TextEncoder().encode(jwe))
    .setProtectedHeader({ alg: 'PS256' })
    .sign(createPrivateKey(pem(ourPrivateKey)));
}

/** The XML of a token signed by `theirPublicKey`'s owner and encrypted for us; null when either check fails. */
export async function openAction(token: string, theirPublicKey: string, ourPrivateKey: string): Promise<string | null> {
  try {
    const signed = await compactVerify(token.trim(), createPublicKey(pem(theirPublicKey)), { algorithms: ['PS256'] });
    const jwe = new TextDecoder().decode(signed.payload);
    const opened = await compactDecrypt(jwe, createPrivateKey(pem(ourPrivateKey)), {
      keyManagementAlgorithms: ['RSA-OAEP'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    return new TextDecoder().decode(opened.plaintext);
  } catch {
    return null;
  }
}

/** 2C2P's ddMMyyHHmmss, in Thai time (UTC+7). */
export function actionStamp(d: Date): string {
  const t = new Date(d.getTime() + 7 * 3_600_000).toISOString();
  return `${t.slice(8, 10)}${t.slice(5, 7)}${t.slice(2, 4)}${t.slice(11, 13)}${t.slice(14, 16)}${t.slice(17, 19)}`;
}
