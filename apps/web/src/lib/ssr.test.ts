// The payload a drawn page inlines (issue 17: read without zod) and the visitor's session in it,
// which the app trusts only from a page the server sent for this very load.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@rian/contracts/query-keys';
import { SsrPayloadSchema } from '@rian/contracts/ssr';
import { seedQueryCache, servedNow } from './ssr.ts';

const visitor = { success: true, user: null, status: 'none' };
const payload = {
  status: 200,
  queries: [
    { key: [...queryKeys.session()], data: visitor },
    { key: [...queryKeys.site()], data: { success: true, data: {} } },
  ],
};

/** A window whose navigation entry says how the document came. */
const loadedAs = (entry: { transferSize: number } | null) => ({
  performance: { getEntriesByType: () => (entry ? [entry] : []) } as unknown as Performance,
});

describe('the inlined payload', () => {
  it('is checked without zod, as the contract checks it', () => {
    expect(SsrPayloadSchema.safeParse(payload).success).toBe(true);
    for (const bad of [null, [], { queries: [] }, { status: 200, queries: [{ data: 1 }] }, { status: '200', queries: [] }]) {
      expect(SsrPayloadSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the inlined session', () => {
  it('is trusted from a page the server sent now (a 200, or a 304 of the same bytes)', () => {
    expect(servedNow(loadedAs({ transferSize: 18_243 }))).toBe(true);
    expect(servedNow(loadedAs({ transferSize: 300 }))).toBe(true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedQueryCache(client, payload, { fresh: true });
    expect(client.getQueryData(queryKeys.session())).toEqual(visitor);
    expect(client.getQueryState(queryKeys.session())!.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('from a copy the browser showed without asking (Back, a restored tab) is drawn, then read again', () => {
    expect(servedNow(loadedAs({ transferSize: 0 }))).toBe(false);
    expect(servedNow(loadedAs(null))).toBe(false);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedQueryCache(client, payload, { fresh: false });
    // The first render meets what the server drew; the stale session is fetched when it mounts.
    expect(client.getQueryData(queryKeys.session())).toEqual(visitor);
    expect(client.getQueryState(queryKeys.session())!.dataUpdatedAt).toBe(0);
    // The rest of the payload stays fresh.
    expect(client.getQueryState(queryKeys.site())!.dataUpdatedAt).toBeGreaterThan(0);
  });
});

describe('a guest’s inlined cart', () => {
  const withCart = { ...payload, queries: [...payload.queries, { key: [...queryKeys.guestCart()], data: [] }] };
  it('is current when the server drew the page for this browser’s guest', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedQueryCache(client, withCart, { fresh: true, guestKnown: true });
    expect(client.getQueryState(queryKeys.guestCart())!.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('is read again when the server did not know the guest (an id kept before its cookie)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedQueryCache(client, withCart, { fresh: true, guestKnown: false });
    expect(client.getQueryData(queryKeys.guestCart())).toEqual([]);
    expect(client.getQueryState(queryKeys.guestCart())!.dataUpdatedAt).toBe(0);
    expect(client.getQueryState(queryKeys.site())!.dataUpdatedAt).toBeGreaterThan(0);
  });
});
