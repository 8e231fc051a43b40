// PATCH /private/admin/notify: where the new-order and payment-report notices go. The LINE channel
// access token is write-only: a new one is sealed (lib/secret-box.ts) and replaces the stored one,
// '' or absent keeps it; production refuses a sandbox, demo or test token (NOTIFY_TOKEN_REFUSED), and
// stores none without RIAN_SECRETS_KEY. The audit row says the token changed, never its value.
import { sql } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { NotifySettings, NotifySettingsPatch } from '@rian/contracts/admin/mails';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lineTokenProblem, readNotifySettings } from '../../notify/notify-context.ts';
import type { Notify } from '../../notify/create-notify.ts';
import { notifySettingsView } from './notify-settings-view.ts';

const { notifySettings } = schema;

export function notifyOf(ctx: AdminContext): Notify {
  if (!ctx.notify) throw new Error('the notices are not wired into this app');
  return ctx.notify;
}

export async function updateNotifySettings(ctx: AdminContext, actor: Actor, patch: NotifySettingsPatch): Promise<NotifySettings> {
  const notify = notifyOf(ctx);
  const token = patch.line_token || undefined;
  if (token !== undefined) {
    if (lineTokenProblem(token, notify.ctx.production)) throw new DomainError('NOTIFY_TOKEN_REFUSED');
    if (!notify.ctx.box) throw new DomainError('SECRETS_KEY_MISSING');
  }
  const values = {
    ...(patch.admin_email !== undefined ? { admin_email: patch.admin_email } : {}),
    ...(patch.line_enabled !== undefined ? { line_enabled: patch.line_enabled } : {}),
    ...(patch.line_target_id !== undefined ? { line_target_id: patch.line_target_id } : {}),
    ...(token !== undefined ? { line_token_sealed: notify.ctx.box!.seal(token) } : {}),
  };
  return ctx.db.transaction(async (tx) => {
    const before = notifySettingsView(await readNotifySettings(tx), notify.sandbox !== null);
    await tx
      .insert(notifySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: notifySettings.id, set: { ...values, updated_at: sql`now()` } });
    const after = notifySettingsView(await readNotifySettings(tx), notify.sandbox !== null);
    const { updated_at: _b, line_token_set: _bt, ...was } = before;
    const { updated_at: _a, line_token_set: _at, ...now } = after;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'notify_settings',
      entityId: 1,
      before: was,
      after: { ...now, ...(token !== undefined ? { line_token_changed: true } : {}) },
    });
    return after;
  });
}
