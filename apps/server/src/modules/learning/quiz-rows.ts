// A quiz and its questions with their choices, answers included: for the server's eyes only
// (get-quiz.ts strips the answers, submit-quiz.ts scores with them).
import { eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@rian/db';
import { rowsUnder } from '../../lib/rows-under.ts';
import { notFound } from './access.ts';

const { quizzes, quizQuestions, quizChoices } = schema;

export async function findQuiz(db: Db, quizId: number) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  if (!row) throw notFound('No such quiz');
  return row;
}

/** The questions of the quizzes in order, each with its choices in order (answers included). */
export async function questionsOfQuizzes(db: Db | Tx, quizIds: number[]) {
  const questions = await rowsUnder(db, quizQuestions, quizQuestions.quiz_id, quizIds);
  const choices = await rowsUnder(
    db,
    quizChoices,
    quizChoices.question_id,
    questions.map((q) => q.id),
  );
  return questions.map((q) => ({ ...q, choices: choices.filter((c) => c.question_id === q.id) }));
}

export function findQuizQuestions(db: Db, quizId: number) {
  return questionsOfQuizzes(db, [quizId]);
}
