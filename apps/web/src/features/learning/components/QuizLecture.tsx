import { useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { quizQuery, submitQuiz } from '../api/learning-api.ts';

type Result = Awaited<ReturnType<typeof submitQuiz>>;
type Quiz = Awaited<ReturnType<NonNullable<ReturnType<typeof quizQuery>['queryFn']>>>;
type Question = Quiz['questions'][number];

/**
 * A quiz lecture: each question a fieldset of radio choices; after submitting, the score, pass or
 * fail and the right answers. On return, the last attempt's result is shown above the questions.
 */
export function QuizLecture({ quizId, onPassed }: { quizId: number; onPassed?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const quiz = useQuery(quizQuery(quizId));
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const submit = useMutation({
    mutationFn: (list: { question_id: number; choice_id: number }[]) => submitQuiz(quizId, list),
    onSuccess: (res) => {
      setResult(res);
      if (res.passed) onPassed?.();
      void client.invalidateQueries({ queryKey: quizQuery(quizId).queryKey });
    },
  });

  if (quiz.isPending) return <LoadingNotice>{t('learning.quiz.loading')}</LoadingNotice>;
  if (quiz.isError)
    return <ErrorNotice message={errorText(quiz.error, lang)} retryLabel={t('app.retry')} onRetry={() => void quiz.refetch()} />;
  const q = quiz.data;
  const correctOf = new Map(result?.correct.map((c) => [c.question_id, c.choice_id]) ?? []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const left = q.questions.filter((question) => answers[question.id] === undefined).length;
    setMissing(left > 0 ? left : null);
    if (left > 0) return;
    submit.mutate(q.questions.map((question) => ({ question_id: question.id, choice_id: answers[question.id] ?? 0 })));
  };
  const retry = () => {
    setResult(null);
    setAnswers({});
    submit.reset();
  };
  const last = q.last_attempt;
  const summary = result ?? (last ? { ...last, correct: [] } : null);

  return (
    <div className="quiz" data-testid="quiz-lecture">
      <p className="hint">{t('learning.quiz.passPercent', { percent: q.pass_percent })}</p>
      {summary ? <QuizSummary summary={summary} last={result ? null : last} /> : null}
      <form onSubmit={onSubmit} noValidate>
        {q.questions.map((question, index) => (
          <QuizQuestion
            key={question.id}
            question={question}
            index={index}
            answer={answers[question.id]}
            right={correctOf.get(question.id)}
            answered={result !== null}
            onChoose={(choiceId) => setAnswers((a) => ({ ...a, [question.id]: choiceId }))}
          />
        ))}
        {missing !== null ? (
          <p className="learn-error" role="alert">
            {t('learning.quiz.answerAll', { count: missing })}
          </p>
        ) : null}
        {submit.isError ? (
          <p className="learn-error" role="alert">
            {errorText(submit.error, lang)}
          </p>
        ) : null}
        {result ? (
          <Button variant="outline" onClick={retry}>
            {t('learning.quiz.retry')}
          </Button>
        ) : (
          <Button type="submit" loading={submit.isPending} data-testid="quiz-submit">
            {t('learning.quiz.submit')}
          </Button>
        )}
      </form>
    </div>
  );
}

/** The score and pass or fail of this attempt, or of the last one with its date. */
function QuizSummary({
  summary,
  last,
}: {
  summary: { passed: boolean; score: number; total: number };
  last: { submitted_at: string } | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="quiz__result" role="status" data-passed={summary.passed || undefined} data-testid="quiz-result">
      <strong>{t('learning.quiz.result')}:</strong> {summary.passed ? t('learning.quiz.passed') : t('learning.quiz.failed')} ·{' '}
      {t('learning.quiz.score', { score: summary.score, total: summary.total })}
      {last ? (
        <span className="quiz__when">
          {' '}
          ({t('learning.quiz.last', { date: formatDate(last.submitted_at, lang, true) ?? '' })})
        </span>
      ) : null}
    </div>
  );
}

/** A question's radio choices; once answered, the right choice and a wrong pick are marked. */
function QuizQuestion({
  question,
  index,
  answer,
  right,
  answered,
  onChoose,
}: {
  question: Question;
  index: number;
  answer: number | undefined;
  right: number | undefined;
  answered: boolean;
  onChoose: (choiceId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="quiz__question" disabled={answered}>
      <legend>{t('learning.quiz.question', { n: index + 1, text: question.text })}</legend>
      {question.choices.map((choice) => {
        const chosen = answer === choice.id;
        const isRight = right === choice.id;
        const wrong = answered && chosen && right !== undefined && !isRight;
        return (
          <label key={choice.id} className="quiz__choice" data-right={isRight || undefined} data-wrong={wrong || undefined}>
            <input
              type="radio"
              name={`q-${question.id}`}
              value={choice.id}
              checked={chosen}
              onChange={() => onChoose(choice.id)}
            />
            <span>{choice.text}</span>
            {isRight ? <span className="quiz__tag quiz__tag--right">{t('learning.quiz.correct')}</span> : null}
            {wrong ? <span className="quiz__tag quiz__tag--wrong">{t('learning.quiz.yourWrong')}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
