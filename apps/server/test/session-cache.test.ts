// The memo of valid session lookups (auth/session.service.ts, docs/decisions/034-session-cache.md):
// a lookup kept for SESSION_CACHE_MS is not read again (a change made straight in the database shows
// only after it), 0 reads every time, an expired session is never served from memory, and whatever
// ends a session or changes what a lookup reads (log-out, revokeAll, a password reset, an
// administrator's change of role, activity or groups) shows at the very next request. Two instances:
// two-instances.test.ts.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { ContentChanges } from '../src/lib/content-changes.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { SESSION_TTL_MS, SessionService } from '../src/modules/auth/session.service.ts';
import type { AdminContext } from '../src/modules/admin/admin-context.ts';
import { setUserGroups } from '../src/modules/admin/users/set-user-groups.ts';
import { anAdmin, aStudent, aUserGroup } from './factories/index.ts';
import { anotherApp, useTestApp } from './helpers.ts';

const t = useTestApp({ seed: 'defaults' });
const db = () => t.db.handle.db;
const DAY = 24 * 3600 * 1000;

/** A session service on the test database whose clock the test moves. */
function serviceAt(cacheMs: number, options: { tellAll?: () => Promise<void> } = {}) {
  const clock = { now: new Date() };
  const sessions = new SessionService(db(), () => clock.now, { cacheMs, ...options });
  const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { sessions, clock, later };
}

/** Changes the role straight in the database: no news, as a hand edit would be. */
async function setRoleInDatabase(userId: number, role: 'student' | 'instructor') {
  await db()
    .update(schema.users)
    .set({ role, role_id: role === 'student' ? 3 : 2 })
    .where(eq(schema.users.id, userId));
}

async function roleOf(sessions: SessionService, token: string): Promise<string> {
  const found = await sessions.lookup(token);
  return found.status === 'valid' ? found.user.role : found.status;
}

