// Boot: seed the query cache from the server's inlined payload, pick the language, then render.
// Mantine styles are imported per component (architecture.md, performance budget), before ours.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import './app/fonts.css';
import './app/app.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryKeys } from '@rian/contracts/ssr';
import { TextsResponseSchema } from '@rian/contracts/site';
import { createQueryClient } from './lib/query-client.ts';
import { readSsrPayload, seedQueryCache } from './lib/ssr.ts';
import { applyTextOverrides, initLang, LANGS } from './lib/i18n.ts';
import { createRouter } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { InitialStatusContext } from './app/initial-page.ts';

async function boot(): Promise<void> {
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, payload);

  const lang = await initLang();
  document.documentElement.lang = lang;
  // Customised texts inlined by the server go over the catalogue before the first paint.
  for (const l of LANGS) {
    const texts = TextsResponseSchema.safeParse(queryClient.getQueryData(queryKeys.texts(l)));
    if (texts.success) applyTextOverrides(l, texts.data.data);
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <InitialStatusContext value={payload?.status ?? 200}>
        <Providers queryClient={queryClient}>
          <RouterProvider router={createRouter()} />
        </Providers>
      </InitialStatusContext>
    </StrictMode>,
  );
}

void boot();
