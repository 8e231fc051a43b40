// The catalogue (spec §3): categories, teachers, courses with their outline and plans, products, shipping fees, coupons, promotions, and access to courses.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, bilingualText, createdAt, flag, timestamptz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    ...bilingualText('name'),
    link_path: text('link_path').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_link_path').on(t.link_path)],
);

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  ...bilingualText('name'),
  ...bilingualText('title', ''),
  ...bilingualText('biography', ''),
  picture_url: text('picture_url'),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    ...bilingualText('title'),
    slug: text('slug').notNull(),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    short_description: text('short_description').notNull().default(''),
    /** Long description as plain text; paragraphs split by blank lines. */
    description: text('description').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    level: text('level'),
    duration_text: text('duration_text'),
    /** English content (spec §2 language switch): null or empty falls back to the Thai field. */
    short_description_en: text('short_description_en'),
    description_en: text('description_en'),
    highlights_en: jsonb('highlights_en').$type<string[]>().notNull().default([]),
    level_en: text('level_en'),
    duration_text_en: text('duration_text_en'),
    /** 'online' | 'onsite' | 'hybrid' (spec §3 courseType). */
    course_type: text('course_type').notNull().default('online'),
    picture_url: text('picture_url'),
    video_url: text('video_url'),
    start_reg_date: timestamptz('start_reg_date'),
    end_reg_date: timestamptz('end_reg_date'),
    /** Seat limit; null means unlimited. seats_taken is updated atomically with orders. */
    seat: integer('seat'),
    seats_taken: integer('seats_taken').notNull().default(0),
    /** Ids of the user groups allowed to buy (spec §6); empty means everyone. */
    course_for_user_group: jsonb('course_for_user_group').$type<number[]>().notNull().default([]),
    free_book: flag(0),
    free_book_type: text('free_book_type'),
    /** Per-course layout: null follows the site setting; else 'default' | '1' | '3' | '4'. */
    layout: text('layout'),
    is_layout_course_registration: flag(0),
    end_publish: timestamptz('end_publish'),
    course_language: text('course_language').notNull().default('th'),
    custom_text_language_key: text('custom_text_language_key'),
    is_recertification_course: flag(0),
    is_bestseller: flag(0),
    is_published: boolean('is_published').notNull().default(true),
    /**
     * When the course was first published: with is_published it tells a draft (never published) from
     * an unpublished course (the course lifecycle in packages/domain).
     */
    first_published_at: timestamptz('first_published_at'),
    sort: integer('sort').notNull().default(0),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    meta_keywords: text('meta_keywords'),
    meta_robots: text('meta_robots'),
    meta_title_en: text('meta_title_en'),
    meta_description_en: text('meta_description_en'),
    og_image_url: text('og_image_url'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('courses_category').on(t.category_id), index('courses_sort').on(t.sort, t.id)],
);

export const courseTeachers = pgTable(
  'course_teachers',
  {
    course_id: belongsTo('course_id', () => courses.id),
    teacher_id: belongsTo('teacher_id', () => teachers.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.course_id, t.teacher_id] })],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    course_id: belongsTo('course_id', () => courses.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sections_course').on(t.course_id)],
);

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    course_id: belongsTo('course_id', () => courses.id),
    section_id: belongsTo('section_id', () => sections.id),
    name: text('name').notNull(),
    /** 'video' | 'quiz' | 'homework' | 'document' (spec §3 playlist item). */
    content_type: text('content_type').notNull().default('video'),
    video_url: text('video_url'),
    subtitle_url: text('subtitle_url'),
    /** Thai WebVTT captions written in the back office (spec §3 subtitle); served before subtitle_url. */
    subtitle_vtt: text('subtitle_vtt'),
    duration_seconds: integer('duration_seconds').notNull().default(0),
    is_preview: flag(0),
    quiz_id: integer('quiz_id'),
    homework_id: integer('homework_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('lectures_course').on(t.course_id), index('lectures_section').on(t.section_id)],
);

