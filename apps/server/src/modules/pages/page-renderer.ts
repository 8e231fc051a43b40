// The web app's server render (apps/web/src/entry-server.tsx, built into dist/server): loaded once
// at start when the build has it. The storefront pages a visitor lands on come with their content
// inside #root (architecture.md, server-rendered storefront); checkout, member pages and the back
// office stay drawn by the browser, and without the file every page answers with an empty root.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { Lang, SsrPayload } from '@rian/contracts';
import type { RouteModule } from './preload.ts';

export interface PageRenderer {
  render(input: { url: string; payload: SsrPayload; lang: Lang }): Promise<{ html: string; status: number }>;
}

/**
 * Pages drawn on the server: the catalogue and what it links to (spec §2), and a visitor's empty
 * /cart (cart-page.ts decides which /cart answers are drawn).
 */
const RENDERED: ReadonlySet<RouteModule> = new Set([
  'cart',
  'home',
  'courses',
  'category',
  'products',
  'course',
  'product',
  'promotion',
  'page',
]);

/** How many drawn pages are kept, and for how long (what a page shows may depend on the hour). */
const KEPT = 200;
const KEPT_MS = 60_000;

export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const file = join(webDistDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  return typeof mod.render === 'function' ? keptRenders(mod.render) : null;
}

/**
 * A render is a function of the address, the language and the payload: the same three (every
 * visitor of a page, until its data changes) reuse the HTML for a minute instead of drawing it again.
 * A signed-in reader's payload differs from a visitor's, so it is another key: nobody gets another's page.
 */
function keptRenders(render: PageRenderer['render']): PageRenderer {
  const kept = new Map<string, { at: number; out: Awaited<ReturnType<PageRenderer['render']>> }>();
  return {
    async render(input) {
      const key = createHash('sha256')
        .update(`${input.url}\0${input.lang}\0${JSON.stringify(input.payload)}`)
        .digest('base64url');
      const hit = kept.get(key);
      if (hit && Date.now() - hit.at < KEPT_MS) return hit.out;
      const out = await render(input);
      kept.delete(key);
      kept.set(key, { at: Date.now(), out });
      // Oldest first in a Map's order: drop past the limit.
      while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return out;
    },
  };
}

/**
 * The HTML for #root, or '' where the browser draws the page: an administrator's preview and the
 * learning player read their own data, not the inlined payload. A failed render costs only the head
 * start: the page still answers, with an empty root.
 */
export async function renderRoot(
  renderer: PageRenderer | null,
  req: FastifyRequest,
  route: RouteModule,
  payload: SsrPayload,
  lang: Lang,
): Promise<string> {
  if (!renderer || !RENDERED.has(route) || payload.status !== 200) return '';
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (query.preview !== undefined || query.learn !== undefined) return '';
  try {
    // The browser reads the payload back from JSON: the server renders from the same values.
    const same = JSON.parse(JSON.stringify(payload)) as SsrPayload;
    return (await renderer.render({ url: req.url, payload: same, lang })).html;
  } catch (err) {
    req.log.error({ err, url: req.url }, 'server render failed; the page goes out with an empty root');
    return '';
  }
}
