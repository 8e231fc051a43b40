// Writes a lecture's progress row (spec §3 progress): the second reached only grows until the lecture
// is done (a rewatch then moves it freely), and done stays done.
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { LearningContext } from './learning-context.ts';

const { lectures, lectureProgress } = schema;

type LectureRow = typeof lectures.$inferSelect;

/** seconds null keeps the stored second (a quiz passed, a homework submitted). */
export async function recordProgress(
  ctx: LearningContext,
  userId: number,
  lecture: Pick<LectureRow, 'id' | 'course_id'>,
  seconds: number | null,
  read: boolean,
): Promise<void> {
  const now = ctx.clock();
  const lp = lectureProgress;
  await ctx.db
    .insert(lp)
    .values({
      user_id: userId,
      course_id: lecture.course_id,
      lecture_id: lecture.id,
      progress_seconds: seconds ?? 0,
      read,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [lp.user_id, lp.lecture_id],
      set: {
        progress_seconds:
          seconds === null
            ? sql`${lp.progress_seconds}`
            : sql`CASE WHEN ${lp.read} OR excluded.read THEN excluded.progress_seconds ELSE GREATEST(${lp.progress_seconds}, excluded.progress_seconds) END`,
        read: sql`${lp.read} OR excluded.read`,
        updated_at: now,
      },
    });
}

/** Marks the lectures that show a quiz (passed) or a homework (submitted) as done. */
export async function markLecturesDone(
  ctx: LearningContext,
  userId: number,
  courseId: number,
  where: { quizId: number } | { homeworkId: number },
): Promise<void> {
  const rows = await ctx.db
    .select({ id: lectures.id, course_id: lectures.course_id })
    .from(lectures)
    .where(
      and(
        eq(lectures.course_id, courseId),
        'quizId' in where ? eq(lectures.quiz_id, where.quizId) : eq(lectures.homework_id, where.homeworkId),
      ),
    );
  for (const l of rows) await recordProgress(ctx, userId, l, null, true);
}
