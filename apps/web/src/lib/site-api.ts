import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import type { Lang } from '@rian/contracts/site';
import { apiGet, lazySchema } from './api-client.ts';
import { applyTextOverrides } from './i18n.ts';

// Loaded by the first call (api-client.ts lazySchema): every page the server sends has both inlined.
const site = () => import('@rian/contracts/site');
const siteSettingsSchema = lazySchema(() => site().then((m) => m.SiteSettingsResponseSchema));
const textsSchema = lazySchema(() => site().then((m) => m.TextsResponseSchema));

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site(),
    queryFn: ({ signal }) => apiGet('/api/setting/site/into/1', siteSettingsSchema, signal),
    staleTime: 5 * 60_000,
  });

/** Customised texts; laid over the catalogue as soon as they arrive. */
export const textsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: queryKeys.texts(lang),
    queryFn: async ({ signal }) => {
      const res = await apiGet(`/public/i18n/${lang}`, textsSchema, signal);
      applyTextOverrides(lang, res.data);
      return res;
    },
    staleTime: 5 * 60_000,
  });
