import { useQuery } from '@tanstack/react-query';
import type { PublicSiteSettings } from '@rian/contracts/site';
import { siteSettingsQuery } from './site-api.ts';

/** Public site settings (inlined by the server on every page); undefined while loading. */
export function useSiteSettings(): PublicSiteSettings | undefined {
  return useQuery(siteSettingsQuery()).data?.data;
}
