import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/ssr';
import { PublicCustomPageResponseSchema } from '@rian/contracts/site';
import { apiGet } from '../../../lib/api-client.ts';

/** A published custom page; the server inlines it into /page/{slug}, so the first render needs no call. */
export const customPageQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.customPage(slug),
    queryFn: ({ signal }) => apiGet(`/public/page/${encodeURIComponent(slug)}`, PublicCustomPageResponseSchema, signal),
  });
