// /admin/orders: every order, searched and filtered on the server (status, method, Thai days), newest
// first; each row opens the order. The CSV button downloads the same filtered list for Excel.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderPageSchema, type AdminOrderRow } from '@rian/contracts/admin/orders';
import { DataTable, useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { OrderFilters, ORDER_FILTERS } from './OrderFilters.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

export function OrderList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, set } = useListParams(ORDER_FILTERS);
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
        filterKeys={ORDER_FILTERS}
        rowHref={(o) => `/admin/orders/${o.id}`}
        testId="order-table"
        filters={<OrderFilters query={query} set={set} />}
      />
    </Stack>
  );
}
