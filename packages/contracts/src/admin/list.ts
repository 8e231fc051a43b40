// The back office's list calls: GET /private/admin/{resource}?page=&per_page=&q=&sort= (one shape for
// every resource, conventions.md "The back office"), and the page they answer.
import * as z from 'zod/mini';

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

/**
 * A resource's list query. `sort` is one of its sortable columns, `-` first for descending
 * ("-created_at"); anything else is refused with INPUT_ERROR rather than ignored.
 */
export function adminListQuery<const F extends readonly [string, ...string[]]>(sortable: F) {
  const sorts = [...sortable, ...sortable.map((f) => `-${f}`)] as [string, ...string[]];
  return z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
    per_page: z.optional(z.pipe(z.coerce.number(), z.literal(ADMIN_PAGE_SIZES))),
    q: z.optional(z.string().check(z.maxLength(200))),
    sort: z.optional(z.enum(sorts)),
  });
}

export interface AdminListQuery<S extends string = string> {
  page?: number;
  per_page?: number;
  q?: string;
  sort?: S | `-${S}`;
}

export function adminPage<T extends z.ZodMiniType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
  });
}

/** A whole list, unpaged (a course's outline, the menu). */
export function adminList<T extends z.ZodMiniType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item) });
}

export function adminOne<T extends z.ZodMiniType>(item: T) {
  return z.object({ success: z.literal(true), data: item });
}

export const AdminDeletedSchema = z.object({ success: z.literal(true), data: z.object({ id: z.number() }) });
