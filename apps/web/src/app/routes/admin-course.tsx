// /admin/courses/:id: one course's editor.
import { useParams } from 'react-router';
import { CourseEditor } from '../../features/admin-catalogue/components/CourseEditor.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.courses.edit' };

export function Component() {
  const { id } = useParams();
  return <CourseEditor key={id} id={Number(id)} />;
}
