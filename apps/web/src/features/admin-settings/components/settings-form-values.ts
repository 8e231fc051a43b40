// The settings form's values and the PATCH they make: empty texts become null, the storage quota is
// edited in gigabytes and sent in bytes, and a social log-in secret is sent only when one is typed
// (an empty field keeps the stored secret); the VAT rate is edited in percent and sent in basis points.
import type { ReactNode } from 'react';
import type { CourseLayout } from '@rian/domain/layout';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@rian/contracts/session';
import type { AdminSettings, SettingsPatch } from '@rian/contracts/admin/settings';

type FormError = ReactNode;

export const GIB = 1024 ** 3;

export const FLAGS = [
  'course_teacher',
  'course_group',
  'course_bestseller',
  'is_thank_you_page',
  'course_access_rights',
  'user_group_enabled',
] as const;
export type FlagName = (typeof FLAGS)[number];

export interface SocialFormValue {
  enabled: boolean;
  client_id: string;
  client_secret: string;
}

export interface SettingsFormValues {
  title: string;
  title_en: string;
  description: string;
  keywords: string;
  logo_url: string;
  favicon_url: string;
  course_layout: CourseLayout;
  flags: Record<FlagName, boolean>;
  contact_fields: AdminSettings['contact_fields'];
  contact_email: string;
  contact_tel: string;
  address: string;
  social_login: Record<SocialProviderId, SocialFormValue>;
  auto_cancel: number | string;
  user_limit: number | string;
  daily_user_limit: number | string;
  storage_quota_gb: number | string;
  ga4_measurement_id: string;
  seller_legal_name: string;
  seller_address: string;
  seller_tax_id: string;
  seller_branch: string;
  seller_vat_registered: boolean;
  /** The VAT rate in percent (stored in basis points: 7 → 700). */
  vat_rate_percent: number | string;
}

export function formValues(s: AdminSettings): SettingsFormValues {
  const social = {} as SettingsFormValues['social_login'];
  for (const p of SOCIAL_PROVIDERS) {
    social[p] = { enabled: s.social_login[p].enabled, client_id: s.social_login[p].client_id, client_secret: '' };
  }
  return {
    title: s.title,
    title_en: s.title_en ?? '',
    description: s.description,
    keywords: s.keywords,
    logo_url: s.logo_url ?? '',
    favicon_url: s.favicon_url ?? '',
    course_layout: s.course_layout,
    flags: Object.fromEntries(FLAGS.map((f) => [f, s[f] === 1])) as Record<FlagName, boolean>,
    contact_fields: s.contact_fields,
    contact_email: s.contact_email ?? '',
    contact_tel: s.contact_tel ?? '',
    address: s.address ?? '',
    social_login: social,
    auto_cancel: s.auto_cancel,
    user_limit: s.user_limit ?? '',
    daily_user_limit: s.daily_user_limit ?? '',
    storage_quota_gb: s.storage_quota_bytes === null ? '' : Math.round((s.storage_quota_bytes / GIB) * 100) / 100,
    ga4_measurement_id: s.ga4_measurement_id ?? '',
    seller_legal_name: s.seller_legal_name,
    seller_address: s.seller_address,
    seller_tax_id: s.seller_tax_id,
    seller_branch: s.seller_branch,
    seller_vat_registered: s.seller_vat_registered === 1,
    vat_rate_percent: s.vat_rate_bp / 100,
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);
const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));

export function toPatch(v: SettingsFormValues): SettingsPatch {
  const social: NonNullable<SettingsPatch['social_login']> = {};
  for (const p of SOCIAL_PROVIDERS) {
    const { enabled, client_id, client_secret } = v.social_login[p];
    social[p] = client_secret ? { enabled, client_id, client_secret } : { enabled, client_id };
  }
  const quota = numberOrNull(v.storage_quota_gb);
  return {
    title: v.title,
    title_en: orNull(v.title_en),
    description: v.description,
    keywords: v.keywords,
    logo_url: orNull(v.logo_url),
    favicon_url: orNull(v.favicon_url),
    course_layout: v.course_layout,
    ...(Object.fromEntries(FLAGS.map((f) => [f, v.flags[f] ? 1 : 0])) as Record<FlagName, 0 | 1>),
    contact_fields: v.contact_fields,
    contact_email: orNull(v.contact_email),
    contact_tel: orNull(v.contact_tel),
    address: orNull(v.address),
    social_login: social,
    auto_cancel: Number(v.auto_cancel),
    user_limit: numberOrNull(v.user_limit),
    daily_user_limit: numberOrNull(v.daily_user_limit),
    storage_quota_bytes: quota === null ? null : Math.round(quota * GIB),
    ga4_measurement_id: orNull(v.ga4_measurement_id),
    seller_legal_name: v.seller_legal_name,
    seller_address: v.seller_address,
    seller_tax_id: v.seller_tax_id.replace(/[\s-]/g, ''),
    seller_branch: v.seller_branch,
    seller_vat_registered: v.seller_vat_registered ? 1 : 0,
    vat_rate_bp: Math.round(Number(v.vat_rate_percent) * 100),
  };
}

/** A PATCH error's path as the form names it: the quota is edited in gigabytes, the flags in a group. */
export function formPath(path: string): string {
  if (path === 'storage_quota_bytes') return 'storage_quota_gb';
  if (path === 'vat_rate_bp') return 'vat_rate_percent';
  if ((FLAGS as readonly string[]).includes(path)) return `flags.${path}`;
  return path;
}

export function toFormErrors(errors: Record<string, FormError>): Record<string, FormError> {
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [formPath(k), e]));
}
