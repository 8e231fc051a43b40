// /private/admin/pages: the storefront's custom pages at /page/{slug}, and /private/admin/menu: the
// header's navigation menu that links to them, to categories or to any address.
import * as z from 'zod/mini';
import { bilingualText } from '../common.ts';
import { PublicCustomPageSchema } from '../site.ts';
import { adminList, adminListQuery, adminOne, adminPage } from './list.ts';
import { flag, mediaUrl, nullableText, requiredText, slugSchema } from './fields.ts';

/** A page as the back office edits it: the published page's fields, whether it is published, when it changed. */
export const AdminPageSchema = z.extend(PublicCustomPageSchema, { is_published: flag, updated_at: z.string() });
export type AdminPage = z.infer<typeof AdminPageSchema>;

/** The body is HTML; the server keeps only the elements and attributes of its allow-list. */
const bodyHtml = z.string().check(z.maxLength(200_000, 'tooLong'));

export const PageCreateSchema = z.object({
  slug: slugSchema,
  title: requiredText(200),
  title_en: z.optional(nullableText(200)),
  body: z.optional(bodyHtml),
  body_en: z.optional(z.nullable(bodyHtml)),
  meta_title: z.optional(nullableText(200)),
  meta_description: z.optional(nullableText(500)),
  share_image_url: z.optional(mediaUrl),
  is_published: z.optional(flag),
});
export type PageCreate = z.infer<typeof PageCreateSchema>;

export const PagePatchSchema = z.partial(PageCreateSchema);
export type PagePatch = z.infer<typeof PagePatchSchema>;

export const PAGE_SORTS = ['title', 'slug', 'updated_at', 'id'] as const;
export const PageListQuerySchema = adminListQuery(PAGE_SORTS);
export const PagePageSchema = adminPage(AdminPageSchema);
export const PageOneSchema = adminOne(AdminPageSchema);

export const MENU_TARGETS = ['page', 'category', 'url'] as const;
export type MenuTarget = (typeof MENU_TARGETS)[number];

export const AdminMenuItemSchema = z.object({
  id: z.number(),
  ...bilingualText('label'),
  target: z.enum(MENU_TARGETS),
  page_id: z.nullable(z.number()),
  category_id: z.nullable(z.number()),
  url: z.nullable(z.string()),
  sort: z.number(),
  /** Where the item leads on the storefront (/page/{slug}, /category/{path} or the URL). */
  href: z.string(),
});
export type AdminMenuItem = z.infer<typeof AdminMenuItemSchema>;

/** A menu link: a path on this site or an http(s) address. */
const menuUrl = z.string().check(z.trim(), z.maxLength(2000, 'tooLong'), z.regex(/^(\/[^\s]*|https?:\/\/\S+)$/, 'url'));

export const MenuItemInputSchema = z.object({
  label: requiredText(80),
  label_en: z.optional(nullableText(80)),
  target: z.enum(MENU_TARGETS),
  page_id: z.optional(z.nullable(z.int().check(z.positive()))),
  category_id: z.optional(z.nullable(z.int().check(z.positive()))),
  url: z.optional(z.nullable(menuUrl)),
});
export type MenuItemInput = z.infer<typeof MenuItemInputSchema>;

export const MenuListSchema = adminList(AdminMenuItemSchema);
export const MenuItemOneSchema = adminOne(AdminMenuItemSchema);
/** The new order of the whole menu: every item's id, first to last. */
export const MenuOrderSchema = z.object({ ids: z.array(z.int().check(z.positive())).check(z.maxLength(200)) });
