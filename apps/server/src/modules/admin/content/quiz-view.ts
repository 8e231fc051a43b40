// A quiz as its editor reads it: questions in order, each with its choices and which one is right.
// Only the back office (administrators and the course's instructors) ever reads is_correct here.
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminQuiz } from '@rian/contracts/admin/content';
import type { Tx } from '../audit/record-audit.ts';
import type { AuditedRecord } from '../audited-write.ts';

const { quizzes, quizQuestions, quizChoices } = schema;
type QuizRow = typeof quizzes.$inferSelect;

async function withQuestions(db: Db | Tx, rows: QuizRow[]): Promise<AdminQuiz[]> {
  if (rows.length === 0) return [];
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quiz_id,
        rows.map((q) => q.id),
      ),
    )
    .orderBy(asc(quizQuestions.sort), asc(quizQuestions.id));
  const choices = questions.length
    ? await db
        .select()
        .from(quizChoices)
        .where(
          inArray(
            quizChoices.question_id,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizChoices.sort), asc(quizChoices.id))
    : [];
  return rows.map(({ created_at: _c, ...quiz }) => ({
    ...quiz,
    questions: questions
      .filter((q) => q.quiz_id === quiz.id)
      .map((q) => ({
        id: q.id,
        text: q.text,
        choices: choices.filter((c) => c.question_id === q.id).map((c) => ({ id: c.id, text: c.text, is_correct: c.is_correct })),
      })),
  }));
}

export async function loadQuiz(db: Db | Tx, id: number, forUpdate = false): Promise<AdminQuiz> {
  const query = db.select().from(quizzes).where(eq(quizzes.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such quiz');
  return (await withQuestions(db, [row]))[0]!;
}

/** Saving a quiz replaces its questions, so an update's audit row compares their texts, not their ids. */
export const quizRecord: AuditedRecord<AdminQuiz> = {
  entity: 'quiz',
  area: 'catalogue',
  load: loadQuiz,
  compared: (q) => ({
    ...q,
    questions: q.questions.map((x) => ({
      text: x.text,
      choices: x.choices.map((c) => ({ text: c.text, is_correct: c.is_correct })),
    })),
  }),
};

export async function listQuizzes(db: Db, courseId: number): Promise<AdminQuiz[]> {
  const rows = await db.select().from(quizzes).where(eq(quizzes.course_id, courseId)).orderBy(asc(quizzes.id));
  return withQuestions(db, rows);
}
