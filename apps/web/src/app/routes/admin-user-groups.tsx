// /admin/user-groups: the user groups.
import { UserGroupList } from '../../features/admin-settings/components/UserGroupList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.userGroups' };

export function Component() {
  return <UserGroupList />;
}
