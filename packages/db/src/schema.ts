// Drizzle schema of Rian. Column names follow the spec's wire format (spec §3) where it names a
// field, so that rows map to responses without renaming; everything else is snake_case too.
// Money is integer minor units (satang, cents); times are timestamptz (UTC).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContactFieldSwitches } from '@rian/domain/registration';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Per-field switches of the contact form (spec §3 "Contact form fields", §5): the domain's type. */
export type { ContactFieldSwitches };

export type SocialProvider = 'line' | 'google' | 'facebook';
export type SocialLoginSettings = Partial<Record<SocialProvider, { enabled: boolean; client_id: string; client_secret: string }>>;

/** The one row of site settings (id 1): spec §2 layout, §2 flags, §5 switches, §9 limits. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en'),
  description: text('description').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  robots: text('robots').notNull().default('index,follow'),
  logo_url: text('logo_url'),
  favicon_url: text('favicon_url'),
  og_image_url: text('og_image_url'),
  /** Default course page layout: 'default' | '1' | '3' | '4' (spec §2). */
  course_layout: text('course_layout').notNull().default('default'),
  course_teacher: smallint('course_teacher').notNull().default(1),
  course_group: smallint('course_group').notNull().default(1),
  course_bestseller: smallint('course_bestseller').notNull().default(1),
  /** Hours after the order time at which an unpaid order is cancelled (spec §9). */
  auto_cancel: integer('auto_cancel').notNull().default(48),
  is_thank_you_page: smallint('is_thank_you_page').notNull().default(1),
  default_currency: text('default_currency').notNull().default('THB'),
  /** VAT rate in basis points (700 = 7 %); a setting because the decree is renewed yearly. */
  vat_rate_bp: integer('vat_rate_bp').notNull().default(700),
  vat_included: smallint('vat_included').notNull().default(1),
  coupon_one_per_order: smallint('coupon_one_per_order').notNull().default(1),
  coupon_promotion_exclusive: smallint('coupon_promotion_exclusive').notNull().default(1),
  require_slip: smallint('require_slip').notNull().default(1),
  tax_company_certificate_required: smallint('tax_company_certificate_required').notNull().default(0),
  course_access_rights: smallint('course_access_rights').notNull().default(0),
  user_group_enabled: smallint('user_group_enabled').notNull().default(0),
  contact_fields: jsonb('contact_fields').$type<ContactFieldSwitches>().notNull(),
  user_limit: integer('user_limit'),
  daily_user_limit: integer('daily_user_limit'),
  whitelist_mode: smallint('whitelist_mode').notNull().default(0),
  /**
   * Social log-in (spec §2 cart login panel): per provider its OAuth client id and secret. The
   * secret never leaves the server; the public site call names only which providers are on.
   */
  social_login: jsonb('social_login').$type<SocialLoginSettings>().notNull().default({}),
  is_enable_howtobuy: smallint('is_enable_howtobuy').notNull().default(1),
  howtobuy_description: text('howtobuy_description').notNull().default(''),
  contact_email: text('contact_email'),
  contact_tel: text('contact_tel'),
  address: text('address'),
  updated_at: updatedAt(),
});

/** Customised texts: catalogue overrides per language (architecture.md, i18n). */
export const textOverrides = pgTable(
  'text_overrides',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('text_overrides_lang_key').on(t.lang, t.key)],
);