describe('the session memo of one instance', () => {
  it('serves a valid lookup from memory for SESSION_CACHE_MS, then reads the database again', async () => {
    const { sessions, later } = serviceAt(2_000);
    const member = await aStudent(db());
    const { token } = await sessions.create(member.id, 'test');
    expect(await roleOf(sessions, token)).toBe('student');
    await setRoleInDatabase(member.id, 'instructor');
    later(1_999);
    expect(await roleOf(sessions, token)).toBe('student'); // not read again
    later(1);
    expect(await roleOf(sessions, token)).toBe('instructor');
  });

  it('with SESSION_CACHE_MS 0 reads the database at every lookup', async () => {
    const { sessions } = serviceAt(0);
    const member = await aStudent(db());
    const { token } = await sessions.create(member.id, 'test');
    expect(await roleOf(sessions, token)).toBe('student');
    await setRoleInDatabase(member.id, 'instructor');
    expect(await roleOf(sessions, token)).toBe('instructor');
  });

  it('revoke, and revokeAll outside or inside a transaction, end a session in memory at once', async () => {
    const { sessions } = serviceAt(60_000);
    const member = await aStudent(db());
    const one = await sessions.create(member.id, 'test');
    expect(await roleOf(sessions, one.token)).toBe('student');
    const found = await sessions.lookup(one.token);
    await sessions.revoke(found.status === 'valid' ? found.user.sessionId : -1);
    expect(await roleOf(sessions, one.token)).toBe('expired');

    const two = await sessions.create(member.id, 'test');
    expect(await roleOf(sessions, two.token)).toBe('student');
    await sessions.revokeAll(member.id);
    expect(await roleOf(sessions, two.token)).toBe('expired');

    const three = await sessions.create(member.id, 'test');
    expect(await roleOf(sessions, three.token)).toBe('student');
    await db().transaction((tx) => sessions.revokeAll(member.id, tx));
    await sessions.forgetEverywhere(); // what the callers run once committed
    expect(await roleOf(sessions, three.token)).toBe('expired');
  });

  it('never serves an expired session from memory, and keeps the expiry a lookup extended', async () => {
    // A memo longer than a session, so that only the expiry check keeps an ended session out.
    const { sessions, later } = serviceAt(40 * DAY);
    const member = await aStudent(db());
    const made = await sessions.create(member.id, 'test');
    later(DAY);
    expect(await roleOf(sessions, made.token)).toBe('student'); // kept, 29 days left: no extension
    later(30 * DAY);
    expect(await roleOf(sessions, made.token)).toBe('expired');

    const kept = await sessions.create(member.id, 'test');
    expect(await roleOf(sessions, kept.token)).toBe('student');
    later(16 * DAY); // less than half left: read again and extended
    const extended = await sessions.lookup(kept.token);
    expect(extended.status === 'valid' && extended.expiresAt.getTime()).toBe(later(0).getTime() + SESSION_TTL_MS);
    const [row] = await db()
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.token_hash, hashToken(kept.token)));
    expect(row!.expires_at.getTime()).toBe(later(0).getTime() + SESSION_TTL_MS);
    await setRoleInDatabase(member.id, 'instructor');
    // 25 days left of the extended expiry (9 of the first): served from memory, so it kept the new one.
    later(5 * DAY);
    expect(await roleOf(sessions, kept.token)).toBe('student');
  });

  it('a change of groups by an administrator shows at the next lookup (accountWrite tells the news)', async () => {
    const changes = new ContentChanges();
    const { sessions, clock } = serviceAt(60_000, { tellAll: () => changes.publish('accounts') });
    changes.on('accounts', () => sessions.forget());
    const ctx: AdminContext = {
      db: db(),
      clock: () => clock.now,
      changes,
      previewCourse: () => Promise.reject(new Error('not used here')),
    };
    const admin = await anAdmin(db());
    const member = await aStudent(db());
    const group = await aUserGroup(db(), [], 'กลุ่มใหม่');
    const { token } = await sessions.create(member.id, 'test');
    const groups = async () => {
      const found = await sessions.lookup(token);
      return found.status === 'valid' ? found.user.groupIds : found.status;
    };
    expect(await groups()).toEqual([]);
    await setUserGroups(ctx, { id: admin.id, username: admin.user.username, role: 'admin' }, member.id, [group]);
    expect(await groups()).toEqual([group]);
  });
});

describe('the session memo of the app', () => {
  const get = (cookie: string, url = '/public/auth/session', app = t.app) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const as = (admin: { cookie: string }, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

  it('log-out refuses the same cookie at the next request though its lookup was in memory', async () => {
    const member = await aStudent(db());
    expect((await get(member.cookie, '/private/students')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/public/auth/logout', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);
    expect((await get(member.cookie, '/private/students')).statusCode).toBe(401);
    expect((await get(member.cookie)).json().status).toBe('expired');
  });

  it('a role changed or an account disabled by an administrator counts at the member’s next request', async () => {
    const admin = await anAdmin(db());
    const member = await aStudent(db());
    expect((await get(member.cookie)).json().user.role).toBe('student');
    expect((await as(admin, 'PUT', `/private/admin/users/${member.id}/role`, { role: 'instructor' })).statusCode).toBe(200);
    expect((await get(member.cookie)).json().user.role).toBe('instructor');
    expect((await as(admin, 'POST', `/private/admin/users/${member.id}/disable`, { reason: 'ทดสอบ' })).statusCode).toBe(200);
    expect((await get(member.cookie, '/private/students')).statusCode).toBe(401);
    expect((await get(member.cookie)).json().status).toBe('expired');
  });

  it('SESSION_CACHE_MS=0: a change made straight in the database shows at the next request', async () => {
    const app = await anotherApp(t, { sessionCacheMs: 0 });
    try {
      const member = await aStudent(db());
      expect((await get(member.cookie, '/public/auth/session', app)).json().user.role).toBe('student');
      await setRoleInDatabase(member.id, 'instructor');
      expect((await get(member.cookie, '/public/auth/session', app)).json().user.role).toBe('instructor');
    } finally {
      await app.close();
    }
  });
});
