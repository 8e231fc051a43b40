// /private/admin/promotions: a promotion's page content (spec §2 /promotion/{id}, §3 promotion): its
// title, picture, description, the list of points it makes and the courses it shows. Its money rules
// (type, discount, dates, whether it runs) are not edited here; a promotion made here starts inactive.
import * as z from 'zod/mini';
import { bilingualText } from '../common.ts';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { mediaUrl, nullableText, optionalText, requiredText } from './fields.ts';

export const AdminPromotionSchema = z.object({
  id: z.number(),
  ...bilingualText('title'),
  description: z.string(),
  picture_url: z.nullable(z.string()),
  description_list: z.array(z.string()),
  courses: z.array(z.number()),
  sort: z.number(),
  is_active: z.boolean(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

const promotionFields = {
  title: requiredText(255),
  title_en: nullableText(255),
  description: optionalText(20_000),
  picture_url: mediaUrl,
  description_list: z.array(requiredText(300)).check(z.maxLength(20, 'tooMany')),
  courses: z.array(z.int().check(z.positive())).check(z.maxLength(100, 'tooMany')),
  sort: z.int().check(z.minimum(0, 'min'), z.maximum(100_000, 'max')),
};

export const PromotionCreateSchema = z.object({ title: promotionFields.title });
export type PromotionCreate = z.infer<typeof PromotionCreateSchema>;

export const PromotionPatchSchema = z.partial(z.object(promotionFields));
export type PromotionPatch = z.output<typeof PromotionPatchSchema>;

export const PROMOTION_SORTS = ['title', 'sort', 'id'] as const;
export const PromotionListQuerySchema = adminListQuery(PROMOTION_SORTS);
export const PromotionPageSchema = adminPage(AdminPromotionSchema);
export const PromotionOneSchema = adminOne(AdminPromotionSchema);
