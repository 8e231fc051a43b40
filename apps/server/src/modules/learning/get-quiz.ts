// GET /private/quiz/{quizId}: the questions without their answers, and the caller's last attempt.
import { and, desc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { assertMayOpen } from './access.ts';
import type { Caller, LearningContext } from './learning-context.ts';
import { findQuiz, findQuizQuestions } from './quiz-rows.ts';

const { quizAttempts } = schema;

export async function getQuiz(ctx: LearningContext, caller: Caller, quizId: number) {
  const quiz = await findQuiz(ctx.db, quizId);
  await assertMayOpen(ctx, caller, quiz.course_id);
  const questions = await findQuizQuestions(ctx.db, quizId);
  const [last] = await ctx.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quiz_id, quizId), eq(quizAttempts.user_id, caller.id)))
    .orderBy(desc(quizAttempts.submitted_at), desc(quizAttempts.id))
    .limit(1);
  return {
    id: quiz.id,
    title: quiz.title,
    pass_percent: quiz.pass_percent,
    questions: questions.map((q) => ({ id: q.id, text: q.text, choices: q.choices.map((c) => ({ id: c.id, text: c.text })) })),
    last_attempt: last
      ? { score: last.score, total: last.total, passed: last.passed, submitted_at: last.submitted_at.toISOString() }
      : null,
  };
}
