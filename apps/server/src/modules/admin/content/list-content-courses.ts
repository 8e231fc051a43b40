// The courses whose content the caller may edit: every course for an administrator, the courses they
// teach for an instructor (their back office shows only these).
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { Actor } from '../admin-context.ts';

const { courses, courseTeachers, teachers } = schema;
const columns = { id: courses.id, title: courses.title, is_published: courses.is_published };

export async function listContentCourses(db: Db, actor: Actor) {
  if (actor.role === 'admin') return db.select(columns).from(courses).orderBy(asc(courses.title), asc(courses.id));
  return db
    .selectDistinct(columns)
    .from(courses)
    .innerJoin(courseTeachers, eq(courseTeachers.course_id, courses.id))
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
    .where(eq(teachers.user_id, actor.id))
    .orderBy(asc(courses.title), asc(courses.id));
}
