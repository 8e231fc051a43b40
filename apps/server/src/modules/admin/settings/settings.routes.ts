// /private/admin/settings: the site's settings (spec §2, §3, §5, §9). Administrators only.
import { errorResponses } from '@rian/contracts';
import { SettingsOneSchema, SettingsPatchSchema } from '@rian/contracts/admin/settings';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadSettings } from './settings-view.ts';
import { updateSettings } from './update-settings.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['admin: settings'];

export function settingsRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const onRequest = requireAdmin;
  app.get(
    '/private/admin/settings',
    {
      onRequest,
      schema: { tags, summary: 'The site settings, secrets left out', response: { 200: SettingsOneSchema, ...errors } },
    },
    async () => ({ success: true as const, data: await loadSettings(admin.db) }),
  );
  app.patch(
    '/private/admin/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the settings sent; an empty secret keeps the stored one',
        body: SettingsPatchSchema,
        response: { 200: SettingsOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updateSettings(admin, actorOf(req), req.body) }),
  );
}
