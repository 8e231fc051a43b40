// The data the server inlines into the HTML it sends (architecture.md, performance budget): the
// first paint of a course, product or promotion page needs no extra round trip. The web app puts
// each entry into its query cache under the same key it would fetch with (query-keys.ts).
import * as z from 'zod/mini';
import { isSsrPayload, type SsrPayload } from './page-elements.ts';

export { queryKeys } from './query-keys.ts';

/** The payload's shape is page-elements.ts's SsrPayload: the browser checks it there, without zod. */
export const SsrPayloadSchema = z.custom<SsrPayload>(isSsrPayload);
export type { SsrPayload };

export { SSR_ELEMENT_ID, AFTER_PAINT_ELEMENT_ID } from './page-elements.ts';
