// /private/admin/notify: the administrators' notice settings (e-mail address, LINE on or off, the
// write-only channel token and the target id) and, in sandbox mode, what the LINE sandbox received.
import { errorResponses } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import { NotifySettingsOneSchema, NotifySettingsPatchSchema, SandboxPushesSchema } from '@rian/contracts/admin/mails';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute } from '../admin-route.ts';
import { readNotifySettings } from '../../notify/notify-context.ts';
import { notifySettingsView } from './notify-settings-view.ts';
import { notifyOf, updateNotifySettings } from './update-notify-settings.ts';

const tag = 'notices';

export function notifyRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'notify',
    summary: 'Where the new-order and payment-report notices go: e-mail and LINE (the token only as set or not)',
    response: NotifySettingsOneSchema,
    handle: async () => notifySettingsView(await readNotifySettings(admin.db), notifyOf(admin).sandbox !== null),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'PATCH',
    path: 'notify',
    summary: 'Change the notice settings; a new LINE token replaces the stored one, an empty one keeps it',
    body: NotifySettingsPatchSchema,
    response: NotifySettingsOneSchema,
    errors: errorResponses(400, 401, 403, 503),
    handle: ({ body, actor }) => updateNotifySettings(admin, actor, body),
  });
  adminRoute(app, requireAdmin, {
    tag,
    method: 'GET',
    path: 'notify/line-sandbox',
    summary: 'Sandbox mode: the pushes the LINE sandbox received, newest first (404 in production)',
    response: SandboxPushesSchema,
    handle: async () => {
      const sandbox = notifyOf(admin).sandbox;
      if (!sandbox) throw new DomainError('NOT_FOUND');
      return [...sandbox.pushes].reverse().map(({ id, to, text, at }) => ({ id, to, text, at }));
    },
  });
}
