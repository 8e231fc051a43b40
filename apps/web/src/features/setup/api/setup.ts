// The one-time set-up of the first administrator (architecture.md, "Demo and production").
import { queryOptions } from '@tanstack/react-query';
import { SetupAdminResponseSchema, SetupStatusResponseSchema } from '@rian/contracts/setup';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['setup', 'link', token],
    queryFn: ({ signal }) =>
      apiGet(`/api/setup/status?token=${encodeURIComponent(token)}`, SetupStatusResponseSchema, signal).then((r) => r.data.valid),
    staleTime: 0,
    gcTime: 0,
  });

export async function createFirstAdmin(body: { token: string; username: string; email: string; password: string }) {
  return (await apiRequest('/api/setup/admin', SetupAdminResponseSchema, { method: 'POST', body })).data;
}
