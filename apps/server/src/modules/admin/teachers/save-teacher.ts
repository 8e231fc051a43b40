// Creating, editing and deleting a teacher (spec §3 teachers). A linked account must be an
// instructor's or an administrator's; a teacher some course still shows is not deleted.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminTeacher, TeacherCreate, TeacherPatch } from '@rian/contracts/admin/teachers';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit, type Tx } from '../audit/record-audit.ts';
import { loadTeacher } from './teacher-view.ts';

const { teachers, users } = schema;

async function checkAccount(tx: Tx, userId: number | null | undefined): Promise<void> {
  if (userId === undefined || userId === null) return;
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || (user.role !== 'instructor' && user.role !== 'admin')) {
    const message = 'No instructor or administrator account with this id';
    throw new DomainError('INPUT_ERROR', message, [{ path: 'user_id', message, message_th: 'ไม่พบบัญชีผู้สอนหรือผู้ดูแลระบบนี้' }]);
  }
}

export async function createTeacher(ctx: AdminContext, actor: Actor, input: TeacherCreate): Promise<AdminTeacher> {
  const made = await ctx.db.transaction(async (tx) => {
    await checkAccount(tx, input.user_id);
    const [row] = await tx.insert(teachers).values(input).returning({ id: teachers.id });
    const after = await loadTeacher(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'teacher', entityId: after.id, after });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return made;
}

export async function updateTeacher(ctx: AdminContext, actor: Actor, id: number, patch: TeacherPatch): Promise<AdminTeacher> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadTeacher(tx, id);
    await checkAccount(tx, patch.user_id);
    if (Object.keys(patch).length) await tx.update(teachers).set(patch).where(eq(teachers.id, id));
    const after = await loadTeacher(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'teacher', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}

/** A teacher some course shows stays: the administrator takes them off those courses first. */
export async function deleteTeacher(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadTeacher(tx, id);
    if (before.course_count > 0) throw new DomainError('IN_USE', 'Courses show this teacher; take them off first');
    await tx.delete(teachers).where(eq(teachers.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'teacher', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