export const userGroups = pgTable('user_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  is_default: smallint('is_default').notNull().default(0),
  created_at: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    /** 'student' | 'instructor' | 'admin'; role_id 3 is a student (spec §6). */
    role: text('role').notNull().default('student'),
    role_id: integer('role_id').notNull().default(3),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    firstname_eng: text('firstname_eng'),
    lastname_eng: text('lastname_eng'),
    nickname: text('nickname'),
    tel: text('tel'),
    address: text('address'),
    display_img_url: text('display_img_url'),
    biography: text('biography'),
    age: integer('age'),
    branchid: integer('branchid'),
    education_list: jsonb('education_list').$type<string[]>(),
    level: text('level'),
    createby: text('createby'),
    /** spec §3 customLabel: the answers with their validation flag, as registration stored them. */
    custom_label: jsonb('custom_label').$type<{ id: number; value: unknown; validation: boolean; label: string }[]>(),
    /** spec §6: an instructor may buy only when also a student; every student-role user is one. */
    is_student: boolean('is_student').notNull().default(true),
    // Tax invoice data (spec §3), edited through PUT /private/myaccount/students/tax.
    tax_person_type: text('tax_person_type'),
    tax_name_one: text('tax_name_one'),
    tax_name_two: text('tax_name_two'),
    tax_payer_identification_no: text('tax_payer_identification_no'),
    tax_address: text('tax_address'),
    tax_postcode: text('tax_postcode'),
    tax_is_delivery_by_tax_address: smallint('tax_is_delivery_by_tax_address').notNull().default(1),
    tax_delivery_address: text('tax_delivery_address'),
    tax_company_certificate: text('tax_company_certificate'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
  ],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group_id: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] })],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    name_en: text('name_en'),
    link_path: text('link_path').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_link_path').on(t.link_path)],
);

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  name_en: text('name_en'),
  title: text('title').notNull().default(''),
  biography: text('biography').notNull().default(''),
  picture_url: text('picture_url'),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    title_en: text('title_en'),
    slug: text('slug').notNull(),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    short_description: text('short_description').notNull().default(''),
    /** Long description as sanitised-at-write HTML-free text; paragraphs split by blank lines. */
    description: text('description').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    level: text('level'),
    duration_text: text('duration_text'),
    /** 'online' | 'onsite' | 'hybrid' (spec §3 courseType). */
    course_type: text('course_type').notNull().default('online'),
    picture_url: text('picture_url'),
    video_url: text('video_url'),
    start_reg_date: timestamp('start_reg_date', { withTimezone: true }),
    end_reg_date: timestamp('end_reg_date', { withTimezone: true }),
    /** Seat limit; null means unlimited. seats_taken is updated atomically with orders. */
    seat: integer('seat'),
    seats_taken: integer('seats_taken').notNull().default(0),
    /** Ids of the user groups allowed to buy (spec §6); empty means everyone. */
    course_for_user_group: jsonb('course_for_user_group').$type<number[]>().notNull().default([]),
    free_book: smallint('free_book').notNull().default(0),
    free_book_type: text('free_book_type'),
    /** Per-course layout: null follows the site setting; else 'default' | '1' | '3' | '4'. */
    layout: text('layout'),
    is_layout_course_registration: smallint('is_layout_course_registration').notNull().default(0),
    end_publish: timestamp('end_publish', { withTimezone: true }),
    course_language: text('course_language').notNull().default('th'),
    custom_text_language_key: text('custom_text_language_key'),
    is_recertification_course: smallint('is_recertification_course').notNull().default(0),
    is_bestseller: smallint('is_bestseller').notNull().default(0),
    is_published: boolean('is_published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    meta_keywords: text('meta_keywords'),
    meta_robots: text('meta_robots'),
    og_image_url: text('og_image_url'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('courses_category').on(t.category_id), index('courses_sort').on(t.sort, t.id)],
);

