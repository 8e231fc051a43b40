// Creating, editing and deleting a teacher (spec §3 teachers). A linked account must be an
// instructor's or an administrator's; a teacher some course still shows is not deleted.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminTeacher, TeacherCreate, TeacherPatch } from '@rian/contracts/admin/teachers';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, deleteAudited, updateAudited, type AuditedRecord } from '../audited-write.ts';
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

const teacher: AuditedRecord<AdminTeacher> = { entity: 'teacher', area: 'catalogue', load: loadTeacher };

export function createTeacher(ctx: AdminContext, actor: Actor, input: TeacherCreate): Promise<AdminTeacher> {
  return createAudited(ctx, actor, teacher, async (tx) => {
    await checkAccount(tx, input.user_id);
    const [row] = await tx.insert(teachers).values(input).returning({ id: teachers.id });
    return row!.id;
  });
}

export function updateTeacher(ctx: AdminContext, actor: Actor, id: number, patch: TeacherPatch): Promise<AdminTeacher> {
  return updateAudited(ctx, actor, teacher, id, async (tx) => {
    await checkAccount(tx, patch.user_id);
    if (Object.keys(patch).length) await tx.update(teachers).set(patch).where(eq(teachers.id, id));
  });
}

/** A teacher some course shows stays: the administrator takes them off those courses first. */
export function deleteTeacher(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, teacher, id, async (tx, before) => {
    if (before.course_count > 0) throw new DomainError('IN_USE', 'Courses show this teacher; take them off first');
    await tx.delete(teachers).where(eq(teachers.id, id));
  });
}
