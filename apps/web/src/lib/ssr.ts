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
const GUEST_CART_KEY = queryKeys.guestCart();
const isKey = (key: readonly unknown[], of: readonly unknown[]) =>
  key.length === of.length && of.every((part, i) => key[i] === part);

export interface SeedOptions {
  /** The document came from the server for this load (servedNow). */
  fresh?: boolean;
  /** The server drew the page for this browser's guest (its cookie held the guest id: guest.ts mirrorGuestCookie). */
  guestKnown?: boolean;
}

/**
 * Seeds the cache. The inlined session (a visitor's: pages/page-responder.ts) is the first render's,
 * so that the page hydrates as drawn; from a page not served now, it is read again at once. So is a
 * guest's cart that the server drew without knowing the guest.
 */
export function seedQueryCache(
  client: QueryClient,
  payload: SsrPayload | null,
  { fresh = servedNow(), guestKnown = true }: SeedOptions = {},
): void {
  for (const entry of payload?.queries ?? []) {
    const stale = (!fresh && isKey(entry.key, SESSION_KEY)) || (!guestKnown && isKey(entry.key, GUEST_CART_KEY));
    client.setQueryData(entry.key, entry.data, stale ? { updatedAt: 0 } : undefined);
  }
}