export const courseTeachers = pgTable(
  'course_teachers',
  {
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    teacher_id: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.course_id, t.teacher_id] })],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sections_course').on(t.course_id)],
);

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    section_id: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'video' | 'quiz' | 'homework' | 'document' (spec §3 playlist item). */
    content_type: text('content_type').notNull().default('video'),
    video_url: text('video_url'),
    subtitle_url: text('subtitle_url'),
    duration_seconds: integer('duration_seconds').notNull().default(0),
    is_preview: smallint('is_preview').notNull().default(0),
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
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
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
    status_show: smallint('status_show').notNull().default(1),
    is_default: smallint('is_default').notNull().default(0),
    /** 'Student' or null. */
    free_for: text('free_for'),
    /** Comma-separated course ids (spec §3). */
    free_course_ids: text('free_course_ids'),
    need_approval: smallint('need_approval').notNull().default(0),
    buy_course_free: smallint('buy_course_free').notNull().default(0),
    reference_code: text('reference_code'),
    reference_id: integer('reference_id'),
    is_for_member: smallint('is_for_member').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('pricing_plans_course').on(t.course_id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    title_en: text('title_en'),
    slug: text('slug').notNull(),
    short_description: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
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

/** Coupon (spec §3). discount_amont: minor units for 'amount', whole percent for 'percent'. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull().default(''),
    /** Course ids the coupon applies to; empty means every course. */
    courses: jsonb('courses').$type<number[]>().notNull().default([]),
    /** Payment method ids the coupon is valid for; empty means every method. */
    payment_method: jsonb('payment_method').$type<number[]>().notNull().default([]),
    /** 'P1' per course | 'P2' number of courses. */
    coupon_type: text('coupon_type').notNull(),
    number_of_course: integer('number_of_course').notNull().default(1),
    /** 'amount' | 'percent'. */
    discount_type: text('discount_type').notNull(),
    discount_amont: integer('discount_amont').notNull(),
    discount_amount_usd: integer('discount_amount_usd'),
    usage_limit: integer('usage_limit'),
    used_count: integer('used_count').notNull().default(0),
    start_at: timestamp('start_at', { withTimezone: true }),
    end_at: timestamp('end_at', { withTimezone: true }),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('coupons_code_upper').on(sql`upper(${t.code})`)],
);

/** Promotion (spec §3); same money convention as coupons. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  title_en: text('title_en'),
  description: text('description').notNull().default(''),
  picture_url: text('picture_url'),
  courses: jsonb('courses').$type<number[]>().notNull().default([]),
  number_of_course: integer('number_of_course').notNull().default(1),
  /** 'P1' | 'P2'. */
  promotion_type: text('promotion_type').notNull(),
  discount_type: text('discount_type').notNull(),
  discount_amont: integer('discount_amont').notNull(),
  discount_amount_usd: integer('discount_amount_usd'),
  description_list: jsonb('description_list').$type<string[]>().notNull().default([]),
  start_at: timestamp('start_at', { withTimezone: true }),
  end_at: timestamp('end_at', { withTimezone: true }),
  is_active: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * Payment methods, keyed by the spec's method ids (§2). application_id_1 holds a public id
 * (merchant id, public key); secret_key holds what the spec put in application_id_2 for method 3
 * (the signing secret). Rian never sends secret_key to a browser (spec §3 copied a defect there).
 */
export const paymentMethods = pgTable('payment_methods', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  payment_type: text('payment_type').notNull(),
  description: text('description').notNull().default(''),
  application_id_1: text('application_id_1'),
  secret_key: text('secret_key'),
  name_web: text('name_web'),
  is_enabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  account_id: text('account_id').notNull(),
  account_name: text('account_name').notNull(),
  /** Bank code (BAY, BBL, KBANK, ..., PROMPTPAY); the logo is chosen by it (spec §3). */
  bank: text('bank').notNull(),
  bank_name: text('bank_name').notNull(),
  branch: text('branch'),
  prompt_pay_image: text('prompt_pay_image'),
  /** PromptPay id (phone or tax id) used to generate an EMVCo QR when there is no image. */
  promptpay_id: text('promptpay_id'),
  sort: integer('sort').notNull().default(0),
});

/** Custom labelled registration fields (spec §3). */
export const customLabels = pgTable('custom_labels', {
  id: serial('id').primaryKey(),
  /** 'inputtext' | 'select' | 'multiple' | 'checkbox' | 'radio' | 'image'. */
  type_label: text('type_label').notNull(),
  label: text('label').notNull(),
  order_label: integer('order_label').notNull().default(0),
  required: smallint('required').notNull().default(0),
  item_list: jsonb('item_list').$type<string[]>().notNull().default([]),
  is_active: boolean('is_active').notNull().default(true),
});

/**
 * Access a user holds to a course. Orders (checkout issue) grant rows here; the demo seed grants
 * the demo student one course. expires_at null means unlimited (spec §4 countdown).
 */
export const courseAccess = pgTable(
  'course_access',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    pricing_plan_id: integer('pricing_plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    /** The order that granted (or last renewed) this access; null for seeded access. */
    order_id: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('course_access_user_course').on(t.user_id, t.course_id)],
);

