// The product list of the back office: searched, filtered by publish state, sorted and paged on the
// server, with the way to make a new product.
import { useState } from 'react';
import { Badge, Button, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductCreateSchema, ProductPageSchema, type AdminProductRow } from '@rian/contracts/admin/products';
import { DataTable, useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { formatDate, formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreateProduct } from '../api/products-admin-api.ts';
import '../i18n.ts';

const FILTERS = ['published'] as const;

export function ProductList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, set } = useListParams(FILTERS);
  const [creating, setCreating] = useState(false);
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
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminProducts.products.title')}</Title>
        <Button onClick={() => setCreating(true)} data-testid="new-product">
          {t('adminProducts.products.new')}
        </Button>
      </Group>
      <DataTable
        resource="products"
        schema={ProductPageSchema}
        columns={columns}
        label={t('adminProducts.products.title')}
        filterKeys={FILTERS}
        rowHref={(p) => `/admin/products/${p.id}`}
        testId="product-table"
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
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('adminProducts.products.new')} centered>
        <NewProductForm onDone={() => setCreating(false)} />
      </Modal>
    </Stack>
  );
}

function NewProductForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateProduct();
  const form = useForm({ initialValues: { title: '' }, validate: schemaResolver(ProductCreateSchema, { sync: true }) });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ data }) => {
        notifyDone(t('adminProducts.products.created'));
        onDone();
        void navigate(`/admin/products/${data.id}`);
      },
      onError: (e) => notifyFailed(t, lang, e),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('adminProducts.products.newLead')}
        </Text>
        <TextInput
          label={t('adminProducts.products.field.title')}
          required
          data-autofocus
          {...form.getInputProps('title')}
          error={fieldError(t, form.errors.title)}
          data-testid="new-product-title"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('adminProducts.products.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
