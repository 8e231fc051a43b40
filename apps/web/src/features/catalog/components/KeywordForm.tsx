import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordDraft } from '../../../lib/use-keyword-draft.ts';

/** Keyword search of a list page; submits the trimmed keyword. */
export function KeywordForm({ value, onSubmit, label }: { value: string; onSubmit: (keyword: string) => void; label?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { text, setText, submit } = useKeywordDraft(value, onSubmit);
  return (
    <form className="keyword-form" role="search" aria-label={label ?? t('catalog.keywordLabel')} onSubmit={submit}>
      <label htmlFor={id} className="keyword-form__label">
        {label ?? t('catalog.keywordLabel')}
      </label>
      <div className="keyword-form__row">
        <input
          id={id}
          type="search"
          className="field"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" className="btn-solid">
          {t('catalog.keywordSubmit')}
        </button>
        {value ? (
          <button type="button" className="btn-ghost" onClick={() => onSubmit('')}>
            {t('catalog.keywordClear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