/** Marks which seed versions have been applied, so the demo seed runs once per version. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- accounts (issue 4)

/**
 * Log-in sessions (architecture.md): an opaque random token lives only in the browser's httpOnly
 * cookie; the database keeps its SHA-256, so a leaked table row cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.token_hash), index('sessions_user').on(t.user_id)],
);

/** Single-use, expiring password reset links (/forgotpass); only the token's hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash').on(t.token_hash), index('password_resets_user').on(t.user_id)],
);

/** A social identity (provider + subject) linked to a Rian account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject), index('user_identities_user').on(t.user_id)],
);

/** Pending OAuth authorisations: the state's hash, the PKCE verifier and where to return. */
export const oauthStates = pgTable('oauth_states', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce'),
  return_to: text('return_to').notNull().default('/cart'),
  guest_id: text('guest_id'),
  created_at: createdAt(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing mail (architecture.md): every message is written here first, in the same transaction
 * as what caused it; a sweep sends pending rows over SMTP when SMTP_URL is set and retries
 * failures. Without SMTP the rows stay as the outbox an administrator reads.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** 'pending' | 'sent' | 'failed' (gave up after the retry limit). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('mail_outbox_pending').on(t.status, t.next_attempt_at)],
);

/**
 * Cart lines (spec §3 Cart, §6 guests): owned by a user, or by a guest's generated id (a random
 * UUID the browser keeps). A guest's lines move to the user's cart at log-in.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guest_id: text('guest_id'),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    pricing_plan_id: integer('pricing_plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [
    index('cart_items_user').on(t.user_id),
    index('cart_items_guest').on(t.guest_id),
    uniqueIndex('cart_items_user_course').on(t.user_id, t.course_id),
    uniqueIndex('cart_items_user_product').on(t.user_id, t.product_id),
    uniqueIndex('cart_items_guest_course').on(t.guest_id, t.course_id),
    uniqueIndex('cart_items_guest_product').on(t.guest_id, t.product_id),
    check('cart_items_one_owner', sql`(${t.user_id} IS NULL) <> (${t.guest_id} IS NULL)`),
    check('cart_items_one_thing', sql`(${t.course_id} IS NULL) <> (${t.product_id} IS NULL)`),
    check('cart_items_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
);

/**
 * Uploaded files (architecture.md files): public media is served at /uploads/{name}; private
 * files (slips, company certificates) only to their owner and administrators.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Guest uploads (a profile picture before registering) carry the guest's id. */
    owner_guest_id: text('owner_guest_id'),
    /** 'profileImage' | 'image' | 'video' | 'slip' | 'certificate'. */
    kind: text('kind').notNull(),
    is_private: boolean('is_private').notNull().default(false),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    original_name: text('original_name'),
    /** SHA-256 of the stored bytes (slips: the same transfer slip cannot pay two orders). */
    sha256: text('sha256'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('uploads_name').on(t.name), index('uploads_owner').on(t.owner_user_id)],
);

/** spec §8 WHITELIST_USER_DENIED: with whitelist_mode on, only these e-mails may sign in. */
export const whitelistEmails = pgTable(
  'whitelist_emails',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('whitelist_emails_lower').on(sql`lower(${t.email})`)],
);

/** A buyer's shipping addresses for products (spec §5 "shipping address ... when the cart has products"). */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    is_default: smallint('is_default').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('shipping_addresses_user').on(t.user_id)],
);

