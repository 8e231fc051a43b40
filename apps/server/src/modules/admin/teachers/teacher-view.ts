// A teacher as the back office reads it: the linked account's username and how many courses show them.
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminTeacher } from '@rian/contracts/admin/teachers';
import type { Tx } from '../audit/record-audit.ts';
import { TEACHER_COLUMNS } from '../../catalogue/teacher-columns.ts';

const { teachers, courseTeachers, users } = schema;

/** Every teacher with its account's username and course count, as one select the list reuses. */
export function selectTeachers(db: Db | Tx) {
  return db
    .select({
      ...TEACHER_COLUMNS,
      user_id: teachers.user_id,
      username: users.username,
      course_count: count(courseTeachers.course_id),
    })
    .from(teachers)
    .leftJoin(users, eq(users.id, teachers.user_id))
    .leftJoin(courseTeachers, eq(courseTeachers.teacher_id, teachers.id))
    .groupBy(teachers.id, users.username)
    .$dynamic();
}

export async function loadTeacher(db: Db | Tx, id: number): Promise<AdminTeacher> {
  const [row] = await selectTeachers(db).where(eq(teachers.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such teacher');
  return row;
}
