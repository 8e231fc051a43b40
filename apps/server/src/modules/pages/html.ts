// Writes what a crawler that runs no JavaScript must see into the HTML the server sends: title,
// description, keywords, robots, canonical, og:* (image 600x314), video tags (400x300), twitter:*
// and schema.org JSON-LD (spec §2 page meta), plus the inlined query data of the page.
import type { Lang, SsrPayload } from '@rian/contracts';
import { SSR_ELEMENT_ID } from '@rian/contracts';
import { urlInLang } from './request-lang.ts';

// The web app forces Mantine's light colour scheme and its pages are drawn without Mantine's
// provider, so <html> says so from the start (apps/web/index.html, decision 031).
export const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="th" data-mantine-color-scheme="light"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><!--rian-head--></head><body><!--rian-ssr--><div id="root"></div></body></html>';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  canonical: string;
  siteName: string;
  type: 'website' | 'product' | 'video.other';
  /** Absolute URL of the 600x314 share image. */
  image: string | null;
  /** Absolute URL of the preview video, shown as og:video at 400x300. */
  video: string | null;
  favicon: string | null;
  jsonLd: object[];
  /** The title and description for a reader of English; null or absent where the Thai stands. */
  en?: { title: string | null; description: string | null };
}

/** The meta as a reader of `lang` meets it: English where the page has it, Thai otherwise. */
export function metaIn(m: PageMeta, lang: Lang): PageMeta {
  if (lang === 'th') return m;
  return {
    ...m,
    title: m.en?.title || m.title,
    description: m.en?.description || m.description,
    canonical: urlInLang(m.canonical, lang),
  };
}

