// Log-in sessions (architecture.md "passwords, sessions"): an opaque token in an httpOnly,
// SameSite=Lax cookie, stored hashed with an expiry, revocable one by one or all at once.
//
// Every signed-in request looks its session up, so each instance keeps valid lookups for
// SESSION_CACHE_MS (2 s by default; 0 reads every time) in a SessionCache keyed by the token hash
// (docs/decisions/034-session-cache.md). Why that is safe:
// - Revocation is never served stale. Whatever ends a session or changes what a lookup answers
//   (revoke, revokeAll, an administrator's change of role, activity or groups: admin/users/
//   user-write.ts accountWrite) tells every instance through ContentChanges' 'accounts' news after
//   its commit (`forgetEverywhere`), and answers only once each instance emptied its memo
//   (lib/content-changes.ts: acknowledged, at most ACK_WAIT_MS). A read under way while the memo is
//   emptied keeps its answer out of it (SessionCache.mark).
// - Only valid sessions are kept, and a kept one is served only while more than half of its life is
//   left on this service's clock: past that the database is read again, which extends it (the rare
//   write below, whose new expiry is then kept) or says it ended.
// - Anything else (a change made straight in the database, or an instance that did not answer the
//   news in time) shows after at most SESSION_CACHE_MS.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { preparedOnce } from '../../lib/prepared-once.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { SessionCache } from './session-cache.ts';

const { sessions, users, userGroupMembers } = schema;

export const SESSION_COOKIE = 'rian_session';
/** A session lasts 30 days and is extended on use once less than half of that is left. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** SESSION_CACHE_MS when unset: how long an instance serves a valid lookup from memory. */
export const SESSION_CACHE_MS = 2_000;

/** How the service keeps lookups and tells other instances (compose.ts); tests and tools use the defaults. */
export interface SessionCacheOptions {
  /** SESSION_CACHE_MS; 0 reads every lookup from the database. */
  cacheMs?: number;
  /**
   * Tells every instance, this one included, to run `forget` (ContentChanges.publish('accounts'));
   * resolves once each did. Without it, only this instance forgets.
   */
  tellAll?: () => Promise<void>;
}

/** The signed-in account as routes see it; never carries the password hash. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: string;
  roleId: number;
  isStudent: boolean;
  firstname: string;
  lastname: string;
  groupIds: number[];
  sessionId: number;
}

export type SessionLookup = { status: 'valid'; user: AuthUser; expiresAt: Date } | { status: 'expired' } | { status: 'none' };

/**
 * What GET /public/auth/session answers when nobody is signed in (accounts.routes.ts); a request
 * without a session cookie is answered `signedOut('none')`, which the storefront pages inline.
 */
export function signedOut<S extends 'none' | 'expired' | 'denied'>(status: S) {
  return { success: true as const, user: null, status };
}

/**
 * The session behind a token hash with its user and groups: read on every signed-in request, so
 * prepared once per database (PostgreSQL parses and plans it once per connection, and drizzle does
 * not build its SQL again).
 */
function prepareLookup(db: Db, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expires_at,
      revokedAt: sessions.revoked_at,
      ...columnsOf(users, ['id', 'username', 'email', 'role']),
      roleId: users.role_id,
      isStudent: users.is_student,
      firstname: users.firstname,
      lastname: users.lastname,
      isActive: users.is_active,
      groupIds: sql<
        number[]
      >`coalesce((select array_agg(${userGroupMembers.group_id}) from ${userGroupMembers} where ${userGroupMembers.user_id} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.token_hash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(name);
}

export class SessionService {
  private readonly cache: SessionCache;
  private readonly tellAll: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    options: SessionCacheOptions = {},
  ) {
    this.cache = new SessionCache(options.cacheMs ?? SESSION_CACHE_MS);
    this.tellAll = options.tellAll;
  }

  /** Opens a session for the user; returns the token for the cookie and its expiry. */
  async create(userId: number, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(this.clock().getTime() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: expiresAt,
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  /**
   * The session behind a cookie token. 'expired' covers a token that was valid once (expired,
   * revoked, or its user deactivated): the web app shows the session-expired modal (spec §6).
   */
  async lookup(token: string | undefined): Promise<SessionLookup> {
    if (!token || token.length > 100) return { status: 'none' };
    const now = this.clock();
    const tokenHash = hashToken(token);
    const hit = this.cache.get(tokenHash, now.getTime());
    if (hit && hit.expiresAt.getTime() - now.getTime() >= SESSION_TTL_MS / 2) {
      return { status: 'valid', user: hit.user, expiresAt: hit.expiresAt };
    }
    const mark = this.cache.mark();
    const found = await this.read(tokenHash, now);
    if (found.status === 'valid')
      this.cache.put(tokenHash, { user: found.user, expiresAt: found.expiresAt, readAt: now.getTime() }, mark);
    return found;
  }

  /** The lookup as the database answers it; extends a session used with less than half its life left. */
  private async read(tokenHash: string, now: Date): Promise<SessionLookup> {
    const rows = await preparedOnce(this.db, 'session_lookup', (name) => prepareLookup(this.db, name)).execute({ tokenHash });
    const row = rows[0];
    if (!row) return { status: 'expired' };
    if (row.revokedAt || row.expiresAt <= now || !row.isActive) return { status: 'expired' };
    let expiresAt = row.expiresAt;
    if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
      expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await this.db.update(sessions).set({ expires_at: expiresAt, last_seen_at: now }).where(eq(sessions.id, row.sessionId));
    }
    const { sessionId, id, username, email, role, roleId, isStudent, firstname, lastname, groupIds } = row;
    return {
      status: 'valid',
      expiresAt,
      user: { sessionId, id, username, email, role, roleId, isStudent, firstname, lastname, groupIds: groupIds.map(Number) },
    };
  }

  /** Empties this instance's memo of lookups (the 'accounts' news, from here or another instance). */
  forget(): void {
    this.cache.forget();
  }

  /**
   * Tells every instance to forget its lookups, and resolves once each did: after any committed
   * write that ends a session or changes what a lookup reads (users, sessions, user_group_members).
   */
  async forgetEverywhere(): Promise<void> {
    if (this.tellAll) await this.tellAll();
    else this.forget();
  }

  /** Ends one session (log-out, whitelist refusal); answers once no instance serves it from memory. */
  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revoked_at: this.clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
    await this.forgetEverywhere();
  }

  /**
   * Ends every session of a user (password reset, deactivation). Inside a transaction (`tx`), the
   * caller runs `forgetEverywhere` (or accountWrite's news) once it committed: told earlier, another
   * instance could read the still-open session again before the commit and keep it.
   */
  async revokeAll(userId: number, tx?: Pick<Db, 'update'>): Promise<void> {
    await (tx ?? this.db)
      .update(sessions)
      .set({ revoked_at: this.clock() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    if (!tx) await this.forgetEverywhere();
  }

  /** Deletes sessions that ended more than a day ago; returns how many. */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - 24 * 3600 * 1000);
    const gone = await this.db
      .delete(sessions)
      .where(or(lt(sessions.expires_at, cutoff), and(gt(sessions.id, 0), lt(sessions.revoked_at, cutoff))))
      .returning({ id: sessions.id });
    return gone.length;
  }

  /** Sessions still open for these users (used by tests and the back office). */
  async openCount(userIds: number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(inArray(sessions.user_id, userIds), isNull(sessions.revoked_at), gt(sessions.expires_at, this.clock())));
    return rows[0]?.n ?? 0;
  }
}
