// The data the server inlines into the HTML it sends (architecture.md, performance budget): the
// first paint of a course, product or promotion page needs no extra round trip. The web app puts
// each entry into its query cache under the same key it would fetch with.
import * as z from 'zod/mini';

export const queryKeys = {
  site: () => ['site'] as const,
  texts: (lang: string) => ['texts', lang] as const,
  categories: () => ['categories'] as const,
  courseDetail: (id: number) => ['course', id] as const,
  productDetail: (id: number) => ['product', id] as const,
  promotion: (id: number) => ['promotion', id] as const,
  promotions: () => ['promotions'] as const,
  customPage: (slug: string) => ['page', slug] as const,
  howToBuy: () => ['howtobuy'] as const,
  courses: (q: Record<string, unknown>) => ['courses', q] as const,
  products: (q: Record<string, unknown>) => ['products', q] as const,
  /** Who is signed in: the body of GET /public/auth/session. */
  session: () => ['account', 'session'] as const,
  /** A guest's cart lines: the `data` of GET /public/cart/{guestId} (the lines, not the body). */
  guestCart: () => ['checkout', 'guest-cart'] as const,
};

export const SsrPayloadSchema = z.object({
  /** Entries for the query cache: each a key and the exact response body of its call. */
  queries: z.array(z.object({ key: z.array(z.unknown()), data: z.unknown() })),
  /** HTTP status the server chose for this page (404 for an unknown course). */
  status: z.number(),
});
export type SsrPayload = z.infer<typeof SsrPayloadSchema>;

export { SSR_ELEMENT_ID, AFTER_PAINT_ELEMENT_ID } from './page-elements.ts';
