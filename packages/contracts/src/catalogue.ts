// Contracts of the public catalogue calls of spec §7 (courses, categories, products, promotions).
import * as z from 'zod/mini';
import { COURSE_LAYOUTS } from '@rian/domain/layout';
import { COURSE_ORDER_STATUSES } from '@rian/domain/purchase-block';
import {
  CurrencySchema,
  KeywordSchema,
  PageSchema,
  bilingualText,
  listPageFields,
  listResponse,
  okResponse,
  pageQueryFields,
} from './common.ts';

export const CategorySchema = z.object({
  id: z.number(),
  ...bilingualText('name'),
  link_path: z.string(),
  description: z.string(),
  course_count: z.number(),
});
export type Category = z.infer<typeof CategorySchema>;

/** The category a course card or page links to. */
const CategoryRefSchema = z.object({ id: z.number(), ...bilingualText('name'), link_path: z.string() });

export const RegistrationStatusSchema = z.enum(['open', 'not_yet_open', 'closed', 'full']);

/** What names a course or a product and where it lives: /course/{id}-{slug}, /product/{id}-{slug}. */
const catalogueItemHead = { id: z.number(), ...bilingualText('title'), slug: z.string(), url: z.string() };

/** A course's seats (null: unlimited), those left, and whether it takes registrations now (spec §4). */
const seatFields = {
  seat: z.nullable(z.number()),
  seats_left: z.nullable(z.number()),
  reg_status: RegistrationStatusSchema,
};

/** A product's price (minor units), its USD price, its struck-through price and its stock. */
const stockPriceFields = {
  price: z.number(),
  price_usd: z.nullable(z.number()),
  full_price: z.nullable(z.number()),
  available_qty: z.number(),
};

export const CourseCardSchema = z.object({
  ...catalogueItemHead,
  ...bilingualText('short_description'),
  picture_url: z.nullable(z.string()),
  category: z.nullable(CategoryRefSchema),
  courseType: z.string(),
  course_language: z.string(),
  is_bestseller: z.number(),
  teachers: z.array(z.string()),
  /** Lowest listed plan price for a visitor, minor units; null when no plan is listed. */
  price_from: z.nullable(z.number()),
  price_from_usd: z.nullable(z.number()),
  has_free_plan: z.boolean(),
  ...seatFields,
});
export type CourseCard = z.infer<typeof CourseCardSchema>;

/** ?filter: 'all', 'bestseller', or a category link_path; ?keyword: free text (spec §7). */
export const CourseListQuerySchema = z.object({
  filter: z.optional(z.string().check(z.maxLength(100))),
  keyword: z.optional(KeywordSchema),
  ...pageQueryFields,
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;
export const CourseListResponseSchema = listResponse(CourseCardSchema);
export type CourseListResponse = z.infer<typeof CourseListResponseSchema>;

export const CategoryPathBodySchema = z.object({ link_path: z.string().check(z.minLength(1), z.maxLength(100)) });
export const CategoryResponseSchema = okResponse(CategorySchema);
export const CategoryListResponseSchema = okResponse(z.array(CategorySchema));

export const CategoryCoursesParamsSchema = z.object({
  slug: z.string().check(z.minLength(1), z.maxLength(100)),
  n: PageSchema,
});
export const CategoryCoursesQuerySchema = z.object({
  pageSize: pageQueryFields.pageSize,
  keyword: z.optional(KeywordSchema),
});
export const CategoryCoursesResponseSchema = z.object({
  success: z.literal(true),
  category: CategorySchema,
  ...listPageFields(CourseCardSchema),
});

export const PlanViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  course_id: z.number(),
  plan_type: z.string(),
  term: z.nullable(z.number()),
  term_unit: z.nullable(z.string()),
  term_2: z.nullable(z.number()),
  term_unit_2: z.nullable(z.string()),
  price: z.nullable(z.number()),
  price_usd: z.nullable(z.number()),
  pricing_type: z.string(),
  is_default: z.number(),
  free_for: z.nullable(z.string()),
  need_approval: z.number(),
  is_for_member: z.number(),
  /** spec §6: member-only plans are disabled for visitors. */
  disabled: z.boolean(),
});
export type PlanView = z.infer<typeof PlanViewSchema>;

export const TeacherSchema = z.object({
  id: z.number(),
  ...bilingualText('name', 'title', 'biography'),
  picture_url: z.nullable(z.string()),
});
export type Teacher = z.infer<typeof TeacherSchema>;

export const LectureOutlineSchema = z.object({
  lectures_id: z.number(),
  lectures_name: z.string(),
  content_type: z.string(),
  duration_seconds: z.number(),
  is_preview: z.number(),
});
export const SectionOutlineSchema = z.object({
  sections_id: z.number(),
  sections_name: z.string(),
  lectures: z.array(LectureOutlineSchema),
});

export const MetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  robots: z.string(),
  image: z.nullable(z.string()),
  canonical: z.string(),
});
export type Meta = z.infer<typeof MetaSchema>;

/** An extra tab of a course's or a product's page (spec §3 "tabs"); body is cleaned rich text. */
export const CatalogueTabSchema = z.object({ id: z.number(), ...bilingualText('title', 'body') });
export type CatalogueTab = z.infer<typeof CatalogueTabSchema>;

