// /admin/texts: the storefront's texts and their overrides.
import { TextList } from '../../features/admin-content/components/TextList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.texts' };

export function Component() {
  return <TextList />;
}
