// /private/admin/settings: the one row of site settings (spec §2 layout and flags, §3 contact form
// fields, §5 registration switches, §9 limits). Social log-in secrets are write-only: the answer says
// only whether one is set, and an empty or absent secret in a PATCH keeps the stored one.
import * as z from 'zod/mini';
import { siteLookFields } from '../site.ts';
import { COURSE_LAYOUTS } from '@rian/domain/layout';
import { isValidTaxId } from '@rian/domain/tax-invoice';
import { BRANCH_PATTERN } from '@rian/domain/thai-documents';
import { CONTACT_FIELDS } from '@rian/domain/registration';
import { adminOne } from './list.ts';
import { flag, mediaUrl, nullableText, optionalText, requiredText } from './fields.ts';

/** spec §9: hours after the order time at which an unpaid order is cancelled. */
export const AUTO_CANCEL_HOURS = { min: 1, max: 720 } as const;
/** Storage quota in bytes: at most 10 TiB. */
export const STORAGE_QUOTA_MAX = 10 * 1024 ** 4;

const switchSchema = z.object({ enable: z.boolean(), require: z.boolean() });
export const ContactFieldsSchema = z.object(
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, switchSchema])) as Record<
    (typeof CONTACT_FIELDS)[number],
    typeof switchSchema
  >,
);

const socialView = z.object({ enabled: z.boolean(), client_id: z.string(), secret_set: z.boolean() });
export const SocialLoginViewSchema = z.object({ line: socialView, google: socialView, facebook: socialView });
export type SocialLoginView = z.infer<typeof SocialLoginViewSchema>;

const socialPatch = z.object({
  enabled: z.optional(z.boolean()),
  client_id: z.optional(optionalText(500)),
  /** A new secret replaces the stored one; '' or absent keeps it. */
  client_secret: z.optional(optionalText(500)),
});
export const SocialLoginPatchSchema = z.partial(z.object({ line: socialPatch, google: socialPatch, facebook: socialPatch }));

/** A GA4 measurement id: G- and upper-case letters or digits. */
export const ga4Schema = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(20, 'tooLong'), z.regex(/^(G-[A-Z0-9]{4,16})?$/, 'ga4'))),
  z.transform((s: string | null) => (s === null || s === '' ? null : s)),
);

/** The seller's tax id: empty (not set yet) or 13 digits whose check digit holds (payments.md). */
const sellerTaxId = z.string().check(
  z.trim(),
  z.refine((v: string) => v === '' || isValidTaxId(v), 'taxId'),
);
/** VAT rate in basis points (700 = 7 %); at most 30 %. */
export const VAT_RATE_MAX_BP = 3_000;

const limit = z.nullable(z.int().check(z.minimum(0, 'range'), z.maximum(10_000_000, 'range')));

export const AdminSettingsSchema = z.object({
  ...siteLookFields,
  is_thank_you_page: z.number(),
  course_access_rights: z.number(),
  user_group_enabled: z.number(),
  contact_fields: ContactFieldsSchema,
  contact_email: z.nullable(z.string()),
  contact_tel: z.nullable(z.string()),
  address: z.nullable(z.string()),
  social_login: SocialLoginViewSchema,
  whitelist_mode: z.number(),
  auto_cancel: z.number(),
  user_limit: z.nullable(z.number()),
  daily_user_limit: z.nullable(z.number()),
  storage_quota_bytes: z.nullable(z.number()),
  ga4_measurement_id: z.nullable(z.string()),
  /** ข้อมูลผู้ขายสำหรับใบกำกับภาษี (Revenue Code s.86/4): a tax invoice is issued only when complete. */
  seller_legal_name: z.string(),
  seller_address: z.string(),
  seller_tax_id: z.string(),
  seller_branch: z.string(),
  seller_vat_registered: z.number(),
  vat_rate_bp: z.number(),
  updated_at: z.string(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

export const SettingsPatchSchema = z.partial(
  z.object({
    title: requiredText(200),
    title_en: nullableText(200),
    description: optionalText(2000),
    keywords: optionalText(1000),
    logo_url: mediaUrl,
    favicon_url: mediaUrl,
    course_layout: z.enum(COURSE_LAYOUTS),
    course_teacher: flag,
    course_group: flag,
    course_bestseller: flag,
    is_thank_you_page: flag,
    course_access_rights: flag,
    user_group_enabled: flag,
    contact_fields: ContactFieldsSchema,
    contact_email: z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(254, 'tooLong'), z.regex(/^(|[^\s@]+@[^\s@]+\.[^\s@]+)$/, 'email'))),
      z.transform((s: string | null) => (s === null || s === '' ? null : s)),
    ),
    contact_tel: nullableText(40),
    address: nullableText(1000),
    social_login: SocialLoginPatchSchema,
    whitelist_mode: flag,
    auto_cancel: z.int().check(z.minimum(AUTO_CANCEL_HOURS.min, 'range'), z.maximum(AUTO_CANCEL_HOURS.max, 'range')),
    user_limit: limit,
    daily_user_limit: limit,
    storage_quota_bytes: z.nullable(z.int().check(z.minimum(0, 'range'), z.maximum(STORAGE_QUOTA_MAX, 'range'))),
    ga4_measurement_id: ga4Schema,
    seller_legal_name: optionalText(300),
    seller_address: optionalText(1000),
    seller_tax_id: sellerTaxId,
    seller_branch: z.string().check(z.trim(), z.regex(BRANCH_PATTERN, 'branch')),
    seller_vat_registered: flag,
    vat_rate_bp: z.int().check(z.minimum(0, 'range'), z.maximum(VAT_RATE_MAX_BP, 'range')),
  }),
);
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const SettingsOneSchema = adminOne(AdminSettingsSchema);
