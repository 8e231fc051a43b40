// The language a storefront page is written in on the server: `?lang=en` (a shared English link),
// else the reader's last choice (the cookie the web app sets when they switch), else Thai, the
// default (spec §1: Thai first, every text customisable; English falls back to Thai where empty).
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@rian/contracts';

/** Set by the web app's language switch (lib/i18n.ts); read here only to choose the page's language. */
export const LANG_COOKIE = 'rian_lang';

const isLang = (v: unknown): v is Lang => v === 'th' || v === 'en';

export function requestLang(req: FastifyRequest): Lang {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  if (isLang(asked)) return asked;
  const chosen = req.cookies?.[LANG_COOKIE];
  return isLang(chosen) ? chosen : 'th';
}

/** The address of a page in `lang`: Thai is the plain URL, English adds `?lang=en`. */
export function urlInLang(url: string, lang: Lang): string {
  if (lang === 'th') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}
