// /private/admin/promotions: a promotion's page content (spec §2 /promotion/{id}, §3 promotion): its
// title, picture, description, the list of points it makes and the courses it shows; its money rules
// (the courses and products it applies to, P1/P2, the discount, its window, whether it runs) set in
// one PUT …/{id}/rules; and the preview of which promotion the checkout auto-selects for a cart
// (spec §4: the highest discount among the eligible ones). A promotion made here starts inactive.
import * as z from 'zod/mini';
import { promotionHead } from '../catalogue.ts';
import { adminListQuery, adminOne, adminPage } from './list.ts';
import { adminDealTerms, dealTermFields, dealTermsChecks, dealType } from './deal-terms.ts';
import { mediaUrl, nullableText, optionalText, requiredText, sortOrder } from './fields.ts';

export const AdminPromotionSchema = z.object({
  ...promotionHead,
  description_list: z.array(z.string()),
  sort: z.number(),
  ...adminDealTerms,
  promotion_type: dealType,
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

const promotionFields = {
  title: requiredText(255),
  title_en: nullableText(255),
  description: optionalText(20_000),
  picture_url: mediaUrl,
  description_list: z.array(requiredText(300)).check(z.maxLength(20, 'tooMany')),
  courses: z.array(z.int().check(z.positive())).check(z.maxLength(100, 'tooMany')),
  sort: sortOrder,
};

export const PromotionCreateSchema = z.object({ title: promotionFields.title });
export type PromotionCreate = z.infer<typeof PromotionCreateSchema>;

export const PromotionPatchSchema = z.partial(z.object(promotionFields));
export type PromotionPatch = z.output<typeof PromotionPatchSchema>;

export const PROMOTION_SORTS = ['title', 'sort', 'id'] as const;
export const PromotionListQuerySchema = adminListQuery(PROMOTION_SORTS);
export const PromotionPageSchema = adminPage(AdminPromotionSchema);
export const PromotionOneSchema = adminOne(AdminPromotionSchema);

/** PUT /private/admin/promotions/{id}/rules: every money rule at once, checked like a coupon's terms. */
export const PromotionRulesSchema = z.object({ ...dealTermFields, promotion_type: dealType }).check(...dealTermsChecks);
export type PromotionRules = z.output<typeof PromotionRulesSchema>;

const CURRENCIES = ['THB', 'USD'] as const;

/** POST /private/admin/promotions/preview: a cart as a buyer would fill it; a course without a plan takes its default plan. */
export const PromotionPreviewBodySchema = z.object({
  currency: z.enum(CURRENCIES),
  courses: z
    .array(z.object({ course_id: z.int().check(z.positive()), plan_id: z.optional(z.nullable(z.int().check(z.positive()))) }))
    .check(z.maxLength(20, 'tooMany')),
  products: z
    .array(
      z.object({ product_id: z.int().check(z.positive()), quantity: z.int().check(z.minimum(1, 'min'), z.maximum(999, 'max')) }),
    )
    .check(z.maxLength(20, 'tooMany')),
});
export type PromotionPreviewBody = z.output<typeof PromotionPreviewBodySchema>;

/** chosen: what the checkout auto-selects; eligible: another the buyer may pick; the rest say why not. */
export const PREVIEW_STATES = ['chosen', 'eligible', 'no_match', 'not_running'] as const;

export const PromotionPreviewSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currency: z.enum(CURRENCIES),
    lines: z.array(
      z.object({
        kind: z.enum(['course', 'product']),
        id: z.number(),
        title: z.string(),
        plan: z.nullable(z.string()),
        price: z.number(),
      }),
    ),
    promotions: z.array(z.object({ id: z.number(), title: z.string(), state: z.enum(PREVIEW_STATES), discount: z.number() })),
    chosen: z.nullable(z.number()),
  }),
});
export type PromotionPreview = z.infer<typeof PromotionPreviewSchema>['data'];
