// /admin/courses/:id/content: a course's content for its administrators and instructors: the
// outline and the grading of its homework.
import { useQuery } from '@tanstack/react-query';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentCoursesQuery } from '../api/content-api.ts';
import { HomeworkGrading } from './HomeworkGrading.tsx';
import { OutlineEditor } from './OutlineEditor.tsx';
import '../i18n.ts';

export function CourseContent({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useQuery(contentCoursesQuery()).data?.data.find((c) => c.id === courseId);
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('adminOutline.title')}
        {course ? `: ${course.title}` : ''}
      </Title>
      <OutlineEditor courseId={courseId} />
      <HomeworkGrading courseId={courseId} />
    </Stack>
  );
}
