import { describe, expect, it } from 'vitest';
import { validateAdminAccount } from './admin-account.ts';

const ok = { username: 'owner', email: 'owner@academy.example', password: 'long-enough-1' };

describe('validateAdminAccount', () => {
  it.each([
    ['a valid account', ok, []],
    ['a password of 9 characters', { ...ok, password: '123456789' }, ['password:adminPasswordTooShort']],
    ['a password of 5 characters', { ...ok, password: '12345' }, ['password:adminPasswordTooShort']],
    ['a password with a space', { ...ok, password: 'has a space in it' }, ['password:passwordInvalid']],
    ['a username with Thai letters', { ...ok, username: 'ผู้ดูแล' }, ['username:usernameInvalid']],
    ['an empty username', { ...ok, username: '' }, ['username:usernameRequired']],
    ['an e-mail without a domain', { ...ok, email: 'owner@' }, ['email:emailInvalid']],
  ])('%s', (_name, input, expected) => {
    expect(validateAdminAccount(input).map((i) => `${String(i.path[0])}:${i.key}`)).toEqual(expected);
  });
});
