// The buyer's documents of one order (GET /private/orders/{id}/documents), parsed with their contract.
import { queryOptions } from '@tanstack/react-query';
import { OrderDocumentListResponseSchema } from '@rian/contracts/documents';
import { apiGet } from '../../../lib/api-client.ts';
import { PRIVATE_KEY } from '../../../lib/session.ts';

export const orderDocumentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...PRIVATE_KEY, 'orders', orderId, 'documents'] as const,
    queryFn: ({ signal }) =>
      apiGet(`/private/orders/${orderId}/documents`, OrderDocumentListResponseSchema, signal).then((r) => r.data),
    staleTime: 60_000,
  });
