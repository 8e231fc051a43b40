import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/ssr';
import { SiteSettingsResponseSchema, TextsResponseSchema, type Lang } from '@rian/contracts/site';
import { apiGet } from './api-client.ts';
import { applyTextOverrides } from './i18n.ts';

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site(),
    queryFn: ({ signal }) => apiGet('/api/setting/site/into/1', SiteSettingsResponseSchema, signal),
    staleTime: 5 * 60_000,
  });

/** Customised texts; laid over the catalogue as soon as they arrive. */
export const textsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: queryKeys.texts(lang),
    queryFn: async ({ signal }) => {
      const res = await apiGet(`/public/i18n/${lang}`, TextsResponseSchema, signal);
      applyTextOverrides(lang, res.data);
      return res;
    },
    staleTime: 5 * 60_000,
  });
