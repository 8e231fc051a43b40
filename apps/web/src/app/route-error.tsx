import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A page that failed to load its code or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1} size="h2">
          {t('app.loadError')}
        </Title>
        <Text c="dimmed">{error instanceof Error ? error.message : null}</Text>
        <Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>
      </Stack>
    </Container>
  );
}
