// /private/admin/settings: the site's settings (spec §2, §3, §5, §9). Administrators only.
import { errorResponses } from '@rian/contracts';
import { SettingsOneSchema, SettingsPatchSchema } from '@rian/contracts/admin/settings';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { loadSettings } from './settings-view.ts';
import { updateSettings } from './update-settings.ts';

export function settingsRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const settings = { path: 'settings', tag: 'settings', response: SettingsOneSchema, errors: errorResponses(400, 401, 403, 404) };
  adminRoute(app, requireAdmin, {
    ...settings,
    method: 'GET',
    summary: 'The site settings, secrets left out',
    handle: () => loadSettings(admin.db),
  });
  adminRoute(app, requireAdmin, {
    ...settings,
    method: 'PATCH',
    summary: 'Change the settings sent; an empty secret keeps the stored one',
    body: SettingsPatchSchema,
    handle: ({ actor, body }) => updateSettings(admin, actor, body),
  });
}
