// The back office's landing: the last 30 days' paid baht and the transfers awaiting review, a link
// into the sales dashboard.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { salesQuery } from '../api/sales-api.ts';

export function SalesGlance() {
  const { t } = useTranslation();
  const lang = useLang();
  const report = useQuery(salesQuery({})).data?.data;
  return (
    <Paper withBorder p="md" data-testid="sales-glance">
      <Title order={2} size="h4" mb="sm">
        <Anchor component={Link} to="/admin/sales" c="inherit">
          {t('adminSales.glance')}
        </Anchor>
      </Title>
      <Group gap="xl">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('adminSales.figure.paid')}
          </Text>
          <Text fz={26} fw={700} data-testid="glance-paid">
            {report ? formatPrice(report.paid.amounts.THB, lang) : '…'}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('adminSales.figure.pending')}
          </Text>
          <Anchor component={Link} to="/admin/payments" fz={26} fw={700} data-testid="glance-pending">
            {report ? report.pending_approvals.count : '…'}
          </Anchor>
        </Stack>
      </Group>
      <Anchor component={Link} to="/admin/sales" size="sm">
        {t('adminSales.more')}
      </Anchor>
    </Paper>
  );
}
