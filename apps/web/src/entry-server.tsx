// The server's render of a storefront page (architecture.md, server-rendered storefront): the page
// the browser would draw, as HTML, from the very payload the server inlines beside it, so the page
// paints before its code runs and the browser then hydrates it (main.tsx). Built by `npm run build`
// into dist/server/entry-server.js; the server loads it once at start.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { queryKeys, type SsrPayload } from '@rian/contracts/ssr';
import { TextsResponseSchema, type Lang } from '@rian/contracts/site';
import { createQueryClient } from './lib/query-client.ts';
import { seedQueryCache } from './lib/ssr.ts';
import { requestI18n } from './lib/i18n-server.ts';
import { routes } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { InitialStatusContext } from './app/initial-page.ts';

export interface RenderInput {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  payload: SsrPayload;
  lang: Lang;
}

export interface RenderOutput {
  html: string;
  status: number;
}

// One handler for every request: a route's lazily loaded module is resolved once and kept.
const handler = createStaticHandler(routes);

/** The HTML of the page at `url`, with every lazily loaded part of it resolved. */
export async function render({ url, payload, lang }: RenderInput): Promise<RenderOutput> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return { html: '', status: context.status };
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // The payload is this request's own: its session is the reader's now.
  seedQueryCache(queryClient, payload, { fresh: true });
  const texts = TextsResponseSchema.safeParse(queryClient.getQueryData(queryKeys.texts(lang)));
  const i18n = await requestI18n(lang, texts.success ? texts.data.data : null);
  try {
    const html = await renderToHtml(
      <StrictMode>
        <InitialStatusContext value={payload.status}>
          <Providers queryClient={queryClient} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </InitialStatusContext>
      </StrictMode>,
    );
    return { html, status: context.statusCode };
  } finally {
    queryClient.clear();
  }
}

/**
 * Renders once everything has resolved (no streaming: the page goes out whole, with its meta). Any
 * error fails the render: the server then sends the page with an empty root, as without this file.
 */
async function renderToHtml(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, { onError: (err) => void errors.push(err) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
