// /private/admin/{courses|products}/{id}/tabs and /private/admin/tabs/{id}: the extra tabs of a course's
// or a product's page (spec §3 "tabs"). A tab has a Thai title and body and optional English ones;
// bodies are rich text the server cleans through its one allow-list.
import * as z from 'zod/mini';
import { maybeNumber, maybeText, nullableText, optionalText, requiredText, text } from './fields.ts';
import { adminOne } from './list.ts';
import { OrderSchema } from './content.ts';

/** Whose page a tab is on: a course or a product. */
export const TAB_OWNERS = ['courses', 'products'] as const;
export type TabOwner = (typeof TAB_OWNERS)[number];

export const AdminTabSchema = z.object({
  id: z.number(),
  course_id: maybeNumber,
  product_id: maybeNumber,
  title: text,
  title_en: maybeText,
  body: text,
  body_en: maybeText,
  sort: z.number(),
});
export type AdminTab = z.infer<typeof AdminTabSchema>;

/** POST …/{courses|products}/{id}/tabs: a new tab, placed after the last. */
export const TabCreateSchema = z.object({
  title: requiredText(120),
  title_en: z.optional(nullableText(120)),
  body: z.optional(optionalText(50_000)),
  body_en: z.optional(nullableText(50_000)),
});
export type TabCreate = z.infer<typeof TabCreateSchema>;

/** PATCH /tabs/{id}: the fields sent change. */
export const TabPatchSchema = z.partial(TabCreateSchema);
export type TabPatch = z.infer<typeof TabPatchSchema>;

/** PUT …/{courses|products}/{id}/tabs/order: every tab id of the page, in the order wanted. */
export const TabOrderSchema = OrderSchema;
export type TabOrder = z.infer<typeof TabOrderSchema>;

export const TabListSchema = adminOne(z.array(AdminTabSchema));
export const TabOneSchema = adminOne(AdminTabSchema);
