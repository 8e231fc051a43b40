// A user group as the back office reads it, with how many students belong to it.
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminUserGroup } from '@rian/contracts/admin/user-groups';
import type { Tx } from '../audit/record-audit.ts';

const { userGroups, userGroupMembers } = schema;

export function selectUserGroups(db: Db | Tx) {
  return db
    .select({
      id: userGroups.id,
      name: userGroups.name,
      is_default: userGroups.is_default,
      member_count: count(userGroupMembers.user_id),
      created_at: userGroups.created_at,
    })
    .from(userGroups)
    .leftJoin(userGroupMembers, eq(userGroupMembers.group_id, userGroups.id))
    .groupBy(userGroups.id)
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectUserGroups>['execute']>>[number];

export const toAdminGroup = (row: Selected): AdminUserGroup => ({ ...row, created_at: row.created_at.toISOString() });

export async function loadUserGroup(db: Db | Tx, id: number): Promise<AdminUserGroup> {
  const [row] = await selectUserGroups(db).where(eq(userGroups.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such user group');
  return toAdminGroup(row);
}