/**
 * Orders (spec §3 order payload and Order read, §4 states). Every amount is what the server
 * computed from the rows (packages/domain validateOrder), never what the browser sent.
 * status: 'notYetReceived' (created, unpaid) | 'pendingApproved' (a report or free plan awaits an
 * administrator) | 'approved' | 'rejected' | 'cancelled' (auto-cancel sweep or the buyer).
 * payment_status: 'pending' | 'approved' | 'rejected'.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Unguessable id for the thank-you page (spec §2 /thankyou?orderId={order_token}). */
    order_token: text('order_token').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('notYetReceived'),
    payment_status: text('payment_status').notNull().default('pending'),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    currency_code: text('currency_code').notNull().default('THB'),
    /** spec §3 price: the amount before discounts (courses and products). */
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    shipping_fee: integer('shipping_fee').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    vat_rate_bp: integer('vat_rate_bp').notNull().default(0),
    vat_included: smallint('vat_included').notNull().default(1),
    is_withholding: smallint('is_withholding').notNull().default(0),
    withholding_percent: smallint('withholding_percent'),
    withholding_price: integer('withholding_price').notNull().default(0),
    /** The total payable (spec §9). */
    total: integer('total').notNull(),
    promotion_id: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    coupon_ids: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    shipping_address_id: integer('shipping_address_id').references(() => shippingAddresses.id, { onDelete: 'set null' }),
    shipping_fee_id: integer('shipping_fee_id').references(() => shippingFees.id, { onDelete: 'set null' }),
    /** The address as it was at order time: an address edited later does not move a parcel. */
    shipping_address: jsonb('shipping_address').$type<{ name: string; tel: string; address: string; postcode: string }>(),
    /** The buyer's tax invoice data at order time, when they asked for one. */
    tax_invoice: jsonb('tax_invoice').$type<Record<string, string | number | null>>(),
    email: text('email').notNull(),
    tel: text('tel'),
    /** Hash of what was bought; an unpaid order with the same cart is reused (spec §4). */
    cart_signature: text('cart_signature').notNull(),
    cancel_at: timestamp('cancel_at', { withTimezone: true }).notNull(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_token').on(t.order_token),
    index('orders_user').on(t.user_id, t.id),
    // One open order per cart: two submissions of the same cart meet here (spec §4 reuse).
    uniqueIndex('orders_open_cart')
      .on(t.user_id, t.cart_signature)
      .where(sql`${t.status} = 'notYetReceived'`),
    index('orders_due')
      .on(t.cancel_at)
      .where(sql`${t.status} = 'notYetReceived'`),
    check('orders_amounts', sql`${t.price} >= 0 AND ${t.discount} >= 0 AND ${t.shipping_fee} >= 0 AND ${t.total} >= 0`),
  ],
);

/** The courses of an order with their plan and their share of the discounts (spec §3 `courses`). */
export const orderCourses = pgTable(
  'order_courses',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    pricing_plan_id: integer('pricing_plan_id').references(() => pricingPlans.id, { onDelete: 'set null' }),
    price: integer('price').notNull(),
    discount: integer('discount').notNull().default(0),
    promotion_id: integer('promotion_id'),
    coupon_ids: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    /** A seat was taken for this line (renewals keep theirs); released when the order is cancelled. */
    seat_taken: boolean('seat_taken').notNull().default(false),
  },
  (t) => [uniqueIndex('order_courses_order_course').on(t.order_id, t.course_id), index('order_courses_course').on(t.course_id)],
);

/** The products of an order; their stock is held from creation and returned on cancel. */
export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_products_order_product').on(t.order_id, t.product_id),
    check('order_products_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
);

/**
 * Payment reports (spec §3 payment report, §4 free purchase report). A report of a free order is
 * 'AutoFree' (approved at once) or 'NeedApprovedFree' (an administrator decides).
 */
export const paymentReports = pgTable(
  'payment_reports',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payment_method_id: integer('payment_method_id'),
    /** 'banktransfer' | 'AutoFree' | 'NeedApprovedFree' | a provider's name. */
    report_type: text('report_type').notNull(),
    status: text('status').notNull().default('pending'),
    contact_name: text('contact_name'),
    email: text('email'),
    tel: text('tel'),
    bank_code: text('bank_code'),
    bank_account: text('bank_account'),
    transfer_datetime: timestamp('transfer_datetime', { withTimezone: true }),
    transfer_amount: integer('transfer_amount'),
    description: text('description'),
    address: text('address'),
    slip: jsonb('slip').$type<string[]>().notNull().default([]),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decision_reason: text('decision_reason'),
    created_at: createdAt(),
  },
  (t) => [index('payment_reports_order').on(t.order_id), index('payment_reports_status').on(t.status)],
);

