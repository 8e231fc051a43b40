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
  /** Trust X-Forwarded-* from a proxy in front (TRUST_PROXY=true); off, a client could fake its address. */
  trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    secretsKey: env.RIAN_SECRETS_KEY || undefined,
    drainMs: intFrom(env.RIAN_DRAIN_MS, 10_000, 'RIAN_DRAIN_MS'),
    metricsToken: env.RIAN_METRICS_TOKEN || undefined,
  };
}
