// Creating, editing and deleting a teacher (spec §3 teachers). A linked account must be an
// instructor's or an administrator's; a teacher some course still shows is not deleted.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminTeacher, TeacherCreate, TeacherPatch } from '@rian/contracts/admin/teachers';
import type { Tx } from '../audit/record-audit.ts';
import { refuseWhileCounted, tableWrites } from '../audited-write.ts';
import { loadTeacher } from './teacher-view.ts';

const { teachers, users } = schema;

async function checkAccount(tx: Tx, { user_id: userId }: TeacherPatch): Promise<void> {
  if (userId === undefined || userId === null) return;
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || (user.role !== 'instructor' && user.role !== 'admin')) {
    const message = 'No instructor or administrator account with this id';
    throw new DomainError('INPUT_ERROR', message, [{ path: 'user_id', message, message_th: 'ไม่พบบัญชีผู้สอนหรือผู้ดูแลระบบนี้' }]);
  }
}

const teacher = { entity: 'teacher', area: 'catalogue', load: loadTeacher, table: teachers } as const;

export const teacherWrites = tableWrites<AdminTeacher, typeof teachers, TeacherCreate, TeacherPatch>(teacher, {
  check: checkAccount,
  // A teacher some course shows stays: the administrator takes them off those courses first.
  keep: refuseWhileCounted('course_count', 'Courses show this teacher; take them off first'),
});