/**
 * One attempt to pay an order through a provider (payments.md "Rules for every method"). `reference`
 * is Rian's id for the attempt (sent to the provider); `provider_ref` the provider's (charge id, PayPal
 * order id, refno). An order becomes paid only from an attempt whose provider result was verified and
 * whose amount and currency match the order; the unique (provider, transaction_id) index makes a
 * repeated callback harmless.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payment_method_id: integer('payment_method_id').notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    provider_ref: text('provider_ref'),
    /** 'started' (before the provider answered) | 'pending' | 'paid' | 'failed' | 'mismatch'. */
    status: text('status').notNull().default('started'),
    amount: integer('amount').notNull(),
    currency_code: text('currency_code').notNull(),
    transaction_id: text('transaction_id'),
    /** What the provider reported when it differed from the order (amount, currency): kept for review. */
    reported: jsonb('reported').$type<Record<string, unknown>>(),
    failure_message: text('failure_message'),
    checked_at: timestamp('checked_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference').on(t.reference),
    uniqueIndex('payment_attempts_provider_ref').on(t.provider, t.provider_ref),
    uniqueIndex('payment_attempts_transaction').on(t.provider, t.transaction_id),
    index('payment_attempts_order').on(t.order_id),
    index('payment_attempts_open')
      .on(t.created_at)
      .where(sql`${t.status} in ('started', 'pending')`),
  ],
);

/**
 * Provider callbacks as received (payments.md: answer fast, store the raw event keyed by the provider's
 * event id, process idempotently). A row not yet processed is retried by the reconciliation sweep.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    event_id: text('event_id').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }),
    received_at: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event').on(t.provider, t.event_id),
    index('payment_events_due')
      .on(t.next_attempt_at)
      .where(sql`${t.processed_at} is null`),
  ],
);

/**
 * Each transfer slip's content hash, once per order (payments.md §1: one slip reused for several orders
 * is the fraud to stop). The primary key refuses the same file for a second order.
 */
export const slipHashes = pgTable('slip_hashes', {
  sha256: text('sha256').primaryKey(),
  order_id: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  payment_report_id: integer('payment_report_id').references(() => paymentReports.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});

// ---------------------------------------------------------------- learning (issue 7)

/**
 * A quiz lecture's questions (spec §3 playlist item quiz id). lectures.quiz_id names the row; it has
 * no foreign key because lectures existed before quizzes. pass_percent is the score needed, in percent.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pass_percent: integer('pass_percent').notNull().default(60),
    created_at: createdAt(),
  },
  (t) => [index('quizzes_course').on(t.course_id), check('quizzes_pass_percent', sql`${t.pass_percent} BETWEEN 0 AND 100`)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('quiz_questions_quiz').on(t.quiz_id)],
);

/** is_correct never leaves the server before an attempt is submitted. */
export const quizChoices = pgTable(
  'quiz_choices',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    is_correct: boolean('is_correct').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('quiz_choices_question').on(t.question_id)],
);

/** Every submitted attempt, scored by the server. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<{ question_id: number; choice_id: number }[]>().notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_user_quiz').on(t.user_id, t.quiz_id, t.submitted_at)],
);

/** A homework lecture's assignment (spec §3 playlist item homework id); lectures.homework_id names it. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('homeworks_course').on(t.course_id)],
);

/** A student's submitted file: a private 'homework' upload (uploads.name), used by one submission only. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: serial('id').primaryKey(),
    homework_id: integer('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    original_name: text('original_name'),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('homework_submissions_file').on(t.file), index('homework_submissions_user').on(t.user_id, t.homework_id)],
);

/**
 * spec §3 progress: per user and lecture the second reached (progressTime) and whether it is done
 * (readLecture). The newest updated_at of a course is where to resume (spec §7 lasttime).
 */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lecture_id: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    progress_seconds: integer('progress_seconds').notNull().default(0),
    read: boolean('read').notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('lecture_progress_user_lecture').on(t.user_id, t.lecture_id),
    index('lecture_progress_user_course').on(t.user_id, t.course_id, t.updated_at),
  ],
);

/**
 * The one-time link that creates the first administrator of a database without one
 * (architecture.md, "Demo and production"). Only the token's SHA-256 is kept; a start that still
 * finds no administrator replaces the row, and creating the administrator consumes it.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull(),
  created_at: createdAt(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});
