// Test databases: an in-memory PGlite by default, or, when RIAN_TEST_DB=postgres, a fresh database
// created on the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards. Integration tests,
// end-to-end tests and benchmarks all start from the migrated, seeded demo academy this way.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createDb, migrate, type DbHandle } from './client.ts';
import { seedDemo, seedSiteDefaults } from './seed/index.ts';

export interface TestDb {
  handle: DbHandle;
  uploadDir: string;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL database's URL, for a test that opens more pools on it (another instance); absent on PGlite. */
  url?: string;
  cleanup(): Promise<void>;
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.RIAN_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDb(
  opts: {
    /** The demo academy (default), the site defaults only ('defaults', as production starts), or nothing. */
    seed?: boolean | 'defaults';
    now?: Date;
    kind?: 'pglite' | 'postgres';
    poolSize?: number;
  } = {},
): Promise<TestDb> {
  const kind = opts.kind ?? testDbKind();
  const uploadDir = await mkdtemp(join(tmpdir(), 'rian-uploads-'));
  let handle: DbHandle;
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('RIAN_TEST_DB=postgres needs TEST_DATABASE_URL');
    const { default: pg } = await import('pg');
    const name = `rian_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await createDb({ databaseUrl, poolSize: opts.poolSize ?? 5 });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    handle = await createDb({ dataDir: 'memory://' });
  }
  await migrate(handle);
  if (opts.seed === 'defaults') await seedSiteDefaults(handle);
  else if (opts.seed !== false) await seedDemo(handle, { uploadDir, ...(opts.now ? { now: opts.now } : {}) });
  return {
    handle,
    uploadDir,
    kind,
    ...(databaseUrl ? { url: databaseUrl } : {}),
    async cleanup() {
      await handle.close();
      if (dropDatabase) await dropDatabase();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
