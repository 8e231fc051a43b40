// A quiz (spec §3 playlist item quiz) saved whole from its editor: title, pass mark in percent, and
// its questions, each with two or more choices of which exactly one is right (attempts are scored
// against it). Saving replaces the questions; attempts already made keep their score.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminQuiz, QuizSave } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit, type Tx } from '../audit/record-audit.ts';
import { assertCourse, inputError } from './outline-view.ts';
import { loadQuiz } from './quiz-view.ts';

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
    const [row] = await tx
      .insert(quizQuestions)
      .values({ quiz_id: quizId, text: q.text, sort })
      .returning({ id: quizQuestions.id });
    await tx
      .insert(quizChoices)
      .values(q.choices.map((c, i) => ({ question_id: row!.id, text: c.text, is_correct: c.is_correct, sort: i })));
  }
}

export async function createQuiz(ctx: AdminContext, actor: Actor, courseId: number, input: QuizSave): Promise<AdminQuiz> {
  checkAnswers(input);
  const made = await ctx.db.transaction(async (tx) => {
    await assertCourse(tx, courseId);
    const [row] = await tx
      .insert(quizzes)
      .values({ course_id: courseId, title: input.title, pass_percent: input.pass_percent })
      .returning({ id: quizzes.id });
    await writeQuestions(tx, row!.id, input);
    const quiz = await loadQuiz(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'quiz', entityId: quiz.id, after: quiz });
    return quiz;
  });
  await ctx.changes.publish('catalogue');
  return made;
}

export async function updateQuiz(ctx: AdminContext, actor: Actor, id: number, input: QuizSave): Promise<AdminQuiz> {
  checkAnswers(input);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await loadQuiz(tx, id, true);
    await tx.update(quizzes).set({ title: input.title, pass_percent: input.pass_percent }).where(eq(quizzes.id, id));
    await writeQuestions(tx, id, input);
    const after = await loadQuiz(tx, id);
    const strip = (q: AdminQuiz) => ({
      ...q,
      questions: q.questions.map((x) => ({
        text: x.text,
        choices: x.choices.map((c) => ({ text: c.text, is_correct: c.is_correct })),
      })),
    });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'quiz',
      entityId: id,
      ...changedFields(strip(before), strip(after)),
    });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}
