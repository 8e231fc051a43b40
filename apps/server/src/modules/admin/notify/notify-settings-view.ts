// The administrators' notice settings as the back office sees them: the LINE token only as set or not.
import type { NotifySettings } from '@rian/contracts/admin/mails';
import type { NotifySettingsRow } from '../../notify/notify-context.ts';

export function notifySettingsView(row: NotifySettingsRow, sandbox: boolean): NotifySettings {
  return {
    admin_email: row.admin_email,
    line_enabled: row.line_enabled,
    line_token_set: row.line_token_sealed !== null,
    line_target_id: row.line_target_id,
    line_sandbox: sandbox,
    updated_at: row.updated_at.toISOString(),
  };
}
