// What the account feature adds to every call: the guest id header once the browser has a guest id,
// and on a refused private call the modal of spec §6 with the session turned to signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { closeAuthModal, getAuthModal } from '../../../lib/auth-modals.ts';
import { GUEST_STORAGE_KEY } from '../../../lib/guest.ts';
import { accountApiHooks } from './client-hooks.ts';
import { SESSION_KEY, type Session } from '../../../lib/session.ts';

const user = {
  id: 3,
  username: 'student',
  email: 'student@example.com',
  role: 'student',
  role_id: 3,
  is_student: true,
  firstname: 'มานี',
  lastname: 'ใจงาม',
};

function fakeStorage(items: Record<string, string>) {
  return { getItem: (k: string) => items[k] ?? null, setItem: (k: string, v: string) => void (items[k] = v) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  closeAuthModal();
});

describe('accountApiHooks', () => {
  it('sends x-rian-guest-id only when the browser has a guest id', () => {
    vi.stubGlobal('localStorage', fakeStorage({}));
    const hooks = accountApiHooks(new QueryClient());
    expect(hooks.headers?.()).toEqual({});
    const id = crypto.randomUUID();
    vi.stubGlobal('localStorage', fakeStorage({ [GUEST_STORAGE_KEY]: JSON.stringify({ id }) }));
    expect(hooks.headers?.()).toEqual({ 'x-rian-guest-id': id });
  });

  it('an ended session on a private call signs the browser out and opens the session-expired modal', () => {
    const client = new QueryClient();
    client.setQueryData<Session>(SESSION_KEY, { success: true, user, status: 'valid' });
    client.setQueryData(['account', 'private', 'student'], { id: 3 });
    accountApiHooks(client).onError?.(new ApiError(401, 'PERMISSION_DENIED', 'x'), '/private/students');
    expect(getAuthModal()).toBe('sessionExpired');
    expect(client.getQueryData<Session>(SESSION_KEY)).toEqual({ success: true, user: null, status: 'expired' });
    // Nothing of the user's stays in the cache.
    expect(client.getQueryData(['account', 'private', 'student'])).toBeUndefined();
  });

  it('a visitor refused a private call gets no modal', () => {
    const client = new QueryClient();
    client.setQueryData<Session>(SESSION_KEY, { success: true, user: null, status: 'none' });
    accountApiHooks(client).onError?.(new ApiError(401, 'PERMISSION_DENIED', 'x'), '/private/students');
    expect(getAuthModal()).toBeNull();
  });

  it('a denied account gets the sign-out modal', () => {
    const client = new QueryClient();
    client.setQueryData<Session>(SESSION_KEY, { success: true, user, status: 'valid' });
    accountApiHooks(client).onError?.(new ApiError(401, 'WHITELIST_USER_DENIED', 'x'), '/private/students');
    expect(getAuthModal()).toBe('signOut');
  });
});
