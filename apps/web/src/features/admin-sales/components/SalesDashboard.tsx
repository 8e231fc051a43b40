// /admin/sales: the sales dashboard. The period and bucket sit in the page's address; the server
// answers every figure (THB and USD apart) and fills in the default period, the last 30 Thai days.
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SALES_BUCKETS, type SalesBucket } from '@rian/domain/sales-range';
import { errorText } from '../../../lib/error-text.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { salesQuery, type SalesParams } from '../api/sales-api.ts';
import { RevenueChart } from './RevenueChart.tsx';
import { SalesControls } from './SalesControls.tsx';
import { SalesFigures } from './SalesFigures.tsx';
import { SalesTable } from './SalesTable.tsx';

const isBucket = (b: string | null): b is SalesBucket => SALES_BUCKETS.includes(b as SalesBucket);

export function SalesDashboard() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const bucket = search.get('bucket');
  const params: SalesParams = {
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    bucket: isBucket(bucket) ? bucket : undefined,
  };
  const change = (changes: SalesParams) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) next.set(k, v as string);
    setSearch(next, { replace: true });
  };
  const sales = useQuery(salesQuery(params));
  const report = sales.data?.data;
  const withUsd = Boolean(report && (report.paid.amounts.USD > 0 || report.refunds.amounts.USD > 0));
  const table = (key: 'orders' | 'sold') => ({ countLabel: t(`adminSales.table.${key}`), withUsd });
  return (
    <Stack data-testid="admin-sales">
      <Title order={1}>{t('adminSales.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('adminSales.lead')}
      </Text>
      <SalesControls shown={report} params={params} onChange={change} />
      {sales.error && <Alert color="red">{errorText(sales.error, lang)}</Alert>}
      {!report && !sales.error && <Loader />}
      {report && (
        <>
          <SalesFigures report={report} />
          <RevenueChart report={report} currency="THB" />
          {report.paid.amounts.USD > 0 && <RevenueChart report={report} currency="USD" />}
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <SalesTable
              title={t('adminSales.table.courses')}
              rows={report.top_courses.map((c) => ({ ...c, key: c.id, name: c.title }))}
              testId="sales-courses"
              {...table('sold')}
            />
            <SalesTable
              title={t('adminSales.table.products')}
              rows={report.top_products.map((p) => ({ ...p, key: p.id, name: p.title }))}
              testId="sales-products"
              {...table('sold')}
            />
            <SalesTable
              title={t('adminSales.table.method')}
              rows={report.by_method.map((m) => ({ ...m, key: m.method_id ?? 0, name: m.name ?? t('adminSales.table.deleted') }))}
              testId="sales-methods"
              {...table('orders')}
            />
            <SalesTable
              title={t('adminSales.table.status')}
              rows={report.by_status.map((s) => ({ ...s, key: s.status, name: t(`adminSales.status.${s.status}`) }))}
              testId="sales-status"
              {...table('orders')}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
