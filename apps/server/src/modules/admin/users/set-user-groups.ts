// PUT /private/admin/users/{id}/groups: the user groups the member belongs to (spec §6
// course_for_user_group: a group may open courses closed to others), all of them at once; an unknown
// group is refused. Audited with the group ids before and after; the member's next request already
// reads them (the session lookup gathers the groups).
import { asc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminUserDetail } from '@rian/contracts/admin/users';
import type { Actor, AdminContext } from '../admin-context.ts';
import { refuseUnknownIds } from '../audited-write.ts';
import { accountWrite } from './user-write.ts';

const { userGroups, userGroupMembers } = schema;

export function setUserGroups(ctx: AdminContext, actor: Actor, id: number, groupIds: number[]): Promise<AdminUserDetail> {
  const wanted = [...new Set(groupIds)].sort((a, b) => a - b);
  return accountWrite(ctx, actor, id, 'set-groups', async (tx) => {
    await refuseUnknownIds(tx, userGroups.id, wanted, 'group_ids', 'ไม่พบกลุ่มผู้ใช้นี้');
    const was = await tx
      .select({ id: userGroupMembers.group_id })
      .from(userGroupMembers)
      .where(eq(userGroupMembers.user_id, id))
      .orderBy(asc(userGroupMembers.group_id));
    await tx.delete(userGroupMembers).where(eq(userGroupMembers.user_id, id));
    if (wanted.length > 0) await tx.insert(userGroupMembers).values(wanted.map((group_id) => ({ user_id: id, group_id })));
    return { before: { group_ids: was.map((g) => g.id) }, after: { group_ids: wanted } };
  });
}
