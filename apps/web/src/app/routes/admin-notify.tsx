// /admin/notify: the administrators' notices of new orders and payment reports (e-mail and LINE).
import { NotifySettingsPage } from '../../features/admin-mails/components/NotifySettingsPage.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.notify' };

export function Component() {
  return <NotifySettingsPage />;
}
