// /admin/content: the courses whose content the signed-in administrator or instructor may edit (an
// instructor sees the courses they teach), each linking to its content page.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentCoursesQuery } from '../api/content-api.ts';
import '../i18n.ts';

export function ContentCourses() {
  const { t } = useTranslation();
  const courses = useQuery(contentCoursesQuery());
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('adminOutline.courses')}
      </Title>
      {courses.isPending ? <Loader aria-label={t('admin.table.loading')} /> : null}
      {courses.data?.data.length === 0 ? <Text c="dimmed">{t('adminOutline.noCourses')}</Text> : null}
      {courses.data?.data.map((c) => (
        <Paper key={c.id} withBorder p="sm">
          <Group justify="space-between" wrap="wrap">
            <Anchor component={Link} to={`/admin/courses/${c.id}/content`} fw={600}>
              {c.title}
            </Anchor>
            <Badge variant="light" color={c.is_published ? 'green' : 'gray'}>
              {t(c.is_published ? 'adminOutline.published' : 'adminOutline.draft')}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
