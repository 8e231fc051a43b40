// Reads the payload the server inlines into the HTML (architecture.md, performance budget) and seeds
// the query cache with it before the first render, so the page paints without a round trip.
import type { QueryClient } from '@tanstack/react-query';
import { SSR_ELEMENT_ID, SsrPayloadSchema, type SsrPayload } from '@rian/contracts/ssr';

export function readSsrPayload(doc: Document = document): SsrPayload | null {
  const el = doc.getElementById(SSR_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    const parsed = SsrPayloadSchema.safeParse(JSON.parse(el.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function seedQueryCache(client: QueryClient, payload: SsrPayload | null): void {
  for (const entry of payload?.queries ?? []) client.setQueryData(entry.key, entry.data);
}
