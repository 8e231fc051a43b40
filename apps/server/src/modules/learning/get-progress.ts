// GET /private/progress/student/{userId}/course/{courseId} (spec §3 progress, §4 the access terms).
import { and, asc, eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { findAccess, findCourse, findPlan, notFound } from './access.ts';
import { coursePercent } from './course-percent.ts';

const { lectures, lectureProgress } = schema;

const DAY_MS = 86_400_000;

export async function getProgress(db: Db, userId: number, courseId: number) {
  if (!(await findCourse(db, courseId))) throw notFound('No such course');
  const rows = await db
    .select({
      ...columnsOf(lectureProgress, ['lecture_id', 'progress_seconds', 'read', 'updated_at']),
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lecture_id))
    .where(and(eq(lectureProgress.user_id, userId), eq(lectures.course_id, courseId)))
    .orderBy(asc(lectureProgress.lecture_id));
  const access = await findAccess(db, userId, courseId);
  const plan = access?.pricing_plan_id ? await findPlan(db, access.pricing_plan_id) : null;
  let courseDays: number | null = null;
  if (access) {
    // spec §4: −1 means unlimited; otherwise the whole days from the start to the end.
    courseDays =
      access.expires_at === null ? -1 : Math.ceil((access.expires_at.getTime() - access.granted_at.getTime()) / DAY_MS);
  }
  return {
    course_id: courseId,
    user_id: userId,
    readLecture: rows.filter((r) => r.read).map((r) => r.lecture_id),
    lectures: rows.map((r) => ({
      lectures_id: r.lecture_id,
      progressTime: r.progress_seconds,
      read: r.read,
      updated_at: r.updated_at.toISOString(),
    })),
    percent: await coursePercent(db, userId, courseId),
    startDateTime: access ? access.granted_at.toISOString() : null,
    courseDays,
    term: plan?.term ?? null,
    termUnit: plan?.term_unit ?? null,
    planType: plan?.plan_type ?? null,
    orderID: access?.order_id ?? null,
    finishDateTime: access?.expires_at ? access.expires_at.toISOString() : null,
  };
}
