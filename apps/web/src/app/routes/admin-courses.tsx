// /admin/courses: the course list.
import { CourseList } from '../../features/admin-catalogue/components/CourseList.tsx';

export function Component() {
  return <CourseList />;
}
