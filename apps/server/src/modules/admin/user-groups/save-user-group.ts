// Creating, editing and deleting a user group (spec §3 studentGroupKpi, §2 course access rights). At
// most one group is the default a new student joins: making one the default unsets the others. A
// group with students stays, since removing it would silently change what they may open.
import { and, eq, ne } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminUserGroup, UserGroupCreate, UserGroupPatch } from '@rian/contracts/admin/user-groups';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit, type Tx } from '../audit/record-audit.ts';
import { loadUserGroup } from './user-group-view.ts';

const { userGroups } = schema;

async function soleDefault(tx: Tx, id: number, isDefault: number | undefined): Promise<void> {
  if (isDefault !== 1) return;
  await tx
    .update(userGroups)
    .set({ is_default: 0 })
    .where(and(ne(userGroups.id, id), eq(userGroups.is_default, 1)));
}

export async function createUserGroup(ctx: AdminContext, actor: Actor, input: UserGroupCreate): Promise<AdminUserGroup> {
  const made = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(userGroups).values(input).returning({ id: userGroups.id });
    await soleDefault(tx, row!.id, input.is_default);
    const after = await loadUserGroup(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'user_group', entityId: after.id, after });
    return after;
  });
  await ctx.changes.publish('site');
  return made;
}

export async function updateUserGroup(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: UserGroupPatch,
): Promise<AdminUserGroup> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadUserGroup(tx, id);
    if (Object.keys(patch).length) await tx.update(userGroups).set(patch).where(eq(userGroups.id, id));
    await soleDefault(tx, id, patch.is_default);
    const after = await loadUserGroup(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'user_group', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('site');
  return saved;
}

export async function deleteUserGroup(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadUserGroup(tx, id);
    if (before.member_count > 0) throw new DomainError('IN_USE', 'The group has students; move them first');
    await tx.delete(userGroups).where(eq(userGroups.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'user_group', entityId: id, before });
  });
  await ctx.changes.publish('site');
  return { id };
}
