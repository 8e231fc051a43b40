// Forgotten password (spec §2 /forgotpass): ask for a link by e-mail, check the link's token, set a
// new password. The server answers "sent" for any address, so nobody learns who has an account.
import { queryOptions } from '@tanstack/react-query';
import { ResetTokenCheckResponseSchema, SuccessResponseSchema } from '@rian/contracts/session';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/public/auth/forgot', SuccessResponseSchema, { method: 'POST', body: { email } });
}

export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['account', 'reset-token', token],
    queryFn: ({ signal }) =>
      apiGet(`/public/auth/reset/${encodeURIComponent(token)}`, ResetTokenCheckResponseSchema, signal).then((r) => r.data.valid),
    // A token is used once; ask the server again each time the page opens.
    staleTime: 0,
    gcTime: 0,
  });

export async function resetPassword(token: string, password: string): Promise<void> {
  await apiRequest('/public/auth/reset', SuccessResponseSchema, { method: 'POST', body: { token, password } });
}
