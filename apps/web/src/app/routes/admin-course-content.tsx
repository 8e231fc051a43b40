// /admin/courses/:id/content: one course's sections, lectures and homework grading, with the way to
// its quizzes and homework.
import { useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { AssignmentsLink } from '../../features/admin-assignments/components/AssignmentsLink.tsx';
import { CourseContent } from '../../features/admin-outline/components/CourseContent.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.contentCourses' };

export function Component() {
  const { id } = useParams();
  return (
    <Stack>
      <AssignmentsLink courseId={Number(id)} />
      <CourseContent key={id} courseId={Number(id)} />
    </Stack>
  );
}
