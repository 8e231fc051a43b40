// The sandbox identity provider's memory and helpers (sandbox-idp.ts): pending consent requests,
// issued codes and tokens, each expiring, and the small encodings the endpoints share.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SocialProviderId } from '@rian/contracts';
import type { SiteService } from '../site/site.service.ts';

/** How long the consent page may stay open, a code may wait for its exchange, a token lasts. */
export const REQUEST_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MS = 5 * 60 * 1000;
export const TOKEN_TTL_S = 3600;
/** Each map holds at most this many entries; the oldest go first (a page left open, a flood). */
const MAX_ENTRIES = 10_000;

/** The test person entered on the consent page. */
export interface SandboxPerson {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

export interface PendingRequest {
  provider: SocialProviderId;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  nonce: string | undefined;
  openid: boolean;
  scope: string;
}

export interface IssuedCode extends PendingRequest {
  person: SandboxPerson;
}

export interface IssuedToken {
  provider: SocialProviderId;
  person: SandboxPerson;
}

/** A Map whose entries expire; reading an expired entry finds nothing. */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  set(key: string, value: V, expiresAt: number): void {
    this.entries.set(key, { value, expiresAt });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  get(key: string, now: number): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Single use: the entry is gone after this, found or not. */
  take(key: string, now: number): V | undefined {
    const value = this.get(key, now);
    this.entries.delete(key);
    return value;
  }

  sweep(now: number): void {
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
}

export interface SandboxDeps {
  site: SiteService;
  publicUrl: string;
  clock: () => Date;
}

export const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** Compares secrets in constant time (through their digests, so lengths do not leak either). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** A JWT signed HS256 with the client secret, as LINE's web login signs its ID tokens. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const input = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** A stable account id per provider and e-mail, shaped like the provider's own ids. */
export function sandboxSubject(provider: SocialProviderId, key: string): string {
  const hex = createHash('sha256').update(`${provider}:${key.trim().toLowerCase()}`).digest('hex');
  // LINE user ids are "U" and 32 hex digits; Google and Facebook ids are long decimal numbers.
  return provider === 'line'
    ? `U${hex.slice(0, 32)}`
    : BigInt(`0x${hex.slice(0, 15)}`)
        .toString()
        .padStart(18, '1');
}

export function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const v = (body as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
}

export function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

/** The client registry of the sandbox: the site's own social_login settings (client id and secret). */
export async function registeredClient(site: SiteService, provider: SocialProviderId) {
  const c = (await site.settingsRow())?.social_login?.[provider];
  return c?.client_id ? c : null;
}

/** What every endpoint of the sandbox reads and writes. */
export interface SandboxState extends SandboxDeps {
  requests: ExpiringMap<PendingRequest>;
  codes: ExpiringMap<IssuedCode>;
  tokens: ExpiringMap<IssuedToken>;
  nowMs: () => number;
}
