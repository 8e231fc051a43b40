// The product list of the back office: searched, filtered by publish state, sorted and paged on the
// server, with the way to make a new product.
import { Badge, Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductCreateSchema, ProductPageSchema, type AdminProductRow } from '@rian/contracts/admin/products';
import { useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { NewTitleForm } from '../../../components/admin/NewTitleForm.tsx';
import { notifyDone } from '../../../components/admin/notify.ts';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreateProduct } from '../api/products-admin-api.ts';
import '../i18n.ts';

const FILTERS = ['published'] as const;

export function ProductList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, set } = useListParams(FILTERS);
  const navigate = useNavigate();
  const create = useCreateProduct();
  const col = (key: string) => t(`adminProducts.products.col.${key}` as 'adminProducts.products.col.title');
  const columns: Column<AdminProductRow>[] = [
    { key: 'title', label: col('title'), sort: 'title', render: (p) => p.title },
    { key: 'sku', label: col('sku'), render: (p) => p.sku ?? '—' },
    { key: 'price', label: col('price'), sort: 'price', render: (p) => formatPrice(p.price, lang) },
    { key: 'stock', label: col('stock'), sort: 'available_qty', render: (p) => p.available_qty },
    {
      key: 'state',
      label: col('state'),
      render: (p) => (
        <Badge color={p.is_published ? 'teal' : 'gray'} variant="light">
          {p.is_published ? t('adminProducts.products.published') : t('adminProducts.products.hidden')}
        </Badge>
      ),
    },
    { key: 'updated', label: col('updated'), sort: 'updated_at', render: (p) => formatDate(p.updated_at, lang, true) },
  ];

  return (
    <ResourceListPage
      title={t('adminProducts.products.title')}
      newLabel={t('adminProducts.products.new')}
      newTestId="new-product"
      resource="products"
      schema={ProductPageSchema}
      columns={columns}
      testId="product-table"
      rowHref={(p) => `/admin/products/${p.id}`}
      filterKeys={FILTERS}
      filters={
        <Select
          label={col('state')}
          data={[
            { value: '', label: t('adminProducts.products.allStates') },
            { value: 'yes', label: t('adminProducts.products.published') },
            { value: 'no', label: t('adminProducts.products.hidden') },
          ]}
          value={query.published ?? ''}
          onChange={(v) => set({ published: v || undefined })}
          allowDeselect={false}
          w={180}
        />
      }
      form={(_, dialog) => (
        <NewTitleForm
          schema={ProductCreateSchema}
          create={create}
          label={t('adminProducts.products.field.title')}
          lead={t('adminProducts.products.newLead')}
          submitLabel={t('adminProducts.products.create')}
          testId="new-product-title"
          onCreated={(product) => {
            notifyDone(t('adminProducts.products.created'));
            dialog.close();
            void navigate(`/admin/products/${product.id}`);
          }}
        />
      )}
    />
  );
}
