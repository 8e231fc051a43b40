// Integration test set-up: buildApp() on a seeded test database (PGlite in memory, or a fresh
// PostgreSQL database when RIAN_TEST_DB=postgres), exercised through inject().
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { buildApp, type AppDeps } from '../src/app.ts';
import { freePort } from './payment-browser.ts';

export const PUBLIC_URL = 'https://academy.example';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: {
    webDistDir?: string;
    now?: Date;
    rateLimit?: boolean;
    publicUrl?: string;
    /** 'defaults': a database as production starts it, without the demo academy. */
    seed?: 'demo' | 'defaults';
    paymentsMode?: 'sandbox' | 'production';
    /** Site settings (row 1) the test needs, written before the app reads them. */
    settings?: Partial<typeof schema.siteSettings.$inferInsert>;
  } = {},
): Promise<TestApp> {
  const db = await createTestDb({
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.seed === 'defaults' ? { seed: 'defaults' } : {}),
  });
  if (opts.settings) await db.handle.db.update(schema.siteSettings).set(opts.settings).where(eq(schema.siteSettings.id, 1));
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
      checkResponses: true,
      ...(opts.paymentsMode ? { paymentsMode: opts.paymentsMode } : {}),
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

export type ListeningApp = TestApp & { publicUrl: string };

/**
 * An app on a database without the demo academy, listening on a free local port that is its
 * PUBLIC_URL: the payment sandboxes, the buyer's "browser" and the providers' callbacks reach it over
 * real HTTP.
 */
export async function createListeningApp(): Promise<ListeningApp> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ publicUrl, seed: 'defaults' });
  await t.app.listen({ port, host: '127.0.0.1' });
  return Object.assign(t, { publicUrl });
}

/**
 * One app for a test file: built before its tests on a fresh database, closed after them. The object
 * returned stands for it (a rebuild that swaps its app is seen too).
 */
export function useTestApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(opts);
  });
  afterAll(async () => {
    await current?.close();
  });
  const app = (): TestApp => {
    if (!current) throw new Error('The test app is built in beforeAll; use it inside a test or hook.');
    return current;
  };
  return new Proxy({} as TestApp, {
    get: (_target, key) => Reflect.get(app(), key),
    set: (_target, key, value) => Reflect.set(app(), key, value),
  });
}

/** Another app on the test app's database (its own caches), with `config` over the test settings. */
export function anotherApp(t: TestApp, config: Partial<AppDeps['config']> = {}): Promise<FastifyInstance> {
  return buildApp({
    db: t.db.handle,
    config: {
      publicUrl: PUBLIC_URL,
      uploadDir: t.db.uploadDir,
      webDistDir: '/nonexistent-web-dist',
      logLevel: 'warn',
      rateLimit: false,
      autoCancel: false,
      checkResponses: true,
      ...config,
    },
    logger: false,
  });
}

/** Two more instances of the app on the test database that share news through Redis (REDIS_URL), closed after `use`. */
export async function withTwoInstances(t: TestApp, use: (a: FastifyInstance, b: FastifyInstance) => Promise<void>) {
  const config = { redisUrl: process.env.REDIS_URL };
  const [a, b] = await Promise.all([anotherApp(t, config), anotherApp(t, config)]);
  try {
    await use(a, b);
  } finally {
    await a.close();
    await b.close();
  }
}

/** Rebuilds the app on the same database (fresh caches), e.g. after changing site settings. */
export async function rebuild(t: TestApp): Promise<FastifyInstance> {
  await t.app.close();
  const app = await anotherApp(t);
  await app.ready();
  t.app = app;
  return app;
}

/** The `rian_session=…` pair of a response's Set-Cookie, for the next request's Cookie header. */
export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  const session = all.find((c): c is string => typeof c === 'string' && c.startsWith('rian_session='));
  if (!session) throw new Error('no session cookie');
  return session.split(';')[0]!;
}
