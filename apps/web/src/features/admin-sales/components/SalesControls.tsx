// The dashboard's period (Thai calendar days, a range picker in the UI language, Buddhist-era years in
// Thai), its bucket, and the CSV of the same figures.
import { Button, Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import { useTranslation } from 'react-i18next';
import { SALES_BUCKETS, type SalesBucket } from '@rian/domain/sales-range';
import { useLang } from '../../../lib/use-lang.ts';
import { salesCsvHref, type SalesParams } from '../api/sales-api.ts';

dayjs.extend(buddhistEra);

interface Props {
  /** The period the server answered (its defaults filled in). */
  shown: { from: string; to: string } | undefined;
  params: SalesParams;
  onChange: (changes: SalesParams) => void;
}

export function SalesControls({ shown, params, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const year = lang === 'th' ? 'BBBB' : 'YYYY';
  const value: [string | null, string | null] = [params.from ?? shown?.from ?? null, params.to ?? shown?.to ?? null];
  return (
    <Group align="end" wrap="wrap">
      <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          label={t('adminSales.period')}
          value={value}
          valueFormat={`D MMM ${year}`}
          monthLabelFormat={`MMMM ${year}`}
          maxDate={dayjs().format('YYYY-MM-DD')}
          onChange={([from, to]) => {
            if (from && to) onChange({ from, to });
          }}
          miw={260}
          data-testid="sales-period"
        />
      </DatesProvider>
      <SegmentedControl
        aria-label={t('adminSales.bucket.label')}
        value={params.bucket ?? 'day'}
        onChange={(bucket) => onChange({ bucket: bucket as SalesBucket })}
        data={SALES_BUCKETS.map((b) => ({ value: b, label: t(`adminSales.bucket.${b}`) }))}
        data-testid="sales-bucket"
      />
      <Button component="a" variant="default" href={salesCsvHref(params)} download data-testid="export-sales">
        {t('adminSales.export')}
      </Button>
    </Group>
  );
}