export const CourseDetailSchema = z.object({
  ...catalogueItemHead,
  ...bilingualText('short_description', 'description'),
  highlights: z.array(z.string()),
  highlights_en: z.array(z.string()),
  level: z.nullable(z.string()),
  level_en: z.nullable(z.string()),
  duration_text: z.nullable(z.string()),
  duration_text_en: z.nullable(z.string()),
  courseType: z.string(),
  preview: z.object({
    videoUrl: z.nullable(z.string()),
    pictureUrl: z.nullable(z.string()),
    startRegDate: z.nullable(z.string()),
    endRegDate: z.nullable(z.string()),
  }),
  category: z.nullable(CategoryRefSchema),
  teachers: z.array(TeacherSchema),
  sections: z.array(SectionOutlineSchema),
  lecture_count: z.number(),
  total_duration_seconds: z.number(),
  priceDetail: z.array(PlanViewSchema),
  default_plan_id: z.nullable(z.number()),
  /** The viewer's order status for this course (spec §4); null for visitors. */
  statusOrder: z.nullable(z.enum(COURSE_ORDER_STATUSES)),
  /** spec §6, for a signed-in viewer: why they may not buy (STUDENT_ONLY, ACCESS_DENIED_GROUP), else null. */
  purchase_refusal: z.nullable(z.enum(['STUDENT_ONLY', 'ACCESS_DENIED_GROUP'])),
  ...seatFields,
  course_for_user_group: z.array(z.number()),
  free_book: z.number(),
  free_book_type: z.nullable(z.string()),
  /** Resolved layout: the course's own, else the site's (spec §2). */
  layout: z.enum(COURSE_LAYOUTS),
  is_layout_course_registration: z.number(),
  endPublish: z.nullable(z.string()),
  course_language: z.string(),
  custom_text_language_key: z.nullable(z.string()),
  is_recertification_course: z.number(),
  is_bestseller: z.number(),
  /** The English title and description are for readers of English, null where the course has none (Thai stands). */
  meta: z.extend(MetaSchema, { title_en: z.nullable(z.string()), description_en: z.nullable(z.string()) }),
  /** The course's extra tabs, in order. */
  tabs: z.array(CatalogueTabSchema),
  /** Lists shown under the site flags course_teacher, course_group, course_bestseller (spec §2). */
  related: z.object({
    teacher: z.nullable(z.array(CourseCardSchema)),
    group: z.nullable(z.array(CourseCardSchema)),
    bestseller: z.nullable(z.array(CourseCardSchema)),
  }),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;
export const CourseDetailResponseSchema = okResponse(CourseDetailSchema);
export type CourseDetailResponse = z.infer<typeof CourseDetailResponseSchema>;

/** The course detail "loaded by url" (spec §7): url is "{id}-{slug}" or "{id}". */
export const CourseUrlParamsSchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(300)) });

export const ProductCardSchema = z.object({
  ...catalogueItemHead,
  short_description: z.string(),
  picture_url: z.nullable(z.string()),
  ...stockPriceFields,
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** ?filter: 'all' or 'instock'; ?keyword: free text (spec §7). */
export const ProductListQuerySchema = z.object({
  filter: z.optional(z.enum(['all', 'instock'])),
  keyword: z.optional(KeywordSchema),
  ...pageQueryFields,
});
export const ProductListResponseSchema = listResponse(ProductCardSchema);
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ShippingFeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  price_usd: z.nullable(z.number()),
});

export const ProductDetailSchema = z.object({
  ...catalogueItemHead,
  meta_title: z.string(),
  meta_description: z.string(),
  preview: z.object({ videoUrl: z.nullable(z.string()), pictureUrl: z.nullable(z.string()) }),
  priceDetail: z.array(z.object({ id: z.number(), name: z.string(), ...stockPriceFields })),
  /** description is rich text (HTML) from the back office's editor, or plain paragraphs. */
  courseDescription: z.object({
    title: z.string(),
    ...bilingualText('description'),
    short_description: z.string(),
  }),
  course_type: z.literal('product'),
  available_qty: z.number(),
  sku: z.nullable(z.string()),
  /** spec §3: image_detail is JSON text: a list of { url, alt }. */
  image_detail: z.string(),
  shipping_fees: z.array(ShippingFeeSchema),
  /** The product's extra tabs, shown between its detail and shipping. */
  tabs: z.array(CatalogueTabSchema),
  meta: MetaSchema,
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export const ProductDetailResponseSchema = okResponse(ProductDetailSchema);
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

/** spec §7: GET /public/products/{productId}/{n}, n defaults 0 (the viewer; 0 is a visitor). */
export const ProductParamsSchema = z.object({
  productId: z.string().check(z.minLength(1), z.maxLength(300)),
  n: z.optional(z.string().check(z.regex(/^[0-9]{1,10}$/))),
});

/** What a promotion's page shows first (spec §2 /promotion/{id}): its title, its description and its picture. */
export const promotionHead = {
  id: z.number(),
  ...bilingualText('title'),
  description: z.string(),
  picture_url: z.nullable(z.string()),
};

export const PromotionSchema = z.object({
  ...promotionHead,
  courses: z.array(z.number()),
  /** Products it applies to (none when empty). */
  products: z.array(z.number()),
  number_of_course: z.number(),
  promotion_type: z.enum(['P1', 'P2']),
  discount_type: z.enum(['amount', 'percent']),
  discount_amont: z.number(),
  discount_amount_usd: z.nullable(z.number()),
  description_list: z.array(z.string()),
  start_at: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListResponseSchema = okResponse(z.array(PromotionSchema));
export const PromotionDetailSchema = z.object({
  ...PromotionSchema.shape,
  course_list: z.array(CourseCardSchema),
  meta: MetaSchema,
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>;
export const PromotionDetailResponseSchema = okResponse(PromotionDetailSchema);

export { CurrencySchema };
