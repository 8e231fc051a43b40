// POST /private/progress/student/{userId}/course/{courseId} (spec §3 progress): only for a lecture of
// that course the user may open; `read` counts for videos and documents (quizzes pass, homework is
// submitted).
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { assertMayOpen, findCaller, notFound } from './access.ts';
import { coursePercent } from './course-percent.ts';
import type { LearningContext } from './learning-context.ts';
import { recordProgress } from './record-progress.ts';

const { lectures } = schema;

/** spec §3: a video counts as watched from 90 % of its length. */
const WATCHED_SHARE = 0.9;

export async function saveProgress(
  ctx: LearningContext,
  userId: number,
  courseId: number,
  body: { lectures_id: number; progressTime: number; read?: boolean | undefined },
) {
  const [lecture] = await ctx.db
    .select()
    .from(lectures)
    .where(and(eq(lectures.id, body.lectures_id), eq(lectures.course_id, courseId)))
    .limit(1);
  if (!lecture) throw notFound('No such lecture in this course');
  const user = await findCaller(ctx.db, userId);
  if (!user) throw notFound('No such user');
  if (lecture.is_preview !== 1) await assertMayOpen(ctx, user, courseId);
  const seconds = Math.floor(body.progressTime);
  const watched =
    lecture.content_type === 'video' && lecture.duration_seconds > 0 && seconds >= lecture.duration_seconds * WATCHED_SHARE;
  const readNow = watched || (body.read === true && (lecture.content_type === 'video' || lecture.content_type === 'document'));
  await recordProgress(ctx, userId, lecture, seconds, readNow);
  return { percent: await coursePercent(ctx.db, userId, courseId) };
}
