// Contracts of site-wide public calls: settings, texts, custom labels, user groups, payment
// methods and how-to-buy (spec §7).
import * as z from 'zod/mini';
import { COURSE_LAYOUTS } from '@rian/domain/layout';
import { IdParamSchema, bilingualText, okResponse } from './common.ts';

const FieldSwitch = z.object({ enable: z.boolean(), require: z.boolean() });

/** One item of the header's navigation menu, as the storefront shows it. */
export const MenuLinkSchema = z.object({ id: z.number(), ...bilingualText('label'), href: z.string() });
export type MenuLink = z.infer<typeof MenuLinkSchema>;

/** The settings the storefront shows and the back office edits alike: names, look, course-page lists (spec §2). */
export const siteLookFields = {
  ...bilingualText('title'),
  description: z.string(),
  keywords: z.string(),
  logo_url: z.nullable(z.string()),
  favicon_url: z.nullable(z.string()),
  course_layout: z.enum(COURSE_LAYOUTS),
  course_teacher: z.number(),
  course_group: z.number(),
  course_bestseller: z.number(),
};

/** What GET /api/setting/site/into/1 tells a browser: public settings only. */
export const PublicSiteSettingsSchema = z.object({
  id: z.number(),
  ...siteLookFields,
  auto_cancel: z.number(),
  is_thank_you_page: z.number(),
  default_currency: z.enum(['THB', 'USD']),
  vat_rate_bp: z.number(),
  vat_included: z.number(),
  coupon_one_per_order: z.number(),
  coupon_promotion_exclusive: z.number(),
  require_slip: z.number(),
  tax_company_certificate_required: z.number(),
  course_access_rights: z.number(),
  user_group_enabled: z.number(),
  contact_fields: z.record(z.string(), FieldSwitch),
  is_enable_howtobuy: z.number(),
  contact_email: z.nullable(z.string()),
  contact_tel: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** The Google Analytics 4 measurement id (G-…) the storefront reports to once a visitor agrees; null: none. */
  ga4_measurement_id: z.nullable(z.string()),
  /** 'sandbox': every payment is simulated, and every page says so (architecture.md). */
  payments_mode: z.enum(['sandbox', 'production']),
  /** The header's navigation menu, first to last (the back office edits it). */
  menu: z.array(MenuLinkSchema),
});
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>;
export const SiteSettingsResponseSchema = okResponse(PublicSiteSettingsSchema);
export const SiteSettingsParamsSchema = z.object({ id: IdParamSchema });

export const LangSchema = z.enum(['th', 'en']);
export type Lang = z.infer<typeof LangSchema>;
export const TextsParamsSchema = z.object({ lang: LangSchema });
/** Customised texts of one language: translation key → text (architecture.md, i18n). */
export const TextsResponseSchema = okResponse(z.record(z.string(), z.string()));

export const CustomLabelSchema = z.object({
  id: z.number(),
  type_label: z.enum(['inputtext', 'select', 'multiple', 'checkbox', 'radio', 'image']),
  label: z.string(),
  order_label: z.number(),
  required: z.number(),
  item_list: z.array(z.string()),
});
export type CustomLabel = z.infer<typeof CustomLabelSchema>;
export const CustomLabelListResponseSchema = okResponse(z.array(CustomLabelSchema));

export const UserGroupSchema = z.object({ id: z.number(), name: z.string(), is_default: z.number() });
export const UserGroupListResponseSchema = okResponse(z.array(UserGroupSchema));

export const HowToBuyResponseSchema = okResponse(z.object({ is_enable_howtobuy: z.number(), description: z.string() }));

/** A payment method as a browser sees it: public fields only, never a secret (payments.md). */
export const PublicPaymentMethodSchema = z.object({
  id: z.number(),
  ...bilingualText('name'),
  payment_type: z.string(),
  description: z.string(),
  /**
   * Present, and true, only in an administrator's list: the method's provider is in its test
   * environment, so the method is offered to administrators only and its orders are test orders.
   */
  test: z.optional(z.boolean()),
});
export type PublicPaymentMethod = z.infer<typeof PublicPaymentMethodSchema>;
export const CartPaymentMethodsResponseSchema = okResponse(
  z.object({
    methods: z.array(PublicPaymentMethodSchema),
    /** spec §9: the first method is preselected; id 1 when there is none. */
    selected: z.number(),
  }),
);

/**
 * spec §7 GET /public/payments/methods (payment_type, application_id_1): the offered methods with
 * the one public credential a browser may use, null when the provider has none for it.
 */
export const PublicMethodKeySchema = z.object({
  id: z.number(),
  payment_type: z.string(),
  application_id_1: z.nullable(z.string()),
  /** An administrator's list only: the provider is in its test environment (PublicPaymentMethod.test). */
  test: z.optional(z.boolean()),
});
export const PublicMethodKeysResponseSchema = okResponse(z.array(PublicMethodKeySchema));

/** A published custom page (GET /public/page/{slug}, and inlined into /page/{slug}). */
export const PublicCustomPageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  ...bilingualText('title', 'body'),
  meta_title: z.nullable(z.string()),
  meta_description: z.nullable(z.string()),
  share_image_url: z.nullable(z.string()),
});
export type PublicCustomPage = z.infer<typeof PublicCustomPageSchema>;
export const PublicCustomPageResponseSchema = okResponse(PublicCustomPageSchema);
export const PageSlugParamsSchema = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(120)) });
