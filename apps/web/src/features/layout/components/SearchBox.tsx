import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normaliseKeyword } from '@rian/domain/pagination';
import { SearchIcon } from '../../../components/icons.tsx';

/** Keyword search of the header: goes to /courses?keyword=… (spec §7 GET /public/courses?keyword). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  // Show the keyword of the list being viewed; clear it elsewhere.
  const urlKeyword = (location.pathname === '/courses' ? new URLSearchParams(location.search).get('keyword') : null) ?? '';
  const [value, setValue] = useState(urlKeyword);
  const [shown, setShown] = useState(urlKeyword);
  if (shown !== urlKeyword) {
    setShown(urlKeyword);
    setValue(urlKeyword);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = normaliseKeyword(value);
    void navigate(keyword ? `/courses?${new URLSearchParams({ keyword }).toString()}` : '/courses');
  };

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
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <button type="submit" className="search-box__submit">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
