// The one shape of a write to a member's account: in one transaction the account row is held, the
// write runs, and the audit row keeps what it changed (the action's own facts, before and after);
// the member's page is answered as it now is.
import type { AdminUserDetail } from '@rian/contracts/admin/users';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { loadUser, loadUserRow } from './user-view.ts';

export type UserRow = Awaited<ReturnType<typeof loadUserRow>>;

/** What a write tells the audit log: the fields it changed, as they were and as they are. */
export interface UserChange {
  before: object | null;
  after: object;
  /** The action, when the write itself tells which it was (a grant that turned out to extend access). */
  action?: string;
}

export async function userWrite(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  action: string,
  write: (tx: Tx, user: UserRow) => Promise<UserChange>,
): Promise<AdminUserDetail> {
  await ctx.db.transaction(async (tx) => {
    const user = await loadUserRow(tx, id, true);
    const { action: told, ...change } = await write(tx, user);
    await recordAudit(tx, actor, { action: told ?? action, entity: 'user', entityId: id, ...change });
  });
  return loadUser(ctx.db, id);
}
