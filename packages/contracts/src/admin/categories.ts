// /private/admin/categories: the catalogue's categories (spec §3 category list and link path).
import * as z from 'zod/mini';
import { bilingualText } from '../common.ts';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { nullableText, optionalText, requiredText, slugSchema } from './fields.ts';

export const AdminCategorySchema = z.object({
  id: z.number(),
  ...bilingualText('name'),
  link_path: z.string(),
  description: z.string(),
  sort: z.number(),
  course_count: z.number(),
});
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
