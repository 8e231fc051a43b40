// The server's texts for one page (architecture.md, server-rendered storefront): a fresh i18next
// instance per request, in the reader's language, with the site's customised texts laid over a
// copy of the catalogue, so one request's language or texts never reach another's.
import i18next, { type i18n as I18n } from 'i18next';
import type { Lang } from '@rian/contracts/site';
import { applyTextOverrides, DEFAULT_LANG, i18n, LANGS, loadCatalogue } from './i18n.ts';

export async function requestI18n(lang: Lang, texts: Record<string, string> | null): Promise<I18n> {
  // Every language with every part added so far (the page's route module added its own).
  for (const l of LANGS) await loadCatalogue(l);
  const instance = i18next.createInstance();
  await instance.init({
    resources: structuredClone(i18n.store.data),
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: LANGS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (texts) applyTextOverrides(lang, texts, instance);
  return instance;
}
