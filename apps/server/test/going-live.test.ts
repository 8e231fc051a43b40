// Going live (architecture.md, "Demo and production"): a production database holds the site
// defaults and nothing of the demo; the first administrator comes from the one-time set-up link or
// `npm run admin:create`; a demo database is refused outside demo mode.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull, or } from 'drizzle-orm';
import { DEMO_LOGINS, schema } from '@rian/db';
import { createTestDb, testDbKind } from '@rian/db/testing';
import { issueSetupLink } from '../src/modules/setup/setup-link.ts';
import { prepareDatabase, StartRefused } from '../src/start/prepare-database.ts';
import { createTestApp, PUBLIC_URL, type TestApp } from './helpers.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const admin = { username: 'owner', email: 'owner@academy.example', password: 'owner-password-1' };

describe('a production database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'defaults', paymentsMode: 'production' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/public/auth/login', payload: { username, password } });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const setup = (token: string, body = admin) =>
    t.app.inject({ method: 'POST', url: '/api/setup/admin', payload: { token, ...body } });

  it('has no demo account, no course and no payment credential', async () => {
    for (const demo of DEMO_LOGINS) expect((await login(demo.username, demo.password)).statusCode).toBe(401);
    const users = await t.db.handle.db.select().from(schema.users);
    expect(users).toEqual([]);
    const courses = await t.app.inject({ method: 'GET', url: '/public/courses' });
    expect(courses.json()).toMatchObject({ success: true, data: [], total: 0 });
    const withSecrets = await t.db.handle.db
      .select()
      .from(schema.paymentMethods)
      .where(or(isNotNull(schema.paymentMethods.secret_key), isNotNull(schema.paymentMethods.application_id_1)));
    expect(withSecrets).toEqual([]);
    expect(await t.db.handle.db.select().from(schema.paymentMethods)).toHaveLength(11);
    const site = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });
    expect(site.statusCode).toBe(200);
  });

  it('refuses a malformed, unknown or expired set-up link', async () => {
    const link = (await issueSetupLink(t.db.handle.db, PUBLIC_URL, new Date(Date.now() - 25 * 3_600_000)))!;
    const expired = await setup(tokenOf(link));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('SETUP_LINK_INVALID');
    const unknown = await setup('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect((await setup('not-a-token')).statusCode).toBe(400);
    const status = await t.app.inject({ method: 'GET', url: `/api/setup/status?token=${tokenOf(link)}` });
    expect(status.json().data.valid).toBe(false);
  });

  it('creates the first administrator once through the set-up link', async () => {
    const link = (await issueSetupLink(t.db.handle.db, PUBLIC_URL, new Date()))!;
    // A second instance starting beside the first prints its own link; the first one's stays valid.
    const other = tokenOf((await issueSetupLink(t.db.handle.db, PUBLIC_URL, new Date()))!);
    expect(link.startsWith(`${PUBLIC_URL}/setup?token=`)).toBe(true);
    const token = tokenOf(link);
    for (const each of [token, other]) {
      const status = await t.app.inject({ method: 'GET', url: `/api/setup/status?token=${each}` });
      expect(status.json().data.valid).toBe(true);
    }

    const weak = await setup(token, { ...admin, password: 'short-pw' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].key).toBe('adminPasswordTooShort');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/setup/admin',
      headers: { origin: 'https://attacker.example' },
      payload: { token, ...admin },
    });
    expect(foreign.statusCode).toBe(403);

    const second = { ...admin, username: 'second', email: 'second@academy.example' };
    const [created, racing] = await Promise.all([setup(token), setup(other, second)]);
    // Two people with the two links at once: one administrator, the other link refused.
    expect([created.statusCode, racing.statusCode].sort()).toEqual([200, 410]);
    const winner = created.statusCode === 200 ? admin : second;
    expect((created.statusCode === 200 ? created : racing).json().data.username).toBe(winner.username);
    expect((await setup(token, second)).statusCode).toBe(410);
    expect((await setup(other, second)).statusCode).toBe(410);
    expect(await t.db.handle.db.select().from(schema.users)).toHaveLength(1);

    const signedIn = await login(winner.username, winner.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().response.user.role).toBe('admin');
    // With an administrator, a start prints no link.
    expect(await issueSetupLink(t.db.handle.db, PUBLIC_URL, new Date())).toBeNull();
  });
});

describe('the start-up preparation', () => {
  it('refuses a database that holds the demo academy outside demo mode, and accepts it in demo mode', async () => {
    const db = await createTestDb();
    try {
      await expect(prepareDatabase(db.handle, { demo: false, uploadDir: db.uploadDir })).rejects.toBeInstanceOf(StartRefused);
      await expect(prepareDatabase(db.handle, { demo: true, uploadDir: db.uploadDir })).resolves.toEqual({ demoSeeded: false });
    } finally {
      await db.cleanup();
    }
  });

  it('writes the site defaults and no demo row on a fresh database outside demo mode', async () => {
    const db = await createTestDb({ seed: false });
    try {
      await Promise.all([
        prepareDatabase(db.handle, { demo: false, uploadDir: db.uploadDir }),
        prepareDatabase(db.handle, { demo: false, uploadDir: db.uploadDir }),
      ]);
      expect(await db.handle.db.select().from(schema.users)).toEqual([]);
      expect(await db.handle.db.select().from(schema.courses)).toEqual([]);
      expect(await db.handle.db.select().from(schema.siteSettings)).toHaveLength(1);
      const runs = (await db.handle.db.select().from(schema.seedRuns)).map((r) => r.name);
      expect(runs).toEqual(['site-defaults-v1']);
    } finally {
      await db.cleanup();
    }
  });
});

// The command runs the same way on either database; once, on an embedded one, is enough.
describe.runIf(testDbKind() === 'pglite')('npm run admin:create', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rian-admin-create-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (args: string[], input?: string) =>
    spawnSync('npx', ['tsx', 'apps/server/src/cli/admin-create.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', RIAN_DEMO: '0' },
      ...(input === undefined ? {} : { input }),
    });

  it('creates an administrator from flags, with the password on standard input, and refuses a duplicate', async () => {
    const first = run(['--username', 'owner', '--email', 'owner@academy.example', '--password-stdin'], 'owner-password-1\n');
    expect(first.stderr).not.toMatch(/admin:create:/);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Administrator owner created');

    const duplicate = run(['--username', 'Owner', '--email', 'other@academy.example', '--password', 'owner-password-2']);
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('This username is already taken.');
    const weak = run(['--username', 'x', '--email', 'x@academy.example', '--password', 'short']);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('at least 10 characters');
    // Three cold starts of the command, each migrating an embedded database: slow on a busy machine.
  }, 180_000);
});
