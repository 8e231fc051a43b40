// /admin/settings: the site's settings.
import { SettingsPage } from '../../features/admin-settings/components/SettingsPage.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.settings' };

export function Component() {
  return <SettingsPage />;
}
