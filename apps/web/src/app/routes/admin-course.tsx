// /admin/courses/:id: one course's editor.
import { Link, useParams } from 'react-router';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseEditor } from '../../features/admin-catalogue/components/CourseEditor.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.courses.edit' };

export function Component() {
  const { id } = useParams();
  const { t } = useTranslation();
  return (
    <Stack>
      <Anchor component={Link} to={`/admin/courses/${id}/content`}>
        {t('admin.nav.courseContent')}
      </Anchor>
      <CourseEditor key={id} id={Number(id)} />
    </Stack>
  );
}
