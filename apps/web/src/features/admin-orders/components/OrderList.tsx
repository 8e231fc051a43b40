// /admin/orders: every order, searched and filtered on the server (status, method, Thai days), newest
// first; each row opens the order. The CSV button downloads the same filtered list for Excel.
import { useTranslation } from 'react-i18next';
import { OrderPageSchema, type AdminOrderRow } from '@rian/contracts/admin/orders';
import { BuyerCell } from '../../../components/admin/BuyerCell.tsx';
import { dateColumn } from '../../../components/admin/columns.ts';
import { useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { ListPage } from '../../../components/admin/ListPage.tsx';
import { formatPrice } from '../../../lib/format.ts';
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
    dateColumn('created_at', col('when'), lang),
    { key: 'buyer', label: col('buyer'), render: (o) => <BuyerCell buyer={o.buyer} /> },
    { key: 'items', label: col('items'), render: (o) => o.items.join(', ') },
    { key: 'method', label: col('method'), render: (o) => o.payment_method ?? '—' },
    {
      key: 'total',
      label: col('total'),
      sort: 'total',
      render: (o) => formatPrice(o.total, lang, o.currency_code === 'USD' ? 'USD' : 'THB'),
    },
    { key: 'status', label: col('status'), render: (o) => <OrderStatusBadge status={o.status} test={o.is_test} /> },
  ];
  return (
    <ListPage
      title={t('adminOrders.title')}
      lead={t('adminOrders.lead')}
      testName="order"
      resource="orders"
      schema={OrderPageSchema}
      columns={columns}
      filterKeys={ORDER_FILTERS}
      editorPath="/admin/orders"
      filters={<OrderFilters query={query} set={set} />}
    />
  );
}
