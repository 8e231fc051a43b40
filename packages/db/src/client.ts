// Client factory (architecture.md, data): PGlite files under ./data when DATABASE_URL is unset,
// PostgreSQL through `pg` when it is set. Both speak the same SQL dialect and the same schema.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of Db, as db.transaction hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, without credentials: for the start-up log. */
  where: string;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock: a PostgreSQL advisory lock, so that instances starting
   * together migrate and seed one after the other (architecture.md, "Demo and production"). PGlite
   * belongs to one process, so there it just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** Key of the start-up advisory lock (any constant unique to Rian). */
const STARTUP_LOCK_KEY = 0x52_69_61_6e; // "Rian"

export interface CreateDbOptions {
  /** A postgres:// URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite folder; 'memory://' keeps it in memory (tests). Default ./data/pglite. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server drops (a restart, a failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.warn(`postgres: idle connection lost: ${err.message}`));
    const url = new URL(options.databaseUrl);
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      where: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusive: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      // pool.end() resolves before its connections have finished closing; wait for each of them,
      // so that a caller may drop the database right after.
      close: () =>
        new Promise<void>((resolve, reject) => {
          let open = pool.totalCount;
          if (open === 0) return void pool.end().then(resolve, reject);
          pool.on('remove', () => {
            if (--open === 0) resolve();
          });
          pool.end().catch(reject);
        }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    where: dataDir,
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

/** Applies every pending migration; safe to call at each start. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  }
}

/**
 * Has PostgreSQL gather the planner's statistics of every table now. Its own background analysis
 * starts only after 50 rows of a table changed, which a small academy's courses, plans and teachers
 * may never reach: the planner then plans the storefront's statements blind, keeps planning the
 * course page's prepared statement anew on every execution, and that statement cost four times the
 * CPU (docs/benchmarks.md, "2026-11-27, night"). A start that wrote anything runs it
 * (apps/server start/prepare-database.ts).
 */
export async function analyzeTables(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`ANALYZE`);
}

/**
 * How many migrations of this code the database has not applied yet (0: up to date). Read the way
 * drizzle's migrator decides: a migration is applied when the last recorded one is at least as new.
 */
export async function pendingMigrations(handle: DbHandle): Promise<number> {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  let last = -1;
  try {
    const res = (await handle.db.execute(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { created_at: string | number }[] };
    last = res.rows.length > 0 ? Number(res.rows[0]!.created_at) : -1;
  } catch {
    // No migrations table yet: nothing is applied.
  }
  return journal.entries.filter((e) => e.when > last).length;
}
