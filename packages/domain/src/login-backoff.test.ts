import { describe, expect, it } from 'vitest';
import { loginRetryAfter, loginWaitSeconds } from './login-backoff.ts';

describe('login back-off per account', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30],
    [6, 60],
    [7, 120],
    [9, 480],
    [10, 900],
    [40, 900],
  ])('%i failures → wait %i s', (failures, wait) => {
    expect(loginWaitSeconds(failures)).toBe(wait);
  });

  it('counts the wait from the last failure', () => {
    expect(loginRetryAfter(5, 1_000_000, 1_000_000)).toBe(30);
    expect(loginRetryAfter(5, 1_000_000, 1_010_500)).toBe(20);
    expect(loginRetryAfter(5, 1_000_000, 1_030_000)).toBe(0);
    expect(loginRetryAfter(3, 1_000_000, 1_000_000)).toBe(0);
  });
});
