// GET /private/homework/{homeworkId}: the assignment and the caller's own submissions.
import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { assertMayOpen, notFound } from './access.ts';
import type { Caller, LearningContext } from './learning-context.ts';

const { homeworks, homeworkSubmissions } = schema;

export async function findHomework(db: Db, homeworkId: number) {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, homeworkId)).limit(1);
  if (!row) throw notFound('No such homework');
  return row;
}

export async function getHomework(ctx: LearningContext, caller: Caller, homeworkId: number) {
  const hw = await findHomework(ctx.db, homeworkId);
  await assertMayOpen(ctx, caller, hw.course_id);
  const subs = await ctx.db
    .select()
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.homework_id, homeworkId), eq(homeworkSubmissions.user_id, caller.id)))
    .orderBy(asc(homeworkSubmissions.submitted_at), asc(homeworkSubmissions.id));
  return {
    id: hw.id,
    title: hw.title,
    instructions: hw.instructions,
    accepted_types: hw.accepted_types,
    submissions: subs.map((s) => ({
      id: s.id,
      file: s.file,
      original_name: s.original_name,
      submitted_at: s.submitted_at.toISOString(),
      // The instructor's grade and feedback, once given (spec §3 homework).
      grade: s.graded_at
        ? { score: s.score!, passed: s.passed!, feedback: s.feedback, graded_at: s.graded_at.toISOString() }
        : null,
    })),
  };
}
