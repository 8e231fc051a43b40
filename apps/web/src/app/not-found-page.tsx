import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../features/layout/hooks/use-page-meta.ts';

export function NotFoundPage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageMeta(heading);
  return (
    <Container size="sm" py={64} data-testid="not-found">
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={700} c="indigo.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
