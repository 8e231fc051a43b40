// GET /private/instructor/courses/{courseId}/students: each owner's progress, homework and latest quiz
// results, for the course's instructor or an administrator.
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { findCourse, isInstructorOf, notFound } from './access.ts';
import { coursePercents } from './course-percent.ts';
import type { Caller } from './learning-context.ts';

const { courseAccess, users, quizzes, quizAttempts, homeworks, homeworkSubmissions, lectureProgress } = schema;

async function ownersOf(db: Db, courseId: number) {
  return db
    .select({
      user_id: users.id,
      ...columnsOf(users, ['username', 'firstname', 'lastname', 'email']),
      expires_at: courseAccess.expires_at,
    })
    .from(courseAccess)
    .innerJoin(users, eq(users.id, courseAccess.user_id))
    .where(eq(courseAccess.course_id, courseId))
    .orderBy(asc(users.id));
}

/** The owners' last activity, homework submissions and quiz attempts in the course. */
async function workOf(db: Db, courseId: number, ids: number[]) {
  const activity = await db
    .select({ user_id: lectureProgress.user_id, at: max(lectureProgress.updated_at) })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.course_id, courseId), inArray(lectureProgress.user_id, ids)))
    .groupBy(lectureProgress.user_id);
  const subs = await db
    .select({
      user_id: homeworkSubmissions.user_id,
      homework_id: homeworks.id,
      title: homeworks.title,
      file: homeworkSubmissions.file,
      original_name: homeworkSubmissions.original_name,
      submitted_at: homeworkSubmissions.submitted_at,
    })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homework_id))
    .where(and(eq(homeworks.course_id, courseId), inArray(homeworkSubmissions.user_id, ids)))
    .orderBy(asc(homeworkSubmissions.submitted_at), asc(homeworkSubmissions.id));
  const attempts = await db
    .select({
      user_id: quizAttempts.user_id,
      quiz_id: quizzes.id,
      title: quizzes.title,
      score: quizAttempts.score,
      total: quizAttempts.total,
      passed: quizAttempts.passed,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quiz_id))
    .where(and(eq(quizzes.course_id, courseId), inArray(quizAttempts.user_id, ids)))
    .orderBy(asc(quizAttempts.submitted_at), asc(quizAttempts.id));
  return { activity, subs, attempts };
}

type Owner = Awaited<ReturnType<typeof ownersOf>>[number];
type Work = Awaited<ReturnType<typeof workOf>>;

function studentView(o: Owner, percent: number, { activity, subs, attempts }: Work) {
  // The latest attempt of each quiz.
  const latest = new Map<number, Work['attempts'][number]>();
  for (const a of attempts) if (a.user_id === o.user_id) latest.set(a.quiz_id, a);
  const at = activity.find((a) => a.user_id === o.user_id)?.at ?? null;
  return {
    user_id: o.user_id,
    name: `${o.firstname} ${o.lastname}`.trim() || o.username,
    email: o.email,
    percent,
    last_activity: at ? new Date(at).toISOString() : null,
    expiresAt: o.expires_at ? o.expires_at.toISOString() : null,
    homework: subs
      .filter((s) => s.user_id === o.user_id)
      .map((s) => ({
        homework_id: s.homework_id,
        title: s.title,
        file: s.file,
        original_name: s.original_name,
        submitted_at: s.submitted_at.toISOString(),
      })),
    quizzes: [...latest.values()].map((a) => ({
      quiz_id: a.quiz_id,
      title: a.title,
      score: a.score,
      total: a.total,
      passed: a.passed,
    })),
  };
}

export async function listInstructorStudents(db: Db, caller: Caller, courseId: number) {
  if (!(await findCourse(db, courseId))) throw notFound('No such course');
  if (caller.role !== 'admin' && !(await isInstructorOf(db, caller.id, courseId))) throw new DomainError('FORBIDDEN');
  const owners = await ownersOf(db, courseId);
  const ids = owners.map((o) => o.user_id);
  if (ids.length === 0) return [];
  const percents = await coursePercents(db, courseId, ids);
  const work = await workOf(db, courseId, ids);
  return owners.map((o) => studentView(o, percents.get(o.user_id) ?? 0, work));
}
