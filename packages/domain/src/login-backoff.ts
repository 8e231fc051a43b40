// Guessing one account's password from many addresses (spec §8 leaves bounds to the product): after
// FREE_FAILURES failed log-ins for one account, each further try waits, doubling from 30 seconds up
// to 15 minutes. A success clears the count; so does an hour without failures.

export const FREE_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;
/** How long failures are remembered after the last one. */
export const FAILURE_MEMORY_SECONDS = 3600;

/** Seconds the account must wait after `failures` consecutive failures (0: may try now). */
export function loginWaitSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/** Seconds left before the next try, given the failures and when the last one was. */
export function loginRetryAfter(failures: number, lastFailureMs: number, nowMs: number): number {
  const wait = loginWaitSeconds(failures) * 1000 - (nowMs - lastFailureMs);
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}
