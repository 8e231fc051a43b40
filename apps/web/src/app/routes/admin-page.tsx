// /admin/pages/:id: one custom page's editor.
import { useParams } from 'react-router';
import { PageEditor } from '../../features/admin-content/components/PageEditor.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.pageEdit' };

export function Component() {
  const { id } = useParams();
  return <PageEditor key={id} id={Number(id)} />;
}
