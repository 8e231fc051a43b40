// The order list's filters, kept in the page's address: status, method, Thai calendar days and the
// withholding certificates still due ("50 ทวิ ค้าง"); and the CSV download of the list as filtered
// (course and product filters come from links to the list).
import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import { PAYMENT_METHODS } from '@rian/domain/payment-methods';
import { ADMIN_API } from '../../../lib/admin-api.ts';
import { withQuery } from '../../../lib/api-client.ts';

export const ORDER_FILTERS = ['status', 'method', 'from', 'to', 'course', 'product', 'certificate'] as const;

type Query = Record<string, string | undefined>;

export function OrderFilters({ query, set }: { query: Query; set: (changes: Query) => void }) {
  const { t } = useTranslation();
  const choice = (key: 'status' | 'method') => ({
    label: t(`adminOrders.filter.${key}`),
    placeholder: t('adminOrders.filter.all'),
    clearable: true,
    value: query[key] ?? null,
    onChange: (value: string | null) => set({ [key]: value ?? undefined }),
  });
  const day = (key: 'from' | 'to') => ({
    type: 'date',
    label: t(`adminOrders.filter.${key}`),
    value: query[key] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value || undefined }),
    'data-testid': `filter-${key}`,
  });
  const exportQuery = Object.fromEntries(['q', 'sort', ...ORDER_FILTERS].map((k) => [k, query[k]]));
  return (
    <>
      <Select
        {...choice('status')}
        data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`adminOrders.status.${s}`) }))}
        w={170}
        data-testid="filter-status"
      />
      <Select
        {...choice('method')}
        data={PAYMENT_METHODS.map((m) => ({
          value: String(m.id),
          label: t(`paymentStep.methods.${m.textKey}` as 'paymentStep.methods.m1'),
        }))}
        w={220}
      />
      <TextInput {...day('from')} />
      <TextInput {...day('to')} />
      <Checkbox
        label={t('adminOrders.filter.certificatePending')}
        checked={query.certificate === 'pending'}
        onChange={(e) => set({ certificate: e.currentTarget.checked ? 'pending' : undefined })}
        style={{ alignSelf: 'flex-end', paddingBottom: 8 }}
        data-testid="filter-certificate"
      />
      <Button
        component="a"
        variant="default"
        href={withQuery(`${ADMIN_API}/orders/export.csv`, exportQuery)}
        download
        data-testid="export-orders"
      >
        {t('adminOrders.export')}
      </Button>
    </>
  );
}
