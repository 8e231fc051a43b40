// The app: seed the query cache from the server's inlined payload, pick the language, then render
// or hydrate. Loaded by the entry (boot.ts), which holds its stylesheets.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryKeys } from '@rian/contracts/query-keys';
import type { Lang, TextsResponseSchema } from '@rian/contracts/site';
import type * as z from 'zod/mini';
import { createQueryClient } from './lib/query-client.ts';
import { readSsrPayload, seedQueryCache } from './lib/ssr.ts';
import { applyTextOverrides, changeLang, choiceTheServerMissed, initLang, isLang, LANGS } from './lib/i18n.ts';
import { createRouter, routes } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { InitialStatusContext } from './app/initial-page.ts';
import { mirrorGuestCookie } from './lib/guest.ts';
import { yieldToBrowser } from './lib/yield.ts';

/**
 * A page the server rendered (entry-server.tsx) is hydrated: its route modules are loaded first, so
 * the first render on the client meets the same tree (React Router: lazy routes with SSR).
 */
async function loadInitialRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks <html data-hydrated="true"> once the app has taken over the page (its handlers are live),
 * then puts back a language the server did not know of (`lang`).
 */
function MarkHydrated({ lang }: { lang: Lang | null }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (lang) void changeLang(lang);
  }, [lang]);
  return null;
}

/**
 * A drawn page paints from inline rules and holds its stylesheets back as print stylesheets
 * (server: modules/pages/html.ts): the app applies them before it takes the page over.
 */
function applyDeferredStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rian-deferred]')) link.media = 'all';
}

async function boot(): Promise<void> {
  applyDeferredStylesheets();
  const guestKnown = !mirrorGuestCookie();
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, payload, { guestKnown });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const serverRendered = root.firstElementChild !== null;
  // Each part of the start-up in a task of its own (lib/yield.ts): the stylesheets just applied
  // are worked out between them, and no part holds a phone's main thread for long.
  await yieldToBrowser();
  if (serverRendered) await loadInitialRoutes();
  // A server-rendered page is in the language the server wrote it in.
  const htmlLang = document.documentElement.lang;
  const lang = await initLang(serverRendered && isLang(htmlLang) ? htmlLang : undefined);
  document.documentElement.lang = lang;
  const missed = serverRendered ? choiceTheServerMissed(lang) : null;
  // Customised texts inlined by the server go over the catalogue before the first paint (the
  // server's own payload, written from what /public/i18n answers: read without loading zod).
  for (const l of LANGS) {
    const texts = queryClient.getQueryData<z.infer<typeof TextsResponseSchema>>(queryKeys.texts(l))?.data;
    if (texts && typeof texts === 'object') applyTextOverrides(l, texts);
  }
  await yieldToBrowser();
  const router = createRouter();
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <InitialStatusContext value={payload?.status ?? 200}>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </InitialStatusContext>
      <MarkHydrated lang={missed} />
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser between parts of the page, instead of
  // one long task that blocks a phone's main thread (Total Blocking Time); docs/benchmarks.md.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void boot();
