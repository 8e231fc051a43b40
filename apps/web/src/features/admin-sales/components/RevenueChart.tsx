// Revenue per bucket as bars, one chart per currency (baht always; dollars only when the period sold
// in dollars). Amounts arrive in minor units and are charted in baht or dollars.
import { Paper, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@rian/contracts/admin/sales';
import type { Currency } from '@rian/domain/money';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

const labelFormats = new Map<string, Intl.DateTimeFormat>();

/** A bucket's first day as the axis says it: "3 พ.ย." for a day or week, "พ.ย. 69" for a month. */
function bucketLabel(start: string, bucket: SalesReport['bucket'], lang: string): string {
  const key = `${lang}|${bucket}`;
  let f = labelFormats.get(key);
  if (!f) {
    const parts: Intl.DateTimeFormatOptions =
      bucket === 'month' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' };
    f = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { ...parts, timeZone: 'UTC' });
    labelFormats.set(key, f);
  }
  return f.format(new Date(`${start}T00:00:00Z`));
}

export function RevenueChart({ report, currency }: { report: SalesReport; currency: Currency }) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = report.series.map((p) => ({
    label: bucketLabel(p.start, report.bucket, lang),
    amount: p.amounts[currency] / 100,
  }));
  return (
    <Paper withBorder p="md" data-testid={`sales-chart-${currency}`}>
      <Title order={2} size="h4" mb="sm">
        {t(currency === 'THB' ? 'adminSales.chart.thb' : 'adminSales.chart.usd')}
      </Title>
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        series={[{ name: 'amount', label: currency, color: currency === 'THB' ? 'teal.6' : 'indigo.6' }]}
        valueFormatter={(major) => formatPrice(Math.round(major * 100), lang, currency)}
        tickLine="y"
        gridAxis="y"
      />
    </Paper>
  );
}
