// The session cookie, the request's signed-in user and the guards every private route uses
// (spec §6 roles, §8 WHITELIST_USER_DENIED and PERMISSION_DENIED).
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { isStudentBuyer } from '@rian/domain/buyer-access';
import type { SiteService } from '../site/site.service.ts';
import { SESSION_COOKIE, type SessionService, type AuthUser, type SessionLookup } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; null on routes that do not ask for a user. */
    authUser: AuthUser | null;
  }
}

export interface AuthDeps {
  db: Db;
  site: SiteService;
  sessions: SessionService;
  publicUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class Auth {
  readonly sessions: SessionService;
  private readonly secureCookie: boolean;
  private readonly allowedOrigin: string;

  constructor(private readonly deps: AuthDeps) {
    this.sessions = deps.sessions;
    this.secureCookie = deps.publicUrl.startsWith('https:');
    this.allowedOrigin = new URL(deps.publicUrl).origin;
  }

  setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookie,
      expires: expiresAt,
    });
  }

  clearSessionCookie(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secureCookie });
  }

  /** The session behind the request's cookie, without refusing anything. */
  lookup(req: FastifyRequest): Promise<SessionLookup> {
    return this.sessions.lookup(req.cookies[SESSION_COOKIE]);
  }

  /**
   * spec §8 WHITELIST_USER_DENIED: with the site's whitelist mode on, only administrators and
   * accounts whose e-mail is on the whitelist may sign in or use a session.
   */
  async isWhitelisted(user: Pick<AuthUser, 'email' | 'role'>): Promise<boolean> {
    const site = await this.deps.site.settingsRow();
    if (!site || site.whitelist_mode !== 1 || user.role === 'admin') return true;
    const rows = await this.deps.db
      .select({ id: schema.whitelistEmails.id })
      .from(schema.whitelistEmails)
      .where(eq(sql`lower(${schema.whitelistEmails.email})`, user.email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * A request that changes something must come from this site's own pages. SameSite=Lax already
   * keeps the cookie off cross-site posts; this refuses the rest (an old browser, a sibling
   * subdomain, a log-in or log-out forced from another site) when the browser names the origin.
   * It runs for every state-changing call (registerAuth's hook), except where a provider's page or
   * server calls back (CROSS_SITE_PREFIXES).
   */
  checkOrigin(req: FastifyRequest): void {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin === undefined) return;
    const own = `${req.protocol}://${req.host}`;
    if (origin !== this.allowedOrigin && origin !== own) throw new DomainError('FORBIDDEN', 'Cross-site request refused');
  }

  /** Guard: a valid session whose user passes the whitelist. Sets req.authUser. */
  readonly requireUser = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    this.checkOrigin(req);
    const found = await this.lookup(req);
    if (found.status !== 'valid') {
      if (found.status === 'expired') this.clearSessionCookie(reply);
      throw new DomainError('PERMISSION_DENIED');
    }
    if (!(await this.isWhitelisted(found.user))) {
      await this.sessions.revoke(found.user.sessionId);
      this.clearSessionCookie(reply);
      throw new DomainError('WHITELIST_USER_DENIED');
    }
    req.authUser = found.user;
  };

  /** Guard: a signed-in student (spec §6 "private calls use student authorisation"). */
  readonly requireStudent = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await this.requireUser(req, reply);
    if (!isStudentBuyer(userOf(req))) throw new DomainError('STUDENT_ONLY');
  };

  /** Guard: a signed-in administrator. */
  readonly requireAdmin = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await this.requireUser(req, reply);
    if (userOf(req).role !== 'admin') throw new DomainError('FORBIDDEN');
  };
}

/** The user a guard put on the request; throws if a route forgot its guard. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new DomainError('PERMISSION_DENIED');
  return req.authUser;
}

/**
 * The ownership rule of every /private route: a user id named in a path or a body must be the
 * caller's own, unless the caller is an administrator.
 */
export function assertSelfOrAdmin(req: FastifyRequest, userId: number): AuthUser {
  const user = userOf(req);
  if (user.id !== userId && user.role !== 'admin') throw new DomainError('FORBIDDEN', 'Not your account');
  return user;
}

/**
 * Where another site legitimately posts: payment providers' servers (webhooks) and their pages
 * sending the buyer back (returns), and the local provider sandboxes that stand in for them. Each
 * of these verifies what it receives by signature or by asking the provider, never by the cookie.
 */
export const CROSS_SITE_PREFIXES = ['/webhooks/', '/webhook/', '/payments/return/', '/sandbox/'] as const;

export async function registerAuth(app: FastifyInstance, deps: AuthDeps): Promise<Auth> {
  await app.register(cookie);
  app.decorateRequest('authUser', null);
  const auth = new Auth(deps);
  app.addHook('onRequest', async (req) => {
    if (CROSS_SITE_PREFIXES.some((p) => req.url.startsWith(p))) return;
    auth.checkOrigin(req);
  });
  return auth;
}
