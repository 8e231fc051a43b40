// The one shape of a write to a member's account: in one transaction the account row is held, the
// write runs, and the audit row keeps what it changed (the action's own facts, before and after);
// the member's page is answered as it now is. A write to what the member's sessions read goes
// through accountWrite, which also has every instance forget its session lookups.
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

type UserWrite = (tx: Tx, user: UserRow) => Promise<UserChange>;
type UserWriteArgs = [ctx: AdminContext, actor: Actor, id: number, action: string, write: UserWrite];

/**
 * A write to the member's account; with `news` 'accounts', every instance forgets its session
 * lookups once the write committed and before it answers (accountWrite).
 */
export async function userWrite(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  action: string,
  write: UserWrite,
  news?: 'accounts',
): Promise<AdminUserDetail> {
  await ctx.db.transaction(async (tx) => {
    const user = await loadUserRow(tx, id, true);
    const { action: told, ...change } = await write(tx, user);
    await recordAudit(tx, actor, { action: told ?? action, entity: 'user', entityId: id, ...change });
  });
  if (news) await ctx.changes.publish(news);
  return loadUser(ctx.db, id);
}

/**
 * A write to what the member's sessions read (auth/session.service.ts lookup: role, activity,
 * groups, the sessions themselves): no instance serves the member's session as it was once the
 * write answers ('accounts' news after the commit).
 */
export const accountWrite = (...args: UserWriteArgs): Promise<AdminUserDetail> => userWrite(...args, 'accounts');
