import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { accountApiHooks } from '../features/account/api/client-hooks.ts';

// The api client learns the guest id header and the auth modals once per query client, during the
// first render, before any child starts a request.
const wired = new WeakSet<QueryClient>();
function wireApiClient(queryClient: QueryClient): void {
  if (wired.has(queryClient)) return;
  wired.add(queryClient);
  configureApiClient(accountApiHooks(queryClient));
}

/**
 * The app's providers; the server passes its request's own i18next instance (lib/i18n-server.ts).
 * Mantine is not among them: the parts built with it bring their own (components/mantine/MantineRoot.tsx,
 * decision 031).
 */
export function Providers({
  queryClient,
  i18n = appI18n,
  children,
}: {
  queryClient: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  wireApiClient(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
