// Integration test set-up: buildApp() on a seeded test database (PGlite in memory, or a fresh
// PostgreSQL database when RIAN_TEST_DB=postgres), exercised through inject().
import type { FastifyInstance } from 'fastify';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { buildApp } from '../src/app.ts';

export const PUBLIC_URL = 'https://academy.example';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { webDistDir?: string; now?: Date; rateLimit?: boolean; publicUrl?: string } = {},
): Promise<TestApp> {
  const db = await createTestDb(opts.now ? { now: opts.now } : {});
  const app = await buildApp({
    db: db.handle,
    config: {
      publicUrl: opts.publicUrl ?? PUBLIC_URL,
      uploadDir: db.uploadDir,
      // No built web app: pages use the fallback template, which carries the same markers.
      webDistDir: opts.webDistDir ?? '/nonexistent-web-dist',
      logLevel: 'warn',
      rateLimit: opts.rateLimit ?? false,
      autoCancel: false,
    },
    logger: false,
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
}

/** Rebuilds the app on the same database (fresh caches), e.g. after changing site settings. */
export async function rebuild(t: TestApp): Promise<FastifyInstance> {
  await t.app.close();
  const app = await buildApp({
    db: t.db.handle,
    config: {
      publicUrl: PUBLIC_URL,
      uploadDir: t.db.uploadDir,
      webDistDir: '/nonexistent-web-dist',
      logLevel: 'warn',
      rateLimit: false,
      autoCancel: false,
    },
    logger: false,
  });
  await app.ready();
  t.app = app;
  return app;
}
