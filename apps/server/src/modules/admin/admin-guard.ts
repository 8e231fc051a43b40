// The back office's guards and what its routes are given. Every /private/admin route asks for a
// signed-in administrator (401 without a session, 403 for anyone else); the audit log names the actor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userOf, type Auth } from '../auth/auth.plugin.ts';
import type { Actor, AdminContext } from './admin-context.ts';

export interface AdminRoutesDeps {
  admin: AdminContext;
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function adminRoutesDeps(auth: Auth, admin: AdminContext): AdminRoutesDeps {
  return { admin, requireAdmin: auth.requireAdmin };
}

export function actorOf(req: FastifyRequest): Actor {
  const user = userOf(req);
  return { id: user.id, username: user.username, role: user.role };
}
