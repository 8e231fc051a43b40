import { useTranslation } from 'react-i18next';
import type { Lang } from '@rian/contracts/site';
import { isLang, DEFAULT_LANG } from './i18n.ts';

/** The current UI language; re-renders on change. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}
