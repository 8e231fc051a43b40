import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache.ts';
import type { AuthUser } from './session.service.ts';

const user = (id: number): AuthUser => ({
  id,
  username: `u${id}`,
  email: `u${id}@academy.example`,
  role: 'student',
  roleId: 3,
  isStudent: true,
  firstname: 'มานี',
  lastname: 'ใจงาม',
  groupIds: [],
  sessionId: id,
});
const at = (readAt: number, id = 1): CachedSession => ({ user: user(id), expiresAt: new Date(readAt + 1e9), readAt });

describe('SessionCache', () => {
  it('serves an answer for ttlMs from its reading, never one read in the future of the clock', () => {
    const cache = new SessionCache(2_000);
    cache.put('a', at(1_000), cache.mark());
    expect(cache.get('a', 2_999)?.user.id).toBe(1);
    expect(cache.get('a', 3_000)).toBeUndefined();
    cache.put('b', at(5_000), cache.mark());
    expect(cache.get('b', 4_999)).toBeUndefined();
  });

  it('keeps nothing with ttl 0, and at most maxEntries answers, the oldest out first', () => {
    const none = new SessionCache(0);
    none.put('a', at(0), none.mark());
    expect(none.get('a', 0)).toBeUndefined();
    const two = new SessionCache(1_000, 2);
    for (const [key, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      two.put(key, at(0, id), two.mark());
    expect([two.get('a', 0), two.get('b', 0)?.user.id, two.get('c', 0)?.user.id]).toEqual([undefined, 2, 3]);
    expect(two.size).toBe(2);
  });

  it('forget empties it and refuses the answer of a reading that began before', () => {
    const cache = new SessionCache(2_000);
    cache.put('a', at(0), cache.mark());
    const before = cache.mark(); // a database read begins
    cache.forget(); // a revocation's news arrives while it is under way
    cache.put('b', at(0, 2), before);
    expect([cache.get('a', 0), cache.get('b', 0)]).toEqual([undefined, undefined]);
    cache.put('b', at(0, 2), cache.mark());
    expect(cache.get('b', 0)?.user.id).toBe(2);
  });
});
