// The dashboard's cards: paid, refunds and net of refunds (baht, with dollars below when the period
// has any), and the transfer reports awaiting review now (a link to /admin/payments).
import type { ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SalesAmounts, SalesReport } from '@rian/contracts/admin/sales';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

interface FigureProps {
  label: string;
  value: string;
  /** Dollars, shown under the baht when there are any. */
  usd?: string | null;
  note: ReactNode;
  testId: string;
}

function Figure({ label, value, usd, note, testId }: FigureProps) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {usd && (
        <Text fz="lg" fw={600} data-testid={`${testId}-usd`}>
          {usd}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

export function SalesFigures({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { paid, refunds, net, pending_approvals: pending } = report;
  const withUsd = paid.amounts.USD !== 0 || refunds.amounts.USD !== 0;
  const money = (amounts: SalesAmounts) => ({
    value: formatPrice(amounts.THB, lang),
    usd: withUsd ? formatPrice(amounts.USD, lang, 'USD') : null,
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Figure
        label={t('adminSales.figure.paid')}
        {...money(paid.amounts)}
        note={t('adminSales.figure.orders', { count: paid.count })}
        testId="sales-paid"
      />
      <Figure
        label={t('adminSales.figure.refunds')}
        {...money(refunds.amounts)}
        note={t('adminSales.figure.refundCount', { count: refunds.count })}
        testId="sales-refunds"
      />
      <Figure label={t('adminSales.figure.net')} {...money(net)} note={null} testId="sales-net" />
      <Figure
        label={t('adminSales.figure.pending')}
        value={String(pending.count)}
        note={
          <Anchor component={Link} to="/admin/payments" size="sm">
            {t('adminSales.figure.pendingHint')}
          </Anchor>
        }
        testId="sales-pending"
      />
    </SimpleGrid>
  );
}
