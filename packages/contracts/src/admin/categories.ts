// /private/admin/categories: the catalogue's categories (spec §3 category list and link path).
import * as z from 'zod/mini';
import { CategorySchema } from '../catalogue.ts';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { nullableText, optionalText, requiredText, slugSchema } from './fields.ts';

/** A category as the storefront lists it, with its place in the list. */
export const AdminCategorySchema = z.extend(CategorySchema, { sort: z.number() });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const CategoryCreateSchema = z.object({
  name: requiredText(120),
  name_en: z.optional(nullableText(120)),
  link_path: slugSchema,
  description: z.optional(optionalText(2000)),
  sort: z.optional(z.int().check(z.minimum(0), z.maximum(100_000))),
});
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;

export const CategoryPatchSchema = z.partial(CategoryCreateSchema);
export type CategoryPatch = z.infer<typeof CategoryPatchSchema>;

export const CATEGORY_SORTS = ['name', 'sort', 'id'] as const;
export const CategoryListQuerySchema = adminListQuery(CATEGORY_SORTS);
export const CategoryPageSchema = adminPage(AdminCategorySchema);
export const CategoryOneSchema = adminOne(AdminCategorySchema);
