// /admin/menu: the storefront header's navigation menu.
import { MenuEditor } from '../../features/admin-content/components/MenuEditor.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.menu' };

export function Component() {
  return <MenuEditor />;
}
