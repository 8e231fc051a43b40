// GET /private/progress/lasttime/{userId}/course/{courseId} (spec §7): where to resume, the newest
// updated lecture (null when none).
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';

const { lectures, lectureProgress } = schema;

export async function getLastTime(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ section_id: lectures.section_id, lectures_id: lectures.id, progressTime: lectureProgress.progress_seconds })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lecture_id))
    .where(and(eq(lectureProgress.user_id, userId), eq(lectures.course_id, courseId)))
    .orderBy(desc(lectureProgress.updated_at), desc(lectureProgress.id))
    .limit(1);
  return row ?? null;
}
