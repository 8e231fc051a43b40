// /admin/pages: the storefront's custom pages.
import { PageList } from '../../features/admin-content/components/PageList.tsx';

export function Component() {
  return <PageList />;
}
