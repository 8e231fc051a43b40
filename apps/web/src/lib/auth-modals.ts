// Which account modal is open (spec §2 log-in modal; §6, §8 sign-out and session-expired modals),
// and which one a failed call asks for. A tiny store rather than React state, because the api
// client's error hook and the header both open them, outside any one component.
import { useSyncExternalStore } from 'react';

export type AuthModal = 'login' | 'signOut' | 'sessionExpired';

let current: AuthModal | null = null;
// What had focus when the first modal opened, to give it back when the last one has closed (the
// lazily loaded modal mounts already open, so Mantine's own focus return has nothing recorded).
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: AuthModal | null): void {
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

/**
 * Opens a modal. The sign-out modal outranks the others (the account may not be used at all), and
 * a session-expired notice does not replace a log-in form the user already has open.
 */
export function openAuthModal(modal: AuthModal): void {
  if (current === 'signOut') return;
  if (modal === 'sessionExpired' && current === 'login') return;
  if (current === null && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
    opener = document.activeElement;
  }
  set(modal);
}

/**
 * After a modal's closing transition: focus goes back to where it was, unless something else took
 * it meanwhile (a link that navigated, another modal).
 */
export function restoreFocusAfterModal(): void {
  if (current !== null) return;
  const el = opener;
  opener = null;
  // At this point focus may still sit in the closing modal, which is about to be removed.
  const active = document.activeElement;
  const free = active === null || active === document.body || active.closest('[role="dialog"]') !== null;
  if (el?.isConnected && free) el.focus();
}

export function closeAuthModal(): void {
  set(null);
}

export function getAuthModal(): AuthModal | null {
  return current;
}

export function useAuthModal(): AuthModal | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

/** The parts of a failed call that decide a modal. */
export interface FailedCall {
  status: number;
  code: string;
}

/**
 * spec §6, §8: 401 WHITELIST_USER_DENIED → the sign-out modal; 401 PERMISSION_DENIED → the
 * session-expired modal, but only when the browser thought it was signed in (a visitor on a private
 * page is shown the log-in form there, not told that a session they never had expired). The log-in,
 * log-out and password calls show their own errors in their forms.
 */
export function authModalForError(error: FailedCall, path: string, signedIn: boolean): AuthModal | null {
  if (error.status !== 401 || path.startsWith('/public/auth/')) return null;
  if (error.code === 'WHITELIST_USER_DENIED') return 'signOut';
  if (error.code === 'PERMISSION_DENIED' && signedIn) return 'sessionExpired';
  return null;
}
