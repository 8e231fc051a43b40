// /admin/courses/:id/content: one course's sections, lectures and homework grading.
import { useParams } from 'react-router';
import { CourseContent } from '../../features/admin-outline/components/CourseContent.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.contentCourses' };

export function Component() {
  const { id } = useParams();
  return <CourseContent key={id} courseId={Number(id)} />;
}
