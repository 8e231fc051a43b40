import { queryKeys } from '@rian/contracts/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

// Loaded by the first call (api-client.ts lazySchema): the drawn course page has it inlined.
const howToBuySchema = lazySchema(() => import('@rian/contracts/site').then((m) => m.HowToBuyResponseSchema));

export const howToBuyQuery = () =>
  queryOptions({
    queryKey: queryKeys.howToBuy(),
    queryFn: ({ signal }) => apiGet('/public/payments/howtobuy', howToBuySchema, signal),
    staleTime: 5 * 60_000,
  });
