// The app on a test database as the benchmarks run it: on loopback, without the web build, without a
// logger; `config` adds what each benchmark needs (log level, cache, rate limits).
import type { TestDb } from '@rian/db/testing';
import { buildApp, type AppDeps } from '@rian/server/app';

export function buildBenchApp(db: TestDb, config: Pick<AppDeps['config'], 'logLevel'> & Partial<AppDeps['config']>) {
  return buildApp({
    db: db.handle,
    config: { publicUrl: 'http://127.0.0.1', uploadDir: db.uploadDir, webDistDir: '/nonexistent', ...config },
    logger: false,
  });
}
