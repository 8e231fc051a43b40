import { queryKeys } from '@rian/contracts/ssr';
import { queryOptions } from '@tanstack/react-query';
import { HowToBuyResponseSchema } from '@rian/contracts/site';
import { apiGet } from '../../../lib/api-client.ts';

export const howToBuyQuery = () =>
  queryOptions({
    queryKey: queryKeys.howToBuy(),
    queryFn: ({ signal }) => apiGet('/public/payments/howtobuy', HowToBuyResponseSchema, signal),
    staleTime: 5 * 60_000,
  });
