// Creating, editing and deleting a user group (spec §3 studentGroupKpi, §2 course access rights). At
// most one group is the default a new student joins: making one the default unsets the others. A
// group with students stays, since removing it would silently change what they may open.
import { and, eq, ne } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminUserGroup, UserGroupCreate, UserGroupPatch } from '@rian/contracts/admin/user-groups';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, deleteAudited, updateAudited, type AuditedRecord } from '../audited-write.ts';
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
    const [row] = await tx.insert(userGroups).values(input).returning({ id: userGroups.id });
    await soleDefault(tx, row!.id, input.is_default);
    return row!.id;
  });
}

export function updateUserGroup(ctx: AdminContext, actor: Actor, id: number, patch: UserGroupPatch): Promise<AdminUserGroup> {
  return updateAudited(ctx, actor, group, id, async (tx) => {
    if (Object.keys(patch).length) await tx.update(userGroups).set(patch).where(eq(userGroups.id, id));
    await soleDefault(tx, id, patch.is_default);
  });
}

export function deleteUserGroup(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, group, id, async (tx, before) => {
    if (before.member_count > 0) throw new DomainError('IN_USE', 'The group has students; move them first');
    await tx.delete(userGroups).where(eq(userGroups.id, id));
  });
}
