// The probes a load balancer or orchestrator asks (docs/deploy.md): /healthz says the process is alive
// and checks nothing else; /readyz says this instance should get traffic: its database answers, Redis
// answers when REDIS_URL is set, the database holds every migration of this code, and it is not
// draining for a stop. Neither is rate-limited (limits are per route and these have none) nor logged.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { pendingMigrations, type DbHandle } from '@rian/db';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's readiness switch: a stop turns it off before draining (start/drain.ts). */
    rianReadiness: Readiness;
  }
}

/** How long a probe waits for the database or Redis before calling it unreachable. */
export const PROBE_TIMEOUT_MS = 2_000;

export class Readiness {
  private draining = false;
  /** Once every migration is seen applied it stays so: migrations are never undone. */
  private migrated = false;

  constructor(
    private readonly db: DbHandle,
    private readonly redis: Redis | null,
  ) {}

  /** From now on /readyz answers 503: the load balancer stops sending new requests here. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Why this instance should not get traffic, or null when it should. */
  async notReadyBecause(): Promise<string | null> {
    if (this.draining) return 'draining';
    if (!(await answers(this.db.db.execute(sql`SELECT 1`)))) return 'database unreachable';
    if (this.redis && !(await answers(this.redis.ping()))) return 'redis unreachable';
    if (!this.migrated) {
      const pending = await pendingMigrations(this.db).catch(() => -1);
      if (pending !== 0) return 'migrations pending';
      this.migrated = true;
    }
    return null;
  }
}

async function answers(probe: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
  try {
    return await Promise.race([probe.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The probe's own Redis connection; an outage is reported by /readyz, not logged every second. */
export function probeConnection(redisUrl: string): Redis {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, connectTimeout: PROBE_TIMEOUT_MS });
  redis.on('error', () => undefined);
  return redis;
}

export function registerHealth(app: FastifyInstance, db: DbHandle, redisUrl: string | undefined): void {
  // Its own connection, so that a probe does not queue behind rate-limit or Socket.IO traffic; an
  // outage is told within PROBE_TIMEOUT_MS.
  const redis = redisUrl ? probeConnection(redisUrl) : null;
  const readiness = new Readiness(db, redis);
  app.decorate('rianReadiness', readiness);
  app.addHook('onClose', async () => {
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  const quiet = { logLevel: 'silent' as const, schema: { hide: true } };
  app.get('/healthz', quiet, async () => ({ ok: true, db: db.kind }));
  app.get('/readyz', quiet, async (_req, reply) => {
    const reason = await readiness.notReadyBecause();
    if (reason) return reply.code(503).header('cache-control', 'no-store').send({ ok: false, reason });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });
}
