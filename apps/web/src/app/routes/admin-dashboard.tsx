// /admin: the back office's landing — the last 30 days' sales, the course figures and the latest changes.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseCounts } from '../../features/admin-catalogue/components/CourseCounts.tsx';
import { SalesGlance } from '../../features/admin-sales/components/SalesGlance.tsx';
import { RecentChanges } from '../../features/admin-audit/components/RecentChanges.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack data-testid="admin-dashboard">
      <Title order={1}>{t('admin.nav.dashboard')}</Title>
      <Text c="dimmed">{t('admin.dashboard.lead')}</Text>
      <SalesGlance />
      <CourseCounts />
      <RecentChanges />
    </Stack>
  );
}
