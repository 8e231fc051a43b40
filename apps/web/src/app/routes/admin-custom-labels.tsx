// /admin/custom-labels: the registration form's custom fields.
import { CustomLabelList } from '../../features/admin-settings/components/CustomLabelList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.customLabels' };

export function Component() {
  return <CustomLabelList />;
}
