// Instances starting together (architecture.md "Demo and production"): four starts at once, each with
// its own pool, on a fresh PostgreSQL database and on one left at an earlier migration. All come up,
// every migration is recorded once and the demo academy is written once. PostgreSQL only: PGlite
// belongs to one process.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, migrationsFolder, seedDemo, type DbHandle } from '@rian/db';
import { prepareDatabase } from '../src/start/prepare-database.ts';
import { freshDatabase } from './fresh-database.ts';

const INSTANCES = 4;

interface Journal {
  entries: { tag: string }[];
}
const journal = async (folder: string): Promise<Journal> =>
  JSON.parse(await readFile(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** A copy of the migrations folder that stops after `last` (the code of an earlier release). */
async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rian-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const full = await journal(dir);
  const upTo = full.entries.findIndex((e) => e.tag === last);
  expect(upTo).toBeGreaterThan(0);
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify({ ...full, entries: full.entries.slice(0, upTo + 1) }));
  return dir;
}

async function count(handle: DbHandle, query: string): Promise<number> {
  const res = (await handle.db.execute(sql.raw(query))) as unknown as { rows: { n: string | number }[] };
  return Number(res.rows[0]!.n);
}

/** Starts `INSTANCES` instances at once as main.ts does, each with its own pool; their results. */
async function startTogether(url: string, uploadDir: string) {
  const handles = await Promise.all(Array.from({ length: INSTANCES }, () => createDb({ databaseUrl: url, poolSize: 3 })));
  try {
    return await Promise.all(handles.map((h) => prepareDatabase(h, { demo: true, uploadDir })));
  } finally {
    await Promise.all(handles.map((h) => h.close()));
  }
}

async function expectMigratedAndSeededOnce(url: string) {
  const handle = await createDb({ databaseUrl: url, poolSize: 1 });
  try {
    const tags = (await journal(migrationsFolder)).entries.length;
    expect(await count(handle, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(tags);
    expect(await count(handle, 'SELECT count(DISTINCT hash) AS n FROM drizzle.__drizzle_migrations')).toBe(tags);
    expect(await count(handle, `SELECT count(*) AS n FROM seed_runs WHERE name = 'demo-v1'`)).toBe(1);
    expect(await count(handle, 'SELECT count(*) AS n FROM site_settings')).toBe(1);
    // The demo's fixed rows once each: no user name and no course slug twice.
    expect(await count(handle, 'SELECT count(*) - count(DISTINCT username) AS n FROM users')).toBe(0);
    expect(await count(handle, 'SELECT count(*) - count(DISTINCT slug) AS n FROM courses')).toBe(0);
    expect(await count(handle, 'SELECT count(*) AS n FROM payment_methods')).toBe(11);
  } finally {
    await handle.close();
  }
}

/** A fresh database and upload folder for `use`, dropped and removed after it. */
async function onFreshDatabase(use: (url: string, uploadDir: string) => Promise<void>) {
  const db = await freshDatabase();
  const uploadDir = await mkdtemp(join(tmpdir(), 'rian-uploads-'));
  try {
    await use(db.url, uploadDir);
  } finally {
    await db.drop();
    await rm(uploadDir, { recursive: true, force: true });
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('instances starting together', () => {
  it(
    `${INSTANCES} at once on a fresh database: all come up, migrations and the demo seed run once`,
    () =>
      onFreshDatabase(async (url, uploadDir) => {
        const started = await startTogether(url, uploadDir);
        expect(started.filter((s) => s.demoSeeded)).toHaveLength(1);
        await expectMigratedAndSeededOnce(url);
      }),
    60_000,
  );

  it(
    `${INSTANCES} at once on a database of an earlier release: it is brought up to date once`,
    () =>
      onFreshDatabase(async (url, uploadDir) => {
        const older = await migrationsUpTo('0010_refunds');
        try {
          const handle = await createDb({ databaseUrl: url, poolSize: 1 });
          const { migrate } = await import('drizzle-orm/node-postgres/migrator');
          await migrate(handle.db as never, { migrationsFolder: older });
          expect(await count(handle, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(11);
          await handle.close();

          const started = await startTogether(url, uploadDir);
          expect(started.filter((s) => s.demoSeeded)).toHaveLength(1);
          await expectMigratedAndSeededOnce(url);
        } finally {
          await rm(older, { recursive: true, force: true });
        }
      }),
    60_000,
  );

  it('an academy of the release before course_parts gets the parts of every course it holds', () =>
    onFreshDatabase(async (url, uploadDir) => {
      const older = await migrationsUpTo('0020_hold_refusal');
      const handle = await createDb({ databaseUrl: url, poolSize: 3 });
      try {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(handle.db as never, { migrationsFolder: older });
        await seedDemo(handle, { uploadDir });
        await prepareDatabase(handle, { demo: true, uploadDir });
        const courses = await count(handle, 'SELECT count(*) AS n FROM courses');
        expect(courses).toBeGreaterThan(5);
        expect(await count(handle, 'SELECT count(*) AS n FROM course_parts')).toBe(courses);
        // Each course's kept plans are its plans (course-parts.test.ts compares every part).
        const unlike = `SELECT count(*) AS n FROM course_parts p WHERE json_array_length(p.card->'plans')
          <> (SELECT count(*) FROM pricing_plans WHERE course_id = p.course_id)`;
        expect(await count(handle, unlike)).toBe(0);
      } finally {
        await handle.close();
        await rm(older, { recursive: true, force: true });
      }
    }));

  it('a start that wrote the schema and the defaults leaves the planner the statistics of every table', () =>
    onFreshDatabase(async (url, uploadDir) => {
      // The start-up lock holds a connection of its own, as in startTogether.
      const handle = await createDb({ databaseUrl: url, poolSize: 3 });
      try {
        await prepareDatabase(handle, { demo: false, uploadDir });
        // reltuples is -1 for a table never analyzed (PostgreSQL 14 and later).
        const blind = `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
          WHERE s.nspname = 'public' AND c.relkind = 'r' AND c.reltuples < 0`;
        expect(await count(handle, blind)).toBe(0);
        expect(await count(handle, `SELECT count(*) AS n FROM pg_stats WHERE tablename = 'site_settings'`)).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    }));
});
