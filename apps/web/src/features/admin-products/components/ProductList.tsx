// The product list of the back office: searched, filtered by publish state, sorted and paged on the
// server, with the way to make a new product.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductCreateSchema, ProductPageSchema, type AdminProductRow } from '@rian/contracts/admin/products';
import { dateColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { ListFilterSelect } from '../../../components/admin/ListFilterSelect.tsx';
import { NewTitleForm } from '../../../components/admin/NewTitleForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreateProduct } from '../api/products-admin-api.ts';
import '../i18n.ts';

const FILTERS = ['published'] as const;

export function ProductList() {
  const { t } = useTranslation();
  const lang = useLang();
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
    dateColumn('updated_at', col('updated'), lang),
  ];

  return (
    <ResourceListPage
      texts={t('adminProducts.products', { returnObjects: true })}
      testName="product"
      resource="products"
      schema={ProductPageSchema}
      columns={columns}
      editorPath="/admin/products"
      filterKeys={FILTERS}
      filters={
        <ListFilterSelect
          name="published"
          label={col('state')}
          all={t('adminProducts.products.allStates')}
          options={[
            { value: 'yes', label: t('adminProducts.products.published') },
            { value: 'no', label: t('adminProducts.products.hidden') },
          ]}
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
          created={t('adminProducts.products.created')}
          onCreated={dialog.open}
        />
      )}
    />
  );
}
