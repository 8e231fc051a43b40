// /admin/whitelist: the whitelist and its mode.
import { WhitelistPage } from '../../features/admin-settings/components/WhitelistPage.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.whitelist' };

export function Component() {
  return <WhitelistPage />;
}
