// Reads the environment once (README lists every variable). Nothing else reads process.env.
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  webDistDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  paymentsMode: 'sandbox' | 'production';
  /**
   * The demo academy (RIAN_DEMO): seeded on first start with its printed log-ins. On by default only
   * for the embedded database with sandbox payments; a production database never gets it.
   */
  demo: boolean;
  /** Social log-in against the local identity provider (sandbox) or the real ones (OAUTH_MODE). */
  oauthMode: 'sandbox' | 'production';
  /** Sender of the academy's e-mail (MAIL_FROM). */
  mailFrom: string;
  logLevel: string;
  /** How long visitor catalogue reads may be served from memory, in ms (CATALOGUE_CACHE_MS). */
  cacheMs: number;
  /**
   * How long an instance serves a valid session lookup from memory, in ms (SESSION_CACHE_MS; 0 reads
   * every time). Revocations are told to every instance at once (docs/decisions/034-session-cache.md).
   */
  sessionCacheMs: number;
  /**
   * Which X-Forwarded-* hops to believe (TRUST_PROXY): none (false) or the proxies' addresses. Only
   * the hops trusted proxies appended count, so a client that writes its own X-Forwarded-For does
   * not choose its address.
   */
  trustProxy: boolean | string;
  /** RIAN_SECRETS_KEY: seals secrets stored in settings (the LINE token); production needs it to store one. */
  secretsKey: string | undefined;
  /** RIAN_DRAIN_MS: how long a stop may take to finish requests and sweeps before the process leaves anyway. */
  drainMs: number;
  /** RIAN_METRICS_TOKEN: a bearer token that opens /metrics to callers other than this machine. */
  metricsToken: string | undefined;
}

const repoRoot = resolve(new URL('../../..', import.meta.url).pathname);

function intFrom(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, got ${raw}`);
  return n;
}

/** What TRUST_PROXY=true trusts: proxies on this machine or a private network (load balancers, nginx). */
export const PRIVATE_PROXIES = 'loopback, linklocal, uniquelocal';

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; `true` (or `1`) trusts proxies on private
 * addresses; otherwise the proxies' addresses or CIDR ranges, separated by commas. X-Forwarded-For
 * is read from the right and only while the hop that wrote it is trusted, so the address a client
 * writes there itself is never taken for its own.
 */
export function trustProxyFrom(raw: string | undefined): false | string {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return PRIVATE_PROXIES;
  const items = value.split(',').map((v) => v.trim());
  if (
    !items.every((v) =>
      /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$|^[\da-fA-F:]*:[\da-fA-F:.]*(\/\d+)?$|^(loopback|linklocal|uniquelocal)$/.test(v),
    )
  ) {
    throw new Error(`TRUST_PROXY must be true, false or the proxies' addresses, got ${value}`);
  }
  return items.join(', ');
}

/** MAIL_FROM when unset: the academy's no-reply address at the public host. */
export function defaultMailFrom(publicUrl: string): string {
  return `Rian Academy <no-reply@${new URL(publicUrl).hostname}>`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, 'data'));
  const paymentsMode = env.PAYMENTS_MODE ?? 'sandbox';
  if (paymentsMode !== 'sandbox' && paymentsMode !== 'production') {
    throw new Error(`PAYMENTS_MODE must be sandbox or production, got ${paymentsMode}`);
  }
  const oauthMode = env.OAUTH_MODE ?? 'sandbox';
  if (oauthMode !== 'sandbox' && oauthMode !== 'production') {
    throw new Error(`OAUTH_MODE must be sandbox or production, got ${oauthMode}`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const demoRaw = env.RIAN_DEMO ?? '';
  if (!['', '0', '1'].includes(demoRaw)) throw new Error(`RIAN_DEMO must be 1 or 0, got ${demoRaw}`);
  const demo = demoRaw === '' ? databaseUrl === undefined && paymentsMode !== 'production' : demoRaw === '1';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    paymentsMode,
    demo,
    oauthMode,
    mailFrom: env.MAIL_FROM || defaultMailFrom(publicUrl),
    logLevel: env.LOG_LEVEL ?? 'info',
    cacheMs: intFrom(env.CATALOGUE_CACHE_MS, 10_000, 'CATALOGUE_CACHE_MS'),
    sessionCacheMs: intFrom(env.SESSION_CACHE_MS, 2_000, 'SESSION_CACHE_MS'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    secretsKey: env.RIAN_SECRETS_KEY || undefined,
    drainMs: intFrom(env.RIAN_DRAIN_MS, 10_000, 'RIAN_DRAIN_MS'),
    metricsToken: env.RIAN_METRICS_TOKEN || undefined,
  };
}
