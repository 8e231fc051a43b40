// A student's percent of a course (spec §3 progress): done lectures over all lectures, rounded down;
// every content type counts.
import { and, count, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';

const { lectures, lectureProgress } = schema;

function percentOf(done: number, total: number): number {
  return total > 0 ? Math.floor((Math.min(done, total) * 100) / total) : 0;
}

/** Each user's percent of the course (0 for a user with no progress). */
export async function coursePercents(db: Db, courseId: number, userIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (userIds.length === 0) return out;
  const [total] = await db.select({ n: count() }).from(lectures).where(eq(lectures.course_id, courseId));
  const done = await db
    .select({ user_id: lectureProgress.user_id, n: count() })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lecture_id))
    .where(and(eq(lectures.course_id, courseId), eq(lectureProgress.read, true), inArray(lectureProgress.user_id, [...userIds])))
    .groupBy(lectureProgress.user_id);
  for (const id of userIds) out.set(id, 0);
  for (const d of done) out.set(d.user_id, percentOf(d.n, total?.n ?? 0));
  return out;
}

export async function coursePercent(db: Db, userId: number, courseId: number): Promise<number> {
  return (await coursePercents(db, courseId, [userId])).get(userId) ?? 0;
}
