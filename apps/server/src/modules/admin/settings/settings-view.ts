// The site settings as the back office reads them: every field but the social log-in secrets,
// which are only said to be set or not.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { SOCIAL_PROVIDERS } from '@rian/contracts/session';
import type { AdminSettings, SocialLoginView } from '@rian/contracts/admin/settings';
import { pick } from '../../../lib/pick.ts';
import type { Tx } from '../audit/record-audit.ts';
import { siteLook } from '../../site/site-look.ts';

const { siteSettings } = schema;
export type SiteRow = typeof siteSettings.$inferSelect;
export const SITE_ID = 1;

export function socialView(stored: SiteRow['social_login']): SocialLoginView {
  const view = {} as SocialLoginView;
  for (const p of SOCIAL_PROVIDERS) {
    const s = stored[p];
    view[p] = { enabled: s?.enabled ?? false, client_id: s?.client_id ?? '', secret_set: Boolean(s?.client_secret) };
  }
  return view;
}

export function toAdminSettings(row: SiteRow): AdminSettings {
  return {
    ...siteLook(row),
    ...pick(row, [
      'is_thank_you_page',
      'course_access_rights',
      'user_group_enabled',
      'contact_fields',
      'contact_email',
      'contact_tel',
      'address',
    ]),
    social_login: socialView(row.social_login),
    ...pick(row, [
      'whitelist_mode',
      'auto_cancel',
      'user_limit',
      'daily_user_limit',
      'storage_quota_bytes',
      'ga4_measurement_id',
      'seller_legal_name',
      'seller_address',
      'seller_tax_id',
      'seller_branch',
      'seller_vat_registered',
      'vat_rate_bp',
    ]),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function loadSettingsRow(db: Db | Tx): Promise<SiteRow> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_ID));
  if (!row) throw new DomainError('NOT_FOUND', 'The site has no settings yet');
  return row;
}

export async function loadSettings(db: Db | Tx): Promise<AdminSettings> {
  return toAdminSettings(await loadSettingsRow(db));
}
