// Changing the site settings (spec §2, §3, §5, §9). A social log-in secret is replaced only by a new
// non-empty value; the audit row says that it changed, never what it is. Every instance drops its
// memo of the site, and of the catalogue when a flag the course pages show changed.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { SOCIAL_PROVIDERS } from '@rian/contracts/session';
import type { AdminSettings, SettingsPatch } from '@rian/contracts/admin/settings';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit } from '../audit/record-audit.ts';
import { loadSettingsRow, SITE_ID, toAdminSettings, type SiteRow } from './settings-view.ts';

const { siteSettings } = schema;

/** Flags and fields the catalogue's cached pages depend on. */
const CATALOGUE_FIELDS = [
  'course_layout',
  'course_teacher',
  'course_group',
  'course_bestseller',
  'course_access_rights',
] as const;

type StoredSocial = SiteRow['social_login'];

/** The stored social log-in merged with the patch; secrets kept unless a new one is sent. */
export function mergeSocial(stored: StoredSocial, patch: NonNullable<SettingsPatch['social_login']>): StoredSocial {
  const merged: StoredSocial = { ...stored };
  for (const p of SOCIAL_PROVIDERS) {
    const change = patch[p];
    if (!change) continue;
    const was = stored[p] ?? { enabled: false, client_id: '', client_secret: '' };
    merged[p] = {
      enabled: change.enabled ?? was.enabled,
      client_id: change.client_id ?? was.client_id,
      client_secret: change.client_secret ? change.client_secret : was.client_secret,
    };
  }
  return merged;
}

/** Which providers' secrets a save replaced, for the audit row. */
function secretsChanged(before: StoredSocial, after: StoredSocial): string[] {
  return SOCIAL_PROVIDERS.filter((p) => (before[p]?.client_secret ?? '') !== (after[p]?.client_secret ?? ''));
}

export async function updateSettings(ctx: AdminContext, actor: Actor, patch: SettingsPatch): Promise<AdminSettings> {
  const { social_login: social, ...plain } = patch;
  const { saved, catalogue } = await ctx.db.transaction(async (tx) => {
    const beforeRow = await loadSettingsRow(tx);
    const values: Partial<SiteRow> = { ...plain };
    if (social) values.social_login = mergeSocial(beforeRow.social_login, social);
    if (Object.keys(values).length) {
      await tx
        .update(siteSettings)
        .set({ ...values, updated_at: ctx.clock() })
        .where(eq(siteSettings.id, SITE_ID));
    }
    const afterRow = await loadSettingsRow(tx);
    const before = toAdminSettings(beforeRow);
    const after = toAdminSettings(afterRow);
    const changed = changedFields(before, after);
    const secrets = secretsChanged(beforeRow.social_login, afterRow.social_login);
    if (secrets.length) changed.after = { ...changed.after, secrets_changed: secrets } as typeof changed.after;
    await recordAudit(tx, actor, { action: 'update', entity: 'settings', entityId: SITE_ID, ...changed });
    return { saved: after, catalogue: CATALOGUE_FIELDS.some((f) => f in changed.after) };
  });
  await ctx.changes.publish('site');
  if (catalogue) await ctx.changes.publish('catalogue');
  return saved;
}