/** The page in both languages, for search engines (hreflang); Thai is the default. */
function alternates(thaiUrl: string): string[] {
  return [
    `<link rel="alternate" hreflang="th" href="${escapeHtml(thaiUrl)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(urlInLang(thaiUrl, 'en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(thaiUrl)}" />`,
  ];
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a <script> element: "<" must never appear raw, so "</script>" cannot close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attr: 'name' | 'property', key: string, content: string | number | null | undefined): string {
  if (content === null || content === undefined || content === '') return '';
  return `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;
}

export function renderHead(thai: PageMeta, lang: Lang = 'th'): string {
  const m = metaIn(thai, lang);
  const parts = [
    `<title>${escapeHtml(m.title)}</title>`,
    meta('name', 'description', m.description),
    meta('name', 'keywords', m.keywords),
    meta('name', 'robots', m.robots),
    `<link rel="canonical" href="${escapeHtml(m.canonical)}" />`,
    ...(thai.robots.startsWith('noindex') ? [] : alternates(thai.canonical)),
    m.favicon ? `<link rel="icon" href="${escapeHtml(m.favicon)}" />` : '',
    meta('property', 'og:site_name', m.siteName),
    meta('property', 'og:type', m.type),
    meta('property', 'og:title', m.title),
    meta('property', 'og:description', m.description),
    meta('property', 'og:url', m.canonical),
    meta('property', 'og:locale', lang === 'en' ? 'en_US' : 'th_TH'),
    meta('property', 'og:locale:alternate', lang === 'en' ? 'th_TH' : 'en_US'),
  ];
  if (m.image) {
    parts.push(
      meta('property', 'og:image', m.image),
      meta('property', 'og:image:width', 600),
      meta('property', 'og:image:height', 314),
      meta('property', 'og:image:alt', m.title),
    );
  }
  if (m.video) {
    parts.push(
      meta('property', 'og:video', m.video),
      meta('property', 'og:video:secure_url', m.video.startsWith('https:') ? m.video : null),
      meta('property', 'og:video:type', 'video/mp4'),
      meta('property', 'og:video:width', 400),
      meta('property', 'og:video:height', 300),
    );
  }
  parts.push(
    meta('name', 'twitter:card', m.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', m.title),
    meta('name', 'twitter:description', m.description),
    meta('name', 'twitter:image', m.image),
  );
  if (m.video) {
    parts.push(
      meta('name', 'twitter:player:stream', m.video),
      meta('name', 'twitter:player:stream:content_type', 'video/mp4'),
      meta('name', 'twitter:player:width', 400),
      meta('name', 'twitter:player:height', 300),
    );
  }
  for (const ld of m.jsonLd) parts.push(`<script type="application/ld+json">${scriptJson(ld)}</script>`);
  return parts.filter(Boolean).join('\n    ');
}

/** What the server drew of a page: the HTML inside #root and the stylesheets it needs applied. */
export interface DrawnPage {
  root: string;
  /** Preloads for the head: the picture it paints largest, the font. */
  preloads: string;
  /** The route's own stylesheet links. */
  stylesheets: string;
  /**
   * The rules the drawn HTML uses, as an inline <style> (critical-css.ts). With them the page's
   * stylesheets do not hold up its first paint: they come after the inline rules as print
   * stylesheets, which the app applies (main.tsx), in the same cascade order as before, so
   * the theme's variables drawn inside #root still win; a browser without scripts gets them from
   * <noscript>.
   */
  critical?: string;
}

/** Marks a stylesheet the app's entry applies (apps/web/src/main.tsx reads the same attribute). */
const DEFERRED = 'data-rian-deferred';

/** The entry's own stylesheet links in the built index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/** The site paths of the stylesheets the built index.html links (the entry's). */
export function templateStylesheets(template: string): string[] {
  return [...template.matchAll(ENTRY_STYLESHEET)].flatMap((m) => m[0].match(/href="([^"]+)"/)?.[1] ?? []);
}

/** The attribute that puts a script behind the page's picture and font. */
export const LOW = ' fetchpriority="low"';

/**
 * A drawn page shows its content before its scripts run, so the entry and the chunks it imports are
 * fetched at low priority: on a phone's connection the picture the page paints largest and the font
 * come first, and the scripts take the bandwidth that is left (hydration follows them).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin', `<script type="module"${LOW} crossorigin`)
    .replaceAll('<link rel="modulepreload" crossorigin', `<link rel="modulepreload"${LOW} crossorigin`);
}

/** The page: its head, its payload and, for a page the server draws, its content inside #root. */
export function renderPage(template: string, head: string, payload: SsrPayload, lang: Lang = 'th', drawn?: DrawnPage): string {
  const ssr = `<script id="${SSR_ELEMENT_ID}" type="application/json">${scriptJson(payload)}</script>`;
  // The picture the page paints largest and its fonts come first in the head: the browser asks for
  // them before it reads the share tags, the held scripts and the inline rules.
  const first = drawn?.root && drawn.preloads ? `${drawn.preloads}\n    ` : '';
  const page = (drawn?.root ? lowPriorityScripts(template) : template)
    .replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`)
    .replace('<!--rian-head-->', () => `${first}${head}`)
    .replace('<!--rian-ssr-->', () => ssr);
  if (!drawn?.root) return page;
  const root = (html: string) => html.replace('<div id="root"></div>', () => `<div id="root">${drawn.root}</div>`);
  if (!drawn.critical) {
    // After the entry's own stylesheet, as the page's chunk would apply them.
    const tags = drawn.stylesheets;
    return root(page.replace('</head>', () => `  ${tags}\n  </head>`));
  }
  const links = [...[...page.matchAll(ENTRY_STYLESHEET)].map((m) => m[0].trim()), drawn.stylesheets].filter(Boolean);
  const deferred = links.map((l) => l.replaceAll('<link rel="stylesheet"', `<link rel="stylesheet" media="print" ${DEFERRED}`));
  const tags = [drawn.critical, ...deferred, `<noscript>${links.join('')}</noscript>`];
  return root(page.replace(ENTRY_STYLESHEET, '').replace('</head>', () => `  ${tags.filter(Boolean).join('\n    ')}\n  </head>`));
}
