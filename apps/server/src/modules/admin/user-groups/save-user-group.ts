// Creating, editing and deleting a user group (spec §3 studentGroupKpi, §2 course access rights). At
// most one group is the default a new student joins: making one the default unsets the others. A
// group with students stays, since removing it would silently change what they may open.
import { and, eq, ne } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminUserGroup, UserGroupCreate, UserGroupPatch } from '@rian/contracts/admin/user-groups';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import {
  createAudited,
  deleteAudited,
  deleteRow,
  insertRow,
  patchRow,
  refuseWhileCounted,
  updateAudited,
  type AuditedRecord,
} from '../audited-write.ts';
import { loadUserGroup } from './user-group-view.ts';

const { userGroups } = schema;

async function soleDefault(tx: Tx, id: number, isDefault: number | undefined): Promise<void> {
  if (isDefault !== 1) return;
  await tx
    .update(userGroups)
    .set({ is_default: 0 })
    .where(and(ne(userGroups.id, id), eq(userGroups.is_default, 1)));
}

const group: AuditedRecord<AdminUserGroup> = { entity: 'user_group', area: 'site', load: loadUserGroup };

export function createUserGroup(ctx: AdminContext, actor: Actor, input: UserGroupCreate): Promise<AdminUserGroup> {
  return createAudited(ctx, actor, group, async (tx) => {
    const id = await insertRow(tx, userGroups, input);
    await soleDefault(tx, id, input.is_default);
    return id;
  });
}

export function updateUserGroup(ctx: AdminContext, actor: Actor, id: number, patch: UserGroupPatch): Promise<AdminUserGroup> {
  return updateAudited(ctx, actor, group, id, async (tx) => {
    await patchRow(tx, userGroups, id, patch);
    await soleDefault(tx, id, patch.is_default);
  });
}

const keepWithStudents = refuseWhileCounted<AdminUserGroup>('member_count', 'The group has students; move them first');

export function deleteUserGroup(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, group, id, async (tx, before) => {
    await keepWithStudents(tx, before);
    await deleteRow(tx, userGroups, id);
  });
}
