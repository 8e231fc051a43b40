import { queryOptions } from '@tanstack/react-query';
import { HowToBuyResponseSchema } from '@rian/contracts/site';
import { apiGet } from '../../../lib/api-client.ts';

export const howToBuyQuery = () =>
  queryOptions({
    // contracts' queryKeys has no entry for this call (reported); the key is local to the feature.
    queryKey: ['howtobuy'] as const,
    queryFn: ({ signal }) => apiGet('/public/payments/howtobuy', HowToBuyResponseSchema, signal),
    staleTime: 5 * 60_000,
  });
