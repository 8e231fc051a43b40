// Who is signed in (spec §6): one query every page shares; the header, the modals and the account
// page read it. Log-in and log-out write it directly, then every other query is refreshed, since
// course states and plans depend on the user (spec §4, §6).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SessionResponseSchema, SessionUser } from '@rian/contracts/session';
import { queryKeys } from '@rian/contracts/query-keys';
import { apiGet, apiRequest, lazySchema } from './api-client.ts';
import type * as z from 'zod/mini';

export type Session = z.infer<typeof SessionResponseSchema>;

// Loaded by the first call (api-client.ts lazySchema): a visitor's drawn page has its session inlined.
const schemas = () => import('@rian/contracts/session');
const sessionSchema = lazySchema(() => schemas().then((m) => m.SessionResponseSchema));
const loginSchema = lazySchema(() => schemas().then((m) => m.LoginResponseSchema));
const successSchema = lazySchema(() => schemas().then((m) => m.SuccessResponseSchema));

export const SESSION_KEY = queryKeys.session();
/** Queries that only a signed-in user can make; dropped at sign-out so nothing of theirs stays. */
export const PRIVATE_KEY = ['account', 'private'] as const;

export const sessionQuery = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => apiGet('/public/auth/session', sessionSchema, signal),
    // A session changes through this tab's own log-in and log-out, which write it here; another
    // tab's changes show at the next page load or the next private call's 401.
    staleTime: 5 * 60_000,
  });

export function login(body: { username: string; password: string }): Promise<SessionUser> {
  return apiRequest('/public/auth/login', loginSchema, { method: 'POST', body }).then((r) => r.response.user);
}

export async function logout(): Promise<void> {
  await apiRequest('/public/auth/logout', successSchema, { method: 'POST' });
}

const notSession = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  queryKey[0] !== SESSION_KEY[0] || queryKey[1] !== SESSION_KEY[1];

/** After log-in: the user is known at once; everything else is read again for them. */
export function applySignedIn(client: QueryClient, user: SessionUser): void {
  client.setQueryData<Session>(SESSION_KEY, { success: true, user, status: 'valid' });
  void client.invalidateQueries({ predicate: notSession });
}

/** After log-out (or a session that ended): forget the user's private data, refresh the rest. */
export function applySignedOut(client: QueryClient, status: Session['status'] = 'none'): void {
  client.setQueryData<Session>(SESSION_KEY, { success: true, user: null, status });
  client.removeQueries({ queryKey: PRIVATE_KEY });
  void client.invalidateQueries({ predicate: notSession });
}

/** Whether this browser believes it is signed in (what the cached session says). */
export function believesSignedIn(client: QueryClient): boolean {
  return Boolean(client.getQueryData<Session>(SESSION_KEY)?.user);
}
