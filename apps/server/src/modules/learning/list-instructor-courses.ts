// GET /private/instructor/courses: the courses the instructor teaches (an administrator: every
// course) with their number of students and average percent.
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { coursePercents } from './course-percent.ts';
import type { Caller } from './learning-context.ts';

const { courses, courseAccess, courseTeachers, teachers } = schema;

/** The course ids the caller teaches (an administrator: every course); others FORBIDDEN. */
async function taughtCourseIds(db: Db, caller: Caller): Promise<number[]> {
  if (caller.role === 'admin') {
    return (await db.select({ id: courses.id }).from(courses).orderBy(asc(courses.sort), asc(courses.id))).map((c) => c.id);
  }
  const rows = await db
    .selectDistinct({ id: courseTeachers.course_id })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
    .where(eq(teachers.user_id, caller.id));
  if (rows.length === 0 && caller.role !== 'instructor') throw new DomainError('FORBIDDEN');
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function listInstructorCourses(db: Db, caller: Caller) {
  const ids = await taughtCourseIds(db, caller);
  if (ids.length === 0) return [];
  const list = await db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids));
  const out = [];
  for (const id of ids) {
    const course = list.find((c) => c.id === id);
    if (!course) continue;
    const owners = (
      await db.select({ user_id: courseAccess.user_id }).from(courseAccess).where(eq(courseAccess.course_id, id))
    ).map((o) => o.user_id);
    const percents = [...(await coursePercents(db, id, owners)).values()];
    const average = percents.length > 0 ? Math.floor(percents.reduce((a, b) => a + b, 0) / percents.length) : 0;
    out.push({ course_id: id, title: course.title, students: owners.length, average_percent: average });
  }
  return out;
}
