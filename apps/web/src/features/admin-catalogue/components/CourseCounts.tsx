// The dashboard's course figures: how many drafts wait and how many courses are on sale.
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import { adminListQuery } from '../../../lib/admin-api.ts';

export function CourseCounts() {
  const { t } = useTranslation();
  const drafts = useQuery(adminListQuery('courses', CoursePageSchema, { status: 'draft', per_page: 10 }));
  const published = useQuery(adminListQuery('courses', CoursePageSchema, { status: 'published', per_page: 10 }));
  const figure = (label: string, total: number | undefined, to: string, testId: string) => (
    <Paper withBorder p="md">
      <Anchor component={Link} to={to} c="inherit" underline="never">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={32} fw={700} data-testid={testId}>
          {total ?? '…'}
        </Text>
      </Anchor>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {figure(t('admin.dashboard.drafts'), drafts.data?.total, '/admin/courses?status=draft', 'count-drafts')}
      {figure(t('admin.dashboard.published'), published.data?.total, '/admin/courses?status=published', 'count-published')}
    </SimpleGrid>
  );
}
