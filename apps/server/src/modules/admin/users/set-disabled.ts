// POST /private/admin/users/{id}/disable and /enable: a disabled account cannot sign in (accounts/
// log-in.ts refuses it like a wrong password, the social log-in too) and its sessions stop working at
// once (auth/session.service.ts lookup reads users.is_active, and accountWrite has every instance
// forget the lookups it keeps before the write answers); its open sessions are also revoked, so
// enabling the account again does not bring them back. An administrator cannot disable themself
// (ADMIN_SELF_DISABLE).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { selfChangeRefusal } from '@rian/domain/member-admin';
import type { AdminUserDetail } from '@rian/contracts/admin/users';
import { SessionService } from '../../auth/session.service.ts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { accountWrite } from './user-write.ts';

const { users } = schema;

export function disableUser(ctx: AdminContext, actor: Actor, id: number, reason: string): Promise<AdminUserDetail> {
  const refused = selfChangeRefusal(actor.id, id, { disable: true });
  if (refused) return Promise.reject(new DomainError(refused));
  return accountWrite(ctx, actor, id, 'disable', async (tx, user) => {
    await tx.update(users).set({ is_active: false, updated_at: ctx.clock() }).where(eq(users.id, id));
    await new SessionService(ctx.db, ctx.clock).revokeAll(id, tx);
    return { before: { disabled: !user.is_active }, after: { disabled: true, reason } };
  });
}

export function enableUser(ctx: AdminContext, actor: Actor, id: number): Promise<AdminUserDetail> {
  return accountWrite(ctx, actor, id, 'enable', async (tx, user) => {
    await tx.update(users).set({ is_active: true, updated_at: ctx.clock() }).where(eq(users.id, id));
    return { before: { disabled: !user.is_active }, after: { disabled: false } };
  });
}
