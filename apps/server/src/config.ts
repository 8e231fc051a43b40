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
  logLevel: string;
}

const repoRoot = resolve(new URL('../../..', import.meta.url).pathname);

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, 'data'));
  const paymentsMode = env.PAYMENTS_MODE ?? 'sandbox';
  if (paymentsMode !== 'sandbox' && paymentsMode !== 'production') {
    throw new Error(`PAYMENTS_MODE must be sandbox or production, got ${paymentsMode}`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dataDir, 'uploads')),
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    paymentsMode,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
