// Social log-in (spec §2 cart login panel): the providers this site has switched on, each with the
// address that starts its sign-in.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

// Loaded by the first call (api-client.ts lazySchema): the drawn /cart holds the log-in panel.
const providersSchema = lazySchema(() => import('@rian/contracts/session').then((m) => m.SocialProvidersResponseSchema));

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: queryKeys.socialProviders(),
    queryFn: ({ signal }) => apiGet('/public/auth/providers', providersSchema, signal).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

/**
 * spec §2: each button comes back to /cart. The guest id goes along so that what the guest put in
 * the cart joins the account (spec §6).
 */
export function socialStartHref(startUrl: string, guestId: string | null, returnTo = '/cart'): string {
  const sep = startUrl.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ return_to: returnTo, ...(guestId ? { guest_id: guestId } : {}) });
  return `${startUrl}${sep}${query.toString()}`;
}
