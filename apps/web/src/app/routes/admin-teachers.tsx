// /admin/teachers: the teachers.
import { TeacherList } from '../../features/admin-teachers/components/TeacherList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.teachers' };

export function Component() {
  return <TeacherList />;
}
