// /admin/categories: the categories.
import { CategoryList } from '../../features/admin-catalogue/components/CategoryList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.categories' };

export function Component() {
  return <CategoryList />;
}
