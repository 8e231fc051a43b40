import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

// Loaded by the first call (api-client.ts lazySchema): the drawn page has it inlined.
const customPageSchema = lazySchema(() => import('@rian/contracts/site').then((m) => m.PublicCustomPageResponseSchema));

/** A published custom page; the server inlines it into /page/{slug}, so the first render needs no call. */
export const customPageQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.customPage(slug),
    queryFn: ({ signal }) => apiGet(`/public/page/${encodeURIComponent(slug)}`, customPageSchema, signal),
  });
