// POST /private/admin/users/{id}/password-reset: the member is mailed a single-use reset link through
// the outbox — the same link and mail as the /forgotpass form (accounts/request-password-reset.ts) —
// and the audit log records who sent it where. A disabled account gets none (USER_DISABLED): its
// link would lead to a sign-in that is refused.
import { DomainError } from '@rian/domain/errors';
import { queueResetLink, resetMailTitle } from '../../accounts/request-password-reset.ts';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadUserRow } from './user-view.ts';

export async function sendResetLink(ctx: AdminContext, actor: Actor, id: number): Promise<{ email: string }> {
  const accounts = ctx.accounts;
  if (!accounts) throw new DomainError('INTERNAL_ERROR', 'The back office was built without the accounts');
  const siteTitle = await resetMailTitle(accounts);
  const email = await ctx.db.transaction(async (tx) => {
    const user = await loadUserRow(tx, id, true);
    if (!user.is_active) throw new DomainError('USER_DISABLED');
    await queueResetLink(accounts, tx, user, siteTitle);
    await recordAudit(tx, actor, { action: 'send-reset-link', entity: 'user', entityId: id, after: { to: user.email } });
    return user.email;
  });
  accounts.mailer?.kick();
  return { email };
}
