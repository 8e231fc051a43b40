// What the server writes into a page for the web app, in a module without schemas: the app's entry
// (web boot.ts) reads the ids before anything else has loaded, and the app reads the payload before
// its first render, which loads no zod (issue 17).

/** The id of the JSON script element that carries the page's inlined data (ssr.ts). */
export const SSR_ELEMENT_ID = 'rian-ssr';

/** The <template> of a drawn page that holds its scripts' preloads until the first paint (web boot.ts). */
export const AFTER_PAINT_ELEMENT_ID = 'rian-after-paint';

/** The page's inlined data (ssr.ts SsrPayloadSchema checks it with isSsrPayload). */
export interface SsrPayload {
  /** Entries for the query cache: each a key and the exact response body of its call. */
  queries: { key: unknown[]; data: unknown }[];
  /** HTTP status the server chose for this page (404 for an unknown course). */
  status: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether a value read back from the page is an SsrPayload. */
export function isSsrPayload(value: unknown): value is SsrPayload {
  return (
    isRecord(value) &&
    typeof value.status === 'number' &&
    Array.isArray(value.queries) &&
    value.queries.every((q) => isRecord(q) && Array.isArray(q.key))
  );
}
