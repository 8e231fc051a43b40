// Which modal a refused call opens (spec §6, §8), and how the open modals give way to each other.
import { afterEach, describe, expect, it } from 'vitest';
import { authModalForError, closeAuthModal, getAuthModal, openAuthModal } from './auth-modals.ts';

describe('authModalForError', () => {
  const cases: [string, { status: number; code: string }, string, boolean, ReturnType<typeof authModalForError>][] = [
    ['whitelist denial on a private call', { status: 401, code: 'WHITELIST_USER_DENIED' }, '/private/students', true, 'signOut'],
    [
      'whitelist denial even when the browser thought it was a visitor',
      { status: 401, code: 'WHITELIST_USER_DENIED' },
      '/private/cart',
      false,
      'signOut',
    ],
    [
      'ended session of a signed-in browser',
      { status: 401, code: 'PERMISSION_DENIED' },
      '/private/students',
      true,
      'sessionExpired',
    ],
    [
      'a visitor on a private page is not told a session expired',
      { status: 401, code: 'PERMISSION_DENIED' },
      '/private/students',
      false,
      null,
    ],
    [
      'upload refused for an ended session (spec §6)',
      { status: 401, code: 'PERMISSION_DENIED' },
      '/api/home/test_upload',
      true,
      'sessionExpired',
    ],
    [
      'the log-in form shows its own whitelist error',
      { status: 401, code: 'WHITELIST_USER_DENIED' },
      '/public/auth/login',
      true,
      null,
    ],
    ['a wrong password is no modal', { status: 401, code: 'INVALID_CREDENTIALS' }, '/public/auth/login', false, null],
    ['a 403 is not an ended session', { status: 403, code: 'STUDENT_ONLY' }, '/private/students', true, null],
    [
      'a validation failure is no modal',
      { status: 400, code: 'TAX_INVOICE_INVALID' },
      '/private/myaccount/students/tax',
      true,
      null,
    ],
    ['a server fault is no modal', { status: 500, code: 'INTERNAL_ERROR' }, '/private/students', true, null],
  ];
  it.each(cases)('%s', (_name, error, path, signedIn, expected) => {
    expect(authModalForError(error, path, signedIn)).toBe(expected);
  });
});

describe('open modals', () => {
  afterEach(() => closeAuthModal());

  it('a session-expired notice does not cover a log-in form already open', () => {
    openAuthModal('login');
    openAuthModal('sessionExpired');
    expect(getAuthModal()).toBe('login');
  });

  it('the session-expired notice leads to the log-in form', () => {
    openAuthModal('sessionExpired');
    openAuthModal('login');
    expect(getAuthModal()).toBe('login');
  });

  it('nothing replaces the sign-out modal of a denied account', () => {
    openAuthModal('signOut');
    openAuthModal('login');
    openAuthModal('sessionExpired');
    expect(getAuthModal()).toBe('signOut');
    closeAuthModal();
    expect(getAuthModal()).toBeNull();
  });
});
