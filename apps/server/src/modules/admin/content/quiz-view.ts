// A quiz as its editor reads it: questions in order, each with its choices and which one is right.
// Only the back office (administrators and the course's instructors) ever reads is_correct here.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminQuiz } from '@rian/contracts/admin/content';
import type { Tx } from '../audit/record-audit.ts';
import type { AuditedRecord } from '../audited-write.ts';
import { questionsOfQuizzes } from '../../learning/quiz-rows.ts';

const { quizzes } = schema;
type QuizRow = typeof quizzes.$inferSelect;

async function withQuestions(db: Db | Tx, rows: QuizRow[]): Promise<AdminQuiz[]> {
  const questions = await questionsOfQuizzes(
    db,
    rows.map((q) => q.id),
  );
  return rows.map(({ created_at: _c, ...quiz }) => ({
    ...quiz,
    questions: questions
      .filter((q) => q.quiz_id === quiz.id)
      .map((q) => ({
        id: q.id,
        text: q.text,
        choices: q.choices.map((c) => ({ id: c.id, text: c.text, is_correct: c.is_correct })),
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
