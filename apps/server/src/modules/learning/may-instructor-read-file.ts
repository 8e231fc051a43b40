// /private/files/{name}: a submitted homework file is also readable by the instructor of its course.
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';

const { homeworks, homeworkSubmissions, courseTeachers, teachers } = schema;

export async function mayInstructorReadFile(db: Db, userId: number, fileName: string): Promise<boolean> {
  const rows = await db
    .select({ id: homeworkSubmissions.id })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homework_id))
    .innerJoin(courseTeachers, eq(courseTeachers.course_id, homeworks.course_id))
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
    .where(and(eq(homeworkSubmissions.file, fileName), eq(teachers.user_id, userId)))
    .limit(1);
  return rows.length > 0;
}
