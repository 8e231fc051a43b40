// /admin/courses/:id/assignments: one course's quizzes and homework.
import { useParams } from 'react-router';
import { CourseAssignments } from '../../features/admin-assignments/components/CourseAssignments.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

// The crumb's text is in the feature's catalogue part, loaded with this module.
export const handle = { crumb: 'adminAssignments.crumb' } as unknown as AdminCrumb;

export function Component() {
  const { id } = useParams();
  return <CourseAssignments key={id} courseId={Number(id)} />;
}
