// A quiz (spec §3 playlist item quiz) saved whole from its editor: title, pass mark in percent, and
// its questions, each with two or more choices of which exactly one is right (attempts are scored
// against it). Saving replaces the questions; attempts already made keep their score.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminQuiz, QuizSave } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { createAudited, insertRow, updateAudited } from '../audited-write.ts';
import { assertCourse, inputError } from './outline-view.ts';
import { quizRecord } from './quiz-view.ts';

const { quizzes, quizQuestions, quizChoices } = schema;

function checkAnswers(input: QuizSave): void {
  input.questions.forEach((q, i) => {
    if (q.choices.filter((c) => c.is_correct).length !== 1) {
      throw inputError(`questions.${i}.choices`, 'Mark exactly one right answer', 'กรุณาเลือกคำตอบที่ถูกต้องหนึ่งข้อ');
    }
  });
}

async function writeQuestions(tx: Tx, quizId: number, input: QuizSave): Promise<void> {
  await tx.delete(quizQuestions).where(eq(quizQuestions.quiz_id, quizId));
  for (const [sort, q] of input.questions.entries()) {
    const id = await insertRow(tx, quizQuestions, { quiz_id: quizId, text: q.text, sort });
    await tx
      .insert(quizChoices)
      .values(q.choices.map((c, i) => ({ question_id: id, text: c.text, is_correct: c.is_correct, sort: i })));
  }
}

export async function createQuiz(ctx: AdminContext, actor: Actor, courseId: number, input: QuizSave): Promise<AdminQuiz> {
  checkAnswers(input);
  return createAudited(ctx, actor, quizRecord, async (tx) => {
    await assertCourse(tx, courseId);
    const id = await insertRow(tx, quizzes, { course_id: courseId, title: input.title, pass_percent: input.pass_percent });
    await writeQuestions(tx, id, input);
    return id;
  });
}

export async function updateQuiz(ctx: AdminContext, actor: Actor, id: number, input: QuizSave): Promise<AdminQuiz> {
  checkAnswers(input);
  return updateAudited(ctx, actor, quizRecord, id, async (tx) => {
    await tx.update(quizzes).set({ title: input.title, pass_percent: input.pass_percent }).where(eq(quizzes.id, id));
    await writeQuestions(tx, id, input);
  });
}
