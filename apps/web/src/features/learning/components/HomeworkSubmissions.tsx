// The student's own homework submissions, newest first as the server lists them, each with the
// instructor's grade once given (spec §3 homework: the score, passed or not, and the feedback the
// instructor wrote in the back office).
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { HomeworkSchema } from '@rian/contracts/learning';
import { formatDate, paragraphs } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { privateFileHref } from '../api/learning-api.ts';

type Submission = z.infer<typeof HomeworkSchema>['submissions'][number];

function GradeNote({ grade }: { grade: NonNullable<Submission['grade']> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="homework__grade" data-testid="homework-grade">
      <p>
        <strong>{t('learning.homework.score', { score: grade.score })}</strong>{' '}
        <span className={`quiz__tag ${grade.passed ? 'quiz__tag--right' : 'quiz__tag--wrong'}`}>
          {t(grade.passed ? 'learning.homework.passed' : 'learning.homework.notPassed')}
        </span>{' '}
        <span className="hint">{t('learning.homework.gradedAt', { date: formatDate(grade.graded_at, lang, true) ?? '' })}</span>
      </p>
      {grade.feedback ? (
        <blockquote className="homework__feedback" aria-label={t('learning.homework.feedback')}>
          {paragraphs(grade.feedback).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </blockquote>
      ) : null}
    </div>
  );
}

export function HomeworkSubmissions({ submissions }: { submissions: Submission[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (submissions.length === 0) return <p className="hint">{t('learning.homework.none')}</p>;
  return (
    <ul className="homework__list" data-testid="homework-submissions">
      {submissions.map((s) => (
        <li key={s.id}>
          <a href={privateFileHref(s.file)} target="_blank" rel="noopener">
            {s.original_name ?? s.file}
          </a>{' '}
          <span className="hint">
            {t('learning.homework.submittedAt', { date: formatDate(s.submitted_at, lang, true) ?? '' })}
          </span>
          {s.grade ? <GradeNote grade={s.grade} /> : <p className="hint">{t('learning.homework.awaitingGrade')}</p>}
        </li>
      ))}
    </ul>
  );
}
