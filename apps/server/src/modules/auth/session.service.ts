// Log-in sessions (architecture.md "passwords, sessions"): an opaque token in an httpOnly,
// SameSite=Lax cookie, stored hashed with an expiry, revocable one by one or all at once.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { preparedOnce } from '../../lib/prepared-once.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const { sessions, users, userGroupMembers } = schema;

export const SESSION_COOKIE = 'rian_session';
/** A session lasts 30 days and is extended on use once less than half of that is left. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

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
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

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
    const rows = await preparedOnce(this.db, 'session_lookup', (name) => prepareLookup(this.db, name)).execute({
      tokenHash: hashToken(token),
    });
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

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revoked_at: this.clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  }

  /** Ends every session of a user (password reset, deactivation). */
  async revokeAll(userId: number, tx: Pick<Db, 'update'> = this.db): Promise<void> {
    await tx
      .update(sessions)
      .set({ revoked_at: this.clock() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
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
