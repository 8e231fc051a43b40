import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons.tsx';
import { useKeywordDraft } from '../../../lib/use-keyword-draft.ts';

/** Keyword search of the header: goes to /courses?keyword=… (spec §7 GET /public/courses?keyword). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  // Show the keyword of the list being viewed; clear it elsewhere.
  const urlKeyword = (location.pathname === '/courses' ? new URLSearchParams(location.search).get('keyword') : null) ?? '';
  const { text, setText, submit } = useKeywordDraft(urlKeyword, (keyword) => {
    void navigate(keyword ? `/courses?${new URLSearchParams({ keyword }).toString()}` : '/courses');
  });

  return (
    <form role="search" aria-label={t('search.label')} className="search-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="keyword"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" className="search-box__submit">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
