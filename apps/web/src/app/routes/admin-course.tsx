// /admin/courses/:id: one course's editor, its pricing plans and its page's extra tabs.
import { Link, useParams } from 'react-router';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseEditor } from '../../features/admin-catalogue/components/CourseEditor.tsx';
import { PlansPanel } from '../../features/admin-plans/components/PlansPanel.tsx';
import { TabsPanel } from '../../features/admin-tabs/components/TabsPanel.tsx';
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
      <PlansPanel key={`plans-${id}`} courseId={Number(id)} />
      <TabsPanel key={`tabs-${id}`} owner="courses" ownerId={Number(id)} />
    </Stack>
  );
}
