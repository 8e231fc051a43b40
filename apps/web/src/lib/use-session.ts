import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@rian/contracts/session';
import { sessionQuery, type Session } from './session.ts';

export interface SessionState {
  /** The signed-in account, null for a visitor (or while the first answer is awaited). */
  user: SessionUser | null;
  status: Session['status'] | 'loading';
}

/** Who is signed in, shared by every component that asks. */
export function useSession(): SessionState {
  const { data, isPending, isError } = useQuery(sessionQuery());
  // An unreachable session call leaves the visitor's view: log-in stays offered.
  if (isError) return { user: null, status: 'none' };
  if (isPending) return { user: null, status: 'loading' };
  return { user: data.user, status: data.status };
}
