// i18n set-up (architecture.md): Thai is the source catalogue and the default language, English the
// second. Customised texts from the database (GET /public/i18n/{lang}) are laid over the catalogue.
// The Thai catalogue ships in the entry chunk; the English one loads when first chosen. Texts only a
// lazily loaded part of the app shows (payments, the back office) are catalogue parts: their Thai
// ships with that part's code, their English loads with the language (the course page's first-load
// budget, architecture.md).
import { lazy, type ComponentType } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@rian/contracts/site';
import th from './locales/th.json';
import { readCookie, writeCookie } from './cookies.ts';

export const LANGS = ['th', 'en'] as const satisfies readonly Lang[];
export const DEFAULT_LANG: Lang = 'th';
export const LANG_STORAGE_KEY = 'rian.lang';
/** Tells the server the reader's language, so the next page's HTML comes in it (its title, meta, texts). */
export const LANG_COOKIE = 'rian_lang';

export function isLang(v: unknown): v is Lang {
  return v === 'th' || v === 'en';
}

/** The language a `?lang=th|en` link asks for, if any. */
function linkLang(): Lang | null {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  return isLang(asked) ? asked : null;
}

/** The language to start in: a `?lang=` link's (a shared English page), else the reader's last choice. */
export function storedLang(): Lang {
  const asked = linkLang();
  if (asked) return asked;
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(v) ? v : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/**
 * A reader's choice kept in local storage only (made before the cookie existed, or its cookie has
 * expired): the server, which reads the cookie, wrote the page in `pageLang`. Their language, to
 * switch to once the page is the app's (which writes the cookie), or null.
 */
export function choiceTheServerMissed(pageLang: Lang): Lang | null {
  if (linkLang()) return null;
  if (readCookie(LANG_COOKIE) !== null) return null;
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(stored) && stored !== pageLang ? stored : null;
  } catch {
    return null;
  }
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { th: { translation: th } },
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: LANGS,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Re-render on a language change and when customised texts arrive.
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

type Catalogue = Record<string, unknown>;
const partLoaders = new Map<string, () => Promise<{ default: Catalogue }>>();
const loadedEnParts = new Set<string>();
/** English parts on their way, which a lazily loaded module waits for (withPartTexts). */
const arrivingParts = new Set<Promise<void>>();

async function loadEnPart(name: string): Promise<void> {
  const load = partLoaders.get(name);
  if (!load || loadedEnParts.has(name)) return;
  const part = (await load()).default;
  loadedEnParts.add(name);
  // deep, no overwrite: customised texts that arrived first keep their place.
  i18n.addResourceBundle('en', 'translation', part, true, false);
}

/**
 * Adds a part of the catalogue (its Thai now, its English when English is or becomes the language).
 * Called once when the module that shows those texts is first imported.
 */
export function addCataloguePart(name: string, th: Catalogue, loadEn: () => Promise<{ default: Catalogue }>): void {
  if (partLoaders.has(name)) return;
  partLoaders.set(name, loadEn);
  i18n.addResourceBundle('th', 'translation', th, true, false);
  if (i18n.language !== 'en') return;
  // A part that fails to arrive leaves its Thai texts (the fallback language) in place.
  const arriving = loadEnPart(name).catch(() => undefined);
  arrivingParts.add(arriving);
  void arriving.then(() => arrivingParts.delete(arriving));
}

/**
 * `load` of a lazily loaded module (a route, a modal, a step), resolving once the catalogue parts it
 * added have arrived in the reader's language: an English reader never sees a part's Thai first.
 * In Thai it waits for nothing.
 */
export function withPartTexts<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    const loaded = await load(...args);
    if (arrivingParts.size > 0) await Promise.all([...arrivingParts]);
    return loaded;
  };
}

/** React's lazy for a module that adds catalogue parts (a modal, a step): it renders in the reader's language. */
export function lazyWithTexts<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await withPartTexts(load)() }));
}

/** Loads a language's catalogue and the parts added so far (the server loads every language once). */
export async function loadCatalogue(lang: Lang): Promise<void> {
  if (lang === 'th') return;
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const en = (await import('./locales/en.json')).default;
    i18n.addResourceBundle('en', 'translation', en, true, false);
  }
  await Promise.all([...partLoaders.keys()].map(loadEnPart));
}

/** Switches the UI language; remembers it and sets <html lang>. */
export async function changeLang(lang: Lang): Promise<void> {
  await loadCatalogue(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  writeCookie(LANG_COOKIE, lang);
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/**
 * Lays customised texts (flat "a.b.c" keys) over the catalogue. addResources splits each key on
 * the dots, so "home.heroTitle" replaces that leaf; a key naming a whole group of texts is skipped,
 * since writing a string there would erase the group.
 */
export function applyTextOverrides(lang: Lang, texts: Record<string, string>, into: I18n = i18n): void {
  const safe: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    const existing: unknown = into.getResource(lang, 'translation', key) ?? into.getResource(DEFAULT_LANG, 'translation', key);
    if (typeof value !== 'string' || (existing !== undefined && typeof existing !== 'string')) continue;
    safe[key] = value;
  }
  if (Object.keys(safe).length > 0) into.addResources(lang, 'translation', safe);
}

/**
 * Loads what the first render needs: the stored language's catalogue, or the language the server
 * wrote a server-rendered page in (hydration must meet the same texts).
 */
export async function initLang(serverLang?: Lang): Promise<Lang> {
  const lang = serverLang ?? storedLang();
  // A link's language is remembered as the reader's choice, Thai included.
  if (lang !== DEFAULT_LANG || linkLang()) await changeLang(lang);
  return lang;
}
