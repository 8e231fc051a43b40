// Reads the payload the server inlines into the HTML (architecture.md, performance budget) and seeds
// the query cache with it before the first render, so the page paints without a round trip. Read
// without zod (page-elements.ts isSsrPayload): the first load carries no schema (issue 17).
import type { QueryClient } from '@tanstack/react-query';
import { SSR_ELEMENT_ID, isSsrPayload, type SsrPayload } from '@rian/contracts/page-elements';
import { queryKeys } from '@rian/contracts/query-keys';

export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const el = doc.getElementById(SSR_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    return isSsrPayload(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Whether this document came from the server for this very load (a 200, or a 304 for the same bytes
 * the server would send now). A page the browser shows from its cache without asking (back and
 * forward, a restored tab) may be one drawn before its reader logged in or out.
 */
export function servedNow(win: Pick<Window, 'performance'> = window): boolean {
  const nav = win.performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav !== undefined && nav.transferSize > 0;
}

const SESSION_KEY = queryKeys.session();
const isSessionKey = (key: readonly unknown[]) => key.length === 2 && key[0] === SESSION_KEY[0] && key[1] === SESSION_KEY[1];

/**
 * Seeds the cache. The inlined session (a visitor's: pages/page-responder.ts) is the first render's,
 * so that the page hydrates as drawn; from a page not served now, it is read again at once.
 */
export function seedQueryCache(client: QueryClient, payload: SsrPayload | null, fresh = servedNow()): void {
  for (const entry of payload?.queries ?? []) {
    const stale = !fresh && isSessionKey(entry.key);
    client.setQueryData(entry.key, entry.data, stale ? { updatedAt: 0 } : undefined);
  }
}
