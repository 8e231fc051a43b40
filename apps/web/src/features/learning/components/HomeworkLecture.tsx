import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { paragraphs } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { fileExtension, homeworkAccepts, UPLOAD_MAX_BYTES, UPLOAD_RULES } from '@rian/domain/uploads';
import { HomeworkSubmissions } from './HomeworkSubmissions.tsx';
import { homeworkQuery, submitHomework } from '../api/learning-api.ts';

const MAX_BYTES = UPLOAD_MAX_BYTES.homework ?? 20 * 1024 * 1024;
const MB = Math.round(MAX_BYTES / (1024 * 1024));

/** The extensions this homework takes: the upload rule's, narrowed to the instructor's accepted types. */
function extensionsOf(acceptedTypes: readonly string[]): readonly string[] {
  return UPLOAD_RULES.homework.extensions.filter((ext) => homeworkAccepts(acceptedTypes, `file.${ext}`));
}

/** Why a chosen file cannot be sent (the server's homework rules, checked here first), or null. */
function fileProblem(file: File, extensions: readonly string[]): 'tooBig' | 'badType' | null {
  if (!extensions.includes(fileExtension(file.name))) return 'badType';
  return file.size > MAX_BYTES ? 'tooBig' : null;
}

/** A homework lecture: instructions, one file uploaded then submitted, and the student's own submissions. */
export function HomeworkLecture({ homeworkId, onSubmitted }: { homeworkId: number; onSubmitted?: () => void }) {
  const { t } = useTranslation();
  const homework = useQuery(homeworkQuery(homeworkId));

  return (
    <QueryView query={homework} loading={t('learning.homework.loading')}>
      {(hw) => (
        <div className="homework" data-testid="homework-lecture">
          <h3 className="homework__heading">{t('learning.homework.instructions')}</h3>
          {paragraphs(hw.instructions).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <HomeworkForm homeworkId={homeworkId} extensions={extensionsOf(hw.accepted_types)} onSubmitted={onSubmitted} />
          <h3 className="homework__heading">{t('learning.homework.submissions')}</h3>
          <HomeworkSubmissions submissions={hw.submissions} />
        </div>
      )}
    </QueryView>
  );
}

/** One file, checked against the homework rule here first, then submitted. */
interface FormProps {
  homeworkId: number;
  extensions: readonly string[];
  onSubmitted: (() => void) | undefined;
}

function HomeworkForm({ homeworkId, extensions, onSubmitted }: FormProps) {
  const typesText = extensions.map((e) => e.toUpperCase()).join(', ');
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
    const found = file === null ? 'chooseFile' : fileProblem(file, extensions);
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
        accept={extensions.map((e) => `.${e}`).join(',')}
        aria-describedby={`${id}-hint${problem || submit.isError ? ` ${errorId}` : ''}`}
        aria-invalid={problem !== null || undefined}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          setProblem(chosen ? fileProblem(chosen, extensions) : null);
          submit.reset();
        }}
        data-testid="homework-file"
      />
      <p id={`${id}-hint`} className="hint">
        {t('learning.homework.fileHint', { types: typesText, mb: MB })}
      </p>
      {problem || submit.isError ? (
        <p id={errorId} className="learn-error" role="alert">
          {problem ? t(`learning.homework.${problem}`, { types: typesText, mb: MB }) : errorText(submit.error, lang)}
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
