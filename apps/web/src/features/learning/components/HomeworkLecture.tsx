import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate, paragraphs } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_RULES } from '@rian/domain/uploads';
import { homeworkQuery, privateFileHref, submitHomework } from '../api/learning-api.ts';

const EXTENSIONS = UPLOAD_RULES.homework.extensions;
const MAX_BYTES = UPLOAD_MAX_BYTES.homework ?? 20 * 1024 * 1024;
const TYPES_TEXT = EXTENSIONS.map((e) => e.toUpperCase()).join(', ');
const MB = Math.round(MAX_BYTES / (1024 * 1024));

/** Why a chosen file cannot be sent (the server's homework rule, checked here first), or null. */
function fileProblem(file: File): 'tooBig' | 'badType' | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!EXTENSIONS.includes(ext)) return 'badType';
  return file.size > MAX_BYTES ? 'tooBig' : null;
}

/** A homework lecture: instructions, one file uploaded then submitted, and the student's own submissions. */
export function HomeworkLecture({ homeworkId, onSubmitted }: { homeworkId: number; onSubmitted?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const homework = useQuery(homeworkQuery(homeworkId));

  return (
    <QueryView query={homework} loading={t('learning.homework.loading')}>
      {(hw) => (
        <div className="homework" data-testid="homework-lecture">
          <h3 className="homework__heading">{t('learning.homework.instructions')}</h3>
          {paragraphs(hw.instructions).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <HomeworkForm homeworkId={homeworkId} onSubmitted={onSubmitted} />
          <h3 className="homework__heading">{t('learning.homework.submissions')}</h3>
          {hw.submissions.length === 0 ? (
            <p className="hint">{t('learning.homework.none')}</p>
          ) : (
            <ul className="homework__list" data-testid="homework-submissions">
              {hw.submissions.map((s) => (
                <li key={s.id}>
                  <a href={privateFileHref(s.file)} target="_blank" rel="noopener">
                    {s.original_name ?? s.file}
                  </a>{' '}
                  <span className="hint">
                    {t('learning.homework.submittedAt', { date: formatDate(s.submitted_at, lang, true) ?? '' })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryView>
  );
}

/** One file, checked against the homework rule here first, then submitted. */
function HomeworkForm({ homeworkId, onSubmitted }: { homeworkId: number; onSubmitted: (() => void) | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'chooseFile' | 'tooBig' | 'badType' | null>(null);
  const submit = useMutation({
    mutationFn: (f: File) => submitHomework(homeworkId, f),
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
      onSubmitted?.();
      void client.invalidateQueries({ queryKey: homeworkQuery(homeworkId).queryKey });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = file === null ? 'chooseFile' : fileProblem(file);
    setProblem(found);
    if (file && !found) submit.mutate(file);
  };
  const errorId = `${id}-error`;

  return (
    <form className="homework__form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-file`} className="homework__label">
        {t('learning.homework.file')}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        className="homework__file"
        accept={EXTENSIONS.map((e) => `.${e}`).join(',')}
        aria-describedby={`${id}-hint${problem || submit.isError ? ` ${errorId}` : ''}`}
        aria-invalid={problem !== null || undefined}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          setProblem(chosen ? fileProblem(chosen) : null);
          submit.reset();
        }}
        data-testid="homework-file"
      />
      <p id={`${id}-hint`} className="hint">
        {t('learning.homework.fileHint', { types: TYPES_TEXT, mb: MB })}
      </p>
      {problem || submit.isError ? (
        <p id={errorId} className="learn-error" role="alert">
          {problem ? t(`learning.homework.${problem}`, { types: TYPES_TEXT, mb: MB }) : errorText(submit.error, lang)}
        </p>
      ) : null}
      {submit.isSuccess ? (
        <p className="notice" role="status">
          {t('learning.homework.sent')}
        </p>
      ) : null}
      <Button type="submit" loading={submit.isPending} data-testid="homework-submit">
        {t('learning.homework.submit')}
      </Button>
    </form>
  );
}
