// /admin/content: the courses whose content the caller may edit (an instructor's whole back office).
import { ContentCourses } from '../../features/admin-outline/components/ContentCourses.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.contentCourses' };

export function Component() {
  return <ContentCourses />;
}
