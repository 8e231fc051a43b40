import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.ts';

describe('TtlCache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<string, number>(100, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 99;
    expect(await cache.get('a', load)).toBe(1);
    now = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    let loads = 0;
    const cache = new TtlCache<string, number>(1000);
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries keys, oldest out first; ttl 0 never caches', async () => {
    const cache = new TtlCache<number, number>(1000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    expect(await cache.get(1, load)).toBe(4);
    const none = new TtlCache<number, number>(0);
    expect(await none.get(1, load)).toBe(5);
    expect(await none.get(1, load)).toBe(6);
  });

  it('runs a lazy load once: a query builder that runs again on every then() is cached as its answer', async () => {
    // drizzle's query builders are such thenables: each await (and each catch) sends the query again.
    let runs = 0;
    const run = () => Promise.resolve([++runs]);
    const query = {
      then: (ok: (rows: number[]) => unknown, fail?: (err: unknown) => unknown) => run().then(ok, fail),
      catch: (fail: (err: unknown) => unknown) => run().catch(fail),
    } as unknown as Promise<number[]>;
    const cache = new TtlCache<number, number[]>(1000);
    expect(await cache.get(1, () => query)).toEqual([1]);
    expect(await cache.get(1, () => query)).toEqual([1]);
    expect(await cache.get(1, () => query)).toEqual([1]);
    expect(runs).toBe(1);
  });
});
