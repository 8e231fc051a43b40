// Site settings, customised texts, custom registration labels, the set-up link and seed bookkeeping.
import { bigint, boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContactFieldSwitches } from '@rian/domain/registration';
import { bilingualText, createdAt, flag, timestamptz, updatedAt } from './columns.ts';

/** Per-field switches of the contact form (spec §3 "Contact form fields", §5): the domain's type. */
export type { ContactFieldSwitches };

export type SocialProvider = 'line' | 'google' | 'facebook';
export type SocialLoginSettings = Partial<Record<SocialProvider, { enabled: boolean; client_id: string; client_secret: string }>>;

/** The one row of site settings (id 1): spec §2 layout, §2 flags, §5 switches, §9 limits. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  ...bilingualText('title'),
  description: text('description').notNull().default(''),
  keywords: text('keywords').notNull().default(''),
  robots: text('robots').notNull().default('index,follow'),
  logo_url: text('logo_url'),
  favicon_url: text('favicon_url'),
  og_image_url: text('og_image_url'),
  /** Default course page layout: 'default' | '1' | '3' | '4' (spec §2). */
  course_layout: text('course_layout').notNull().default('default'),
  course_teacher: flag(1),
  course_group: flag(1),
  course_bestseller: flag(1),
  /** Hours after the order time at which an unpaid order is cancelled (spec §9). */
  auto_cancel: integer('auto_cancel').notNull().default(48),
  is_thank_you_page: flag(1),
  default_currency: text('default_currency').notNull().default('THB'),
  /** VAT rate in basis points (700 = 7 %); a setting because the decree is renewed yearly. */
  vat_rate_bp: integer('vat_rate_bp').notNull().default(700),
  vat_included: flag(1),
  coupon_one_per_order: flag(1),
  coupon_promotion_exclusive: flag(1),
  require_slip: flag(1),
  tax_company_certificate_required: flag(0),
  course_access_rights: flag(0),
  user_group_enabled: flag(0),
  contact_fields: jsonb('contact_fields').$type<ContactFieldSwitches>().notNull(),
  user_limit: integer('user_limit'),
  daily_user_limit: integer('daily_user_limit'),
  whitelist_mode: flag(0),
  /**
   * Social log-in (spec §2 cart login panel): per provider its OAuth client id and secret. The
   * secret never leaves the server; the public site call names only which providers are on.
   */
  social_login: jsonb('social_login').$type<SocialLoginSettings>().notNull().default({}),
  is_enable_howtobuy: flag(1),
  howtobuy_description: text('howtobuy_description').notNull().default(''),
  /** Upload storage the academy may use, in bytes (spec §2 "Out off Storage"); null: no limit. */
  storage_quota_bytes: bigint('storage_quota_bytes', { mode: 'number' }),
  /** The Google Analytics 4 measurement id (G-…) the storefront reports to; null: none. */
  ga4_measurement_id: text('ga4_measurement_id'),
  /**
   * The seller on receipts and tax invoices (Revenue Code s.86/4: name, address, tax id, head office
   * or branch). A tax invoice is issued only when all of it is set and the academy is VAT registered.
   */
  seller_legal_name: text('seller_legal_name').notNull().default(''),
  seller_address: text('seller_address').notNull().default(''),
  seller_tax_id: text('seller_tax_id').notNull().default(''),
  /** '00000' for the head office, else the five-digit branch number. */
  seller_branch: text('seller_branch').notNull().default('00000'),
  seller_vat_registered: flag(0),
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

/** Custom labelled registration fields (spec §3). */
export const customLabels = pgTable('custom_labels', {
  id: serial('id').primaryKey(),
  /** 'inputtext' | 'select' | 'multiple' | 'checkbox' | 'radio' | 'image'. */
  type_label: text('type_label').notNull(),
  label: text('label').notNull(),
  order_label: integer('order_label').notNull().default(0),
  required: flag(0),
  item_list: jsonb('item_list').$type<string[]>().notNull().default([]),
  is_active: boolean('is_active').notNull().default(true),
});

/** Marks which seed versions have been applied, so the demo seed runs once per version. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  applied_at: timestamptz('applied_at').notNull().defaultNow(),
});

/**
 * The one-time link that creates the first administrator of a database without one
 * (architecture.md, "Demo and production"). Only the token's SHA-256 is kept; a start that still
 * finds no administrator replaces the row, and creating the administrator consumes it.
 */
export const setupTokens = pgTable('setup_tokens', {
  id: serial('id').primaryKey(),
  token_hash: text('token_hash').notNull(),
  created_at: createdAt(),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
});
