// GET /private/admin/search: the back office's one search box. Every word of q is looked for in the
// courses, products, orders, members, custom pages and coupons; a few of each kind answer, newest
// first, each with what the administrator needs to recognise it and where it opens.
import * as z from 'zod/mini';
import { adminOne } from './list.ts';

export const ADMIN_SEARCH_KINDS = ['course', 'product', 'order', 'user', 'page', 'coupon'] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

/** At most this many hits of each kind. */
export const ADMIN_SEARCH_PER_KIND = 5;

/** An empty q finds nothing (the box before anything is typed). */
export const AdminSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>;

export const AdminSearchHitSchema = z.object({
  kind: z.enum(ADMIN_SEARCH_KINDS),
  id: z.number(),
  /** The course's, product's or page's title; the order's number; the member's name; the coupon's code. */
  title: z.string(),
  /** A second line: the slug, the buyer and total, the e-mail, the coupon's name. */
  detail: z.nullable(z.string()),
});
export type AdminSearchHit = z.infer<typeof AdminSearchHitSchema>;

export const AdminSearchResultSchema = adminOne(z.array(AdminSearchHitSchema));