/** Pricing plan with every field of spec §3. price and price_usd are minor units; null hides. */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    course_id: belongsTo('course_id', () => courses.id),
    /** 'Period' | 'Actual' | 'One-Time Payment' | 'Free'. */
    plan_type: text('plan_type').notNull(),
    term: integer('term'),
    /** 'Day(s)' | 'Month(s)' | 'Year(s)' | 'Hour(s)'. */
    term_unit: text('term_unit'),
    term_2: integer('term_2'),
    term_unit_2: text('term_unit_2'),
    price: integer('price'),
    price_usd: integer('price_usd'),
    /** 'default' | 'renew'. */
    pricing_type: text('pricing_type').notNull().default('default'),
    status_show: flag(1),
    is_default: flag(0),
    /** 'Student' or null. */
    free_for: text('free_for'),
    /** Comma-separated course ids (spec §3). */
    free_course_ids: text('free_course_ids'),
    need_approval: flag(0),
    buy_course_free: flag(0),
    reference_code: text('reference_code'),
    reference_id: integer('reference_id'),
    is_for_member: flag(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('pricing_plans_course').on(t.course_id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    ...bilingualText('title'),
    slug: text('slug').notNull(),
    short_description: text('short_description').notNull().default(''),
    /** Rich text from the back office's editor, or plain text (paragraphs split by blank lines). */
    description: text('description').notNull().default(''),
    /** English description (spec §2 language switch): null or empty falls back to the Thai one. */
    description_en: text('description_en'),
    picture_url: text('picture_url'),
    video_url: text('video_url'),
    /** Gallery (spec §3 image_detail), as a JSON list of { url, alt }. */
    image_detail: jsonb('image_detail').$type<{ url: string; alt: string }[]>().notNull().default([]),
    price: integer('price').notNull(),
    price_usd: integer('price_usd'),
    /** Price before discount, shown struck through; null when there is none. */
    full_price: integer('full_price'),
    /** Units in stock (spec available_qty); taken atomically with paid orders. */
    available_qty: integer('available_qty').notNull().default(0),
    sku: text('sku'),
    weight_grams: integer('weight_grams'),
    is_published: boolean('is_published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    meta_keywords: text('meta_keywords'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('products_sort').on(t.sort, t.id)],
);

/** Shipping fee choices; product_id null means the fee applies to every product. */
export const shippingFees = pgTable('shipping_fees', {
  id: serial('id').primaryKey(),
  product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  price_usd: integer('price_usd'),
  sort: integer('sort').notNull().default(0),
});

/**
 * The discount a coupon or a promotion gives (spec §3): discount_type 'amount' | 'percent';
 * discount_amont is minor units for 'amount', a whole percent for 'percent'; the USD amount is minor units.
 */
const discountTerms = () => ({
  discount_type: text('discount_type').notNull(),
  discount_amont: integer('discount_amont').notNull(),
  discount_amount_usd: integer('discount_amount_usd'),
});

/** When a coupon or a promotion runs (either end open when null), and whether it is switched on. */
const runningWindow = () => ({
  start_at: timestamptz('start_at'),
  end_at: timestamptz('end_at'),
  is_active: boolean('is_active').notNull().default(true),
});

/** Coupon (spec §3). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    /** Course ids the coupon applies to; empty means every course (unless it lists only products). */
    courses: jsonb('courses').$type<number[]>().notNull().default([]),
    /** Product ids the coupon applies to; empty means no product (deal-discount.ts). */
    products: jsonb('products').$type<number[]>().notNull().default([]),
    /** Payment method ids the coupon is valid for; empty means every method. */
    payment_method: jsonb('payment_method').$type<number[]>().notNull().default([]),
    /** 'P1' per course | 'P2' number of courses. */
    coupon_type: text('coupon_type').notNull(),
    number_of_course: integer('number_of_course').notNull().default(1),
    ...discountTerms(),
    usage_limit: integer('usage_limit'),
    used_count: integer('used_count').notNull().default(0),
    ...runningWindow(),
    /** The campaign a bulk generation made the coupon for (its CSV export reads it back); null for one made alone. */
    campaign: text('campaign'),
  },
  (t) => [uniqueIndex('coupons_code_upper').on(sql`upper(${t.code})`), index('coupons_campaign').on(t.campaign)],
);

/** Promotion (spec §3), with the discount terms of a coupon. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  ...bilingualText('title'),
  description: text('description').notNull().default(''),
  picture_url: text('picture_url'),
  courses: jsonb('courses').$type<number[]>().notNull().default([]),
  /** Product ids the promotion applies to; empty means no product (deal-discount.ts). */
  products: jsonb('products').$type<number[]>().notNull().default([]),
  number_of_course: integer('number_of_course').notNull().default(1),
  /** 'P1' | 'P2'. */
  promotion_type: text('promotion_type').notNull(),
  ...discountTerms(),
  description_list: jsonb('description_list').$type<string[]>().notNull().default([]),
  ...runningWindow(),
  sort: integer('sort').notNull().default(0),
});
