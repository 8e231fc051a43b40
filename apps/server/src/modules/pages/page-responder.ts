// Answers a storefront page: the built index.html with the page's meta, its preloads and the
// inlined query data (the site settings and texts, and the page's own), or the 404 page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@rian/domain';
import { queryKeys, type Lang, type SsrPayload } from '@rian/contracts';
import { HERO_SIZES, pictureSrcSet } from '@rian/contracts/pictures';
import { withAnalytics } from '../../lib/security-headers.ts';
import type { SiteService } from '../site/site.service.ts';
import { escapeHtml, renderHead, renderPage, templateStylesheets, type DrawnPage, type PageMeta } from './html.ts';
import type { CriticalCss } from './critical-css.ts';
import { SESSION_COOKIE, signedOut } from '../auth/session.service.ts';
import { siteMeta } from './page-meta.ts';
import type { RouteModule, RoutePreloads } from './preload.ts';
import { requestLang } from './request-lang.ts';
import { renderRoot, type PageRenderer } from './page-renderer.ts';
import { sendCacheable } from './etag.ts';

export interface SendOptions {
  /** The picture a drawn page paints largest first, preloaded with high priority. */
  hero?: string | null;
  /** false: the browser draws this answer even though the route is one the server draws. */
  draw?: boolean;
}

export interface PageResponder {
  send(
    reply: FastifyReply,
    status: number,
    meta: PageMeta,
    queries: SsrPayload['queries'],
    route: RouteModule,
    opts?: SendOptions,
  ): Promise<FastifyReply>;
  notFoundPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Runs a detail loader; a NOT_FOUND becomes the 404 page instead of an error body. */
  detail<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<T>,
    page: (d: T) => Promise<FastifyReply>,
  ): Promise<FastifyReply>;
}

/**
 * The preload of a page's largest picture. An uploaded one names the same srcset and sizes as the
 * <img> that draws it (web VideoPreview, ProductGallery), so the browser fetches the width it will draw.
 */
export function heroPreload(hero: string): string {
  const srcset = pictureSrcSet(hero);
  const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(HERO_SIZES)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero)}"${responsive} />`;
}

/**
 * A visitor's session, what the session call answers a request without a session cookie: inlined so
 * that a drawn page neither asks nor loads the call's schema (issue 17). The page varies on the
 * cookie, so its ETag differs once someone signs in; a copy the browser shows without asking
 * (back and forward) is read again by the app (web lib/ssr.ts). A member's session is read by the app.
 */
function visitorSession(req: FastifyRequest): SsrPayload['queries'] {
  return req.cookies?.[SESSION_COOKIE] ? [] : [{ key: [...queryKeys.session()], data: signedOut('none') }];
}

/** What every page inlines beside its own data: the site's settings, its texts in the reader's language and a visitor's session. */
function everyPageQueries(req: FastifyRequest, lang: Lang, settings: unknown, texts: unknown): SsrPayload['queries'] {
  return [
    ...(settings ? [{ key: [...queryKeys.site()], data: { success: true, data: settings } }] : []),
    { key: [...queryKeys.texts(lang)], data: { success: true, data: texts } },
    ...visitorSession(req),
  ];
}

export function pageResponder(opts: {
  template: string;
  publicUrl: string;
  site: SiteService;
  preloads: RoutePreloads;
  renderer: PageRenderer | null;
  /** Inline critical CSS for drawn pages (critical-css.ts); none without a build. */
  critical?: CriticalCss | null;
}): PageResponder {
  const { publicUrl, site, preloads, renderer } = opts;
  const template = preloads.withAppStylesheets(opts.template);
  const critical = opts.critical ?? null;
  const entrySheets = templateStylesheets(template);

  const send: PageResponder['send'] = async (reply, status, meta, queries, route, opts = {}) => {
    const hero = opts.hero ?? null;
    const lang = requestLang(reply.request);
    const [settings, texts] = await Promise.all([site.settings(), site.texts(lang)]);
    const all = [...everyPageQueries(reply.request, lang, settings, texts), ...queries];
    const policy = reply.getHeader('content-security-policy');
    if (settings?.ga4_measurement_id && typeof policy === 'string')
      reply.header('content-security-policy', withAnalytics(policy));
    const payload: SsrPayload = { queries: all, status };
    const root = opts.draw === false ? '' : await renderRoot(renderer, reply.request, route, payload, lang);
    const heroTag = hero ? heroPreload(hero) : '';
    const drawn: DrawnPage = {
      root,
      preloads: [heroTag, preloads.fontPreload()].filter(Boolean).join('\n    '),
      stylesheets: preloads.stylesheets(route),
    };
    // A visitor's first load paints from the inline rules; a member has the stylesheets cached.
    if (root && critical && !reply.request.cookies?.[SESSION_COOKIE]) {
      drawn.critical = critical.styleFor(root, [...entrySheets, ...preloads.stylesheetHrefs(route)]);
    }
    const html = renderPage(
      template,
      `${renderHead(meta, lang)}\n    ${preloads.for(route, Boolean(root))}`,
      payload,
      lang,
      drawn,
    );
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', lang)
      .header('vary', 'Cookie');
    return sendCacheable(reply, status, html);
  };

  const notFoundPage: PageResponder['notFoundPage'] = async (req, reply) => {
    const s = await site.settingsRow();
    const meta = {
      ...siteMeta(publicUrl, s, req.url.split('?')[0] ?? '/', 'ไม่พบหน้าที่ต้องการ', 'Page not found'),
      robots: 'noindex',
    };
    return send(reply, 404, meta, [], 'not-found');
  };

  async function detail<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<T>,
    page: (d: T) => Promise<FastifyReply>,
  ) {
    let data: T;
    try {
      data = await load();
    } catch (err) {
      if (err instanceof DomainError && err.code === 'NOT_FOUND') return notFoundPage(req, reply);
      throw err;
    }
    return page(data);
  }

  return { send, notFoundPage, detail };
}
