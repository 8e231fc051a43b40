// The probes (docs/deploy.md): /healthz is alive and checks nothing; /readyz checks the database, Redis
// when set, the migrations and the drain switch, answering 503 with its reason. Neither is limited
// nor logged.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@rian/db/testing';
import { anotherApp, createTestApp, useTestApp } from './helpers.ts';
import { buildLoggedApp } from './logged-app.ts';
import { PROBE_TIMEOUT_MS, probeConnection, Readiness } from '../src/lib/health.ts';

const t = useTestApp({ seed: 'defaults' });
const others: TestDb[] = [];
afterAll(async () => {
  for (const db of others) await db.cleanup();
});

async function otherDb(): Promise<TestDb> {
  const db = await createTestDb({ seed: 'defaults' });
  others.push(db);
  return db;
}

describe('/healthz and /readyz', () => {
  it('a migrated database answers: alive and ready', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect([alive.statusCode, alive.json().ok]).toEqual([200, true]);
    const ready = await t.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { ok: true }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('a draining instance is alive but not ready', async () => {
    const app = await anotherApp(t);
    try {
      app.rianReadiness.drain();
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { ok: false, reason: 'draining' }]);
    } finally {
      await app.close();
    }
  });

  it('a database missing this code’s last migration is not ready', async () => {
    const db = await otherDb();
    await db.handle.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const app = await anotherApp({ ...t, db });
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json().reason]).toEqual([503, 'migrations pending']);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('an unreachable Redis makes it not ready, within the probe’s bound', async () => {
    // The probe alone: the app's other Redis clients have their own outage handling.
    const redis = probeConnection('redis://127.0.0.1:1');
    try {
      const started = Date.now();
      expect(await new Readiness(t.db.handle, redis).notReadyBecause()).toBe('redis unreachable');
      expect(Date.now() - started).toBeLessThan(PROBE_TIMEOUT_MS + 1_000);
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(Boolean(process.env.REDIS_URL))('a reachable Redis is part of being ready', async () => {
    const app = await anotherApp(t, { redisUrl: process.env.REDIS_URL });
    try {
      expect((await app.inject({ url: '/readyz' })).json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });

  it('a database that no longer answers makes it not ready', async () => {
    const db = await otherDb();
    const app = await anotherApp({ ...t, db });
    await app.ready();
    await db.handle.close();
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json().reason]).toEqual([503, 'database unreachable']);
    } finally {
      await app.close();
      others.splice(others.indexOf(db), 1);
      await db.cleanup().catch(() => undefined);
    }
  });

  it('is not rate-limited: a probe every few milliseconds keeps answering', async () => {
    const limited = await createTestApp({ seed: 'defaults', rateLimit: true });
    try {
      for (let i = 0; i < 120; i++) {
        expect((await limited.app.inject({ url: '/readyz', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
        expect((await limited.app.inject({ url: '/healthz', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('leaves no line in the request log', async () => {
    const lines: string[] = [];
    const app = await buildLoggedApp(t.db, lines);
    try {
      await app.inject({ url: '/healthz' });
      await app.inject({ url: '/readyz' });
      await app.inject({ url: '/public/i18n/th' });
      expect(lines.some((l) => l.includes('/public/i18n/th'))).toBe(true); // requests are logged at this level
      expect(lines.filter((l) => /\/(healthz|readyz)/.test(l))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
