// The quiz editor's values and rules: the form holds each question and choice with a key of its own
// (React keeps a moved row's inputs with it), the body sent is QuizSave. A question needs exactly one
// right choice, as the player asks one answer per question and the server scores against it.
import { schemaResolver } from '@mantine/form';
import { QuizSaveSchema, type AdminQuiz, type QuizSave } from '@rian/contracts/admin/content';

export const MIN_CHOICES = 2;
export const MAX_CHOICES = 10;

export interface ChoiceValues {
  key: string;
  id?: number;
  text: string;
  is_correct: boolean;
}
export interface QuestionValues {
  key: string;
  id?: number;
  text: string;
  choices: ChoiceValues[];
}
export interface QuizValues {
  title: string;
  /** '' while the field is empty. */
  pass_percent: number | string;
  questions: QuestionValues[];
}

let seq = 0;
/** A key unique within the page, for a row the form adds. */
export const newKey = (): string => `row-${++seq}`;

export const blankChoice = (): ChoiceValues => ({ key: newKey(), text: '', is_correct: false });
export const blankQuestion = (): QuestionValues => ({ key: newKey(), text: '', choices: [blankChoice(), blankChoice()] });

export function quizValues(quiz: AdminQuiz | null): QuizValues {
  if (!quiz) return { title: '', pass_percent: 60, questions: [blankQuestion()] };
  return {
    title: quiz.title,
    pass_percent: quiz.pass_percent,
    questions: quiz.questions.map((q) => ({
      key: newKey(),
      id: q.id,
      text: q.text,
      choices: q.choices.map((c) => ({ key: newKey(), id: c.id, text: c.text, is_correct: c.is_correct })),
    })),
  };
}

export function toQuizSave(v: QuizValues): QuizSave {
  return {
    title: v.title,
    pass_percent: v.pass_percent === '' ? Number.NaN : Number(v.pass_percent),
    questions: v.questions.map((q) => ({
      ...(q.id === undefined ? {} : { id: q.id }),
      text: q.text,
      choices: q.choices.map((c) => ({ ...(c.id === undefined ? {} : { id: c.id }), text: c.text, is_correct: c.is_correct })),
    })),
  };
}

const resolve = schemaResolver(QuizSaveSchema, { sync: true });

/** The form's errors by path: the contract's rules, then one right choice per question (on `questions.N.choices`). */
export function validateQuiz(v: QuizValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolve(toQuizSave(v)))) errors[path] = String(message);
  if (v.pass_percent === '') errors.pass_percent = 'required';
  v.questions.forEach((q, i) => {
    const path = `questions.${i}.choices`;
    if (errors[path]) return;
    if (q.choices.filter((c) => c.is_correct).length !== 1) errors[path] = 'oneCorrect';
  });
  return errors;
}

/** The choices of a question with `index` the only right one. */
export const markCorrect = (choices: ChoiceValues[], index: number): ChoiceValues[] =>
  choices.map((c, i) => ({ ...c, is_correct: i === index }));
