// /admin/orders: every order, searched and filtered on the server (status, method, Thai days), newest
// first; each row opens the order. The CSV button downloads the same filtered list for Excel.
import type { ChangeEvent } from 'react';
import { Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderPageSchema, type AdminOrderRow } from '@rian/contracts/admin/orders';
import { PAYMENT_METHODS } from '@rian/domain/payment-methods';
import { ORDER_STATUSES } from '@rian/domain/lifecycles/order';
import { DataTable, useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { ADMIN_API } from '../../../lib/admin-api.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

const FILTERS = ['status', 'method', 'from', 'to', 'course', 'product'] as const;

export function OrderList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, set } = useListParams(FILTERS);
  const col = (key: string) => t(`adminOrders.col.${key}` as 'adminOrders.col.id');
  const columns: Column<AdminOrderRow>[] = [
    { key: 'id', label: col('id'), sort: 'id', render: (o) => `#${o.id}` },
    { key: 'when', label: col('when'), sort: 'created_at', render: (o) => formatDate(o.created_at, lang, true) },
    {
      key: 'buyer',
      label: col('buyer'),
      render: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.buyer.name}</Text>
          <Text size="xs" c="dimmed">
            {o.buyer.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'items', label: col('items'), render: (o) => o.items.join(', ') },
    { key: 'method', label: col('method'), render: (o) => o.payment_method ?? '—' },
    {
      key: 'total',
      label: col('total'),
      sort: 'total',
      render: (o) => formatPrice(o.total, lang, o.currency_code === 'USD' ? 'USD' : 'THB'),
    },
    { key: 'status', label: col('status'), render: (o) => <OrderStatusBadge status={o.status} /> },
  ];
  const filter = (key: (typeof FILTERS)[number]) => ({
    value: query[key] ?? null,
    onChange: (value: string | null) => set({ [key]: value ?? undefined }),
  });
  /** A Thai day bounding the list, none when cleared. */
  const dayFilter = (key: 'from' | 'to') => ({
    label: t(`adminOrders.filter.${key}`),
    value: query[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: e.currentTarget.value || undefined }),
    'data-testid': `filter-${key}`,
  });
  const exportQuery = Object.fromEntries(['q', 'sort', ...FILTERS].map((k) => [k, query[k]]));
  return (
    <Stack>
      <Title order={1}>{t('adminOrders.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('adminOrders.lead')}
      </Text>
      <DataTable
        resource="orders"
        schema={OrderPageSchema}
        columns={columns}
        label={t('adminOrders.title')}
        filterKeys={FILTERS}
        rowHref={(o) => `/admin/orders/${o.id}`}
        testId="order-table"
        filters={
          <>
            <Select
              label={t('adminOrders.filter.status')}
              placeholder={t('adminOrders.filter.all')}
              data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`adminOrders.status.${s}`) }))}
              clearable
              w={170}
              data-testid="filter-status"
              {...filter('status')}
            />
            <Select
              label={t('adminOrders.filter.method')}
              placeholder={t('adminOrders.filter.all')}
              data={PAYMENT_METHODS.map((m) => ({
                value: String(m.id),
                label: t(`paymentStep.methods.${m.textKey}` as 'paymentStep.methods.m1'),
              }))}
              clearable
              w={220}
              {...filter('method')}
            />
            <TextInput type="date" {...dayFilter('from')} />
            <TextInput type="date" {...dayFilter('to')} />
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
        }
      />
    </Stack>
  );
}
