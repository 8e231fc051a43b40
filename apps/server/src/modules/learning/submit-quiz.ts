// POST /private/quiz/{quizId}/submit: scored here, stored, and the quiz lecture done when passed.
import { schema } from '@rian/db';
import { assertMayOpen } from './access.ts';
import type { Caller, LearningContext } from './learning-context.ts';
import { findQuiz, findQuizQuestions } from './quiz-rows.ts';
import { markLecturesDone } from './record-progress.ts';

const { quizAttempts } = schema;

export async function submitQuiz(
  ctx: LearningContext,
  caller: Caller,
  quizId: number,
  answers: readonly { question_id: number; choice_id: number }[],
) {
  const quiz = await findQuiz(ctx.db, quizId);
  await assertMayOpen(ctx, caller, quiz.course_id);
  const questions = await findQuizQuestions(ctx.db, quizId);
  const chosen = new Map<number, number>();
  // One answer per question counts: the first one sent.
  for (const a of answers) if (!chosen.has(a.question_id)) chosen.set(a.question_id, a.choice_id);
  const correct: { question_id: number; choice_id: number }[] = [];
  let score = 0;
  for (const q of questions) {
    const right = q.choices.find((c) => c.is_correct);
    if (right) correct.push({ question_id: q.id, choice_id: right.id });
    if (right && chosen.get(q.id) === right.id) score += 1;
  }
  const total = questions.length;
  const passed = total > 0 && score * 100 >= quiz.pass_percent * total;
  const kept = questions.filter((q) => chosen.has(q.id)).map((q) => ({ question_id: q.id, choice_id: chosen.get(q.id)! }));
  await ctx.db
    .insert(quizAttempts)
    .values({ quiz_id: quizId, user_id: caller.id, score, total, passed, answers: kept, submitted_at: ctx.clock() });
  if (passed) await markLecturesDone(ctx, caller.id, quiz.course_id, { quizId });
  return { score, total, passed, correct };
}
