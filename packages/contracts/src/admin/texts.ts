// /private/admin/texts: every text key of the storefront with its default and its override, Thai and
// English. PUT /private/admin/texts/{key} {th, en} overrides; DELETE goes back to the default.
import * as z from 'zod/mini';
import { adminListQuery, adminOne, adminPage } from './list.ts';

export const AdminTextSchema = z.object({
  /** The key again, as every back-office row has an id. */
  id: z.string(),
  key: z.string(),
  default_th: z.string(),
  default_en: z.string(),
  /** The override, null where the default shows. */
  th: z.nullable(z.string()),
  en: z.nullable(z.string()),
});
export type AdminText = z.infer<typeof AdminTextSchema>;

export const TEXT_SORTS = ['key'] as const;
export const TextListQuerySchema = z.extend(adminListQuery(TEXT_SORTS), {
  /** Only the texts that have an override. */
  overridden: z.optional(z.enum(['1', '0'])),
});
export type TextListQuery = z.infer<typeof TextListQuerySchema>;
export const TextPageSchema = adminPage(AdminTextSchema);
export const TextOneSchema = adminOne(AdminTextSchema);

/** An override's text; '' leaves that language on its default. */
const overrideText = z.string().check(z.maxLength(5000, 'tooLong'));
export const TextOverrideSchema = z.object({ th: overrideText, en: overrideText });
export type TextOverride = z.infer<typeof TextOverrideSchema>;

export const TextKeyParamsSchema = z.object({ key: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,200}$/)) });
