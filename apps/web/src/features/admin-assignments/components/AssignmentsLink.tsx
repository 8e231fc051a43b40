// The way from a course's content page to its quizzes and homework.
import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

export function AssignmentsLink({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={`/admin/courses/${courseId}/assignments`} data-testid="assignments-link">
      {t('adminAssignments.link')}
    </Anchor>
  );
}
