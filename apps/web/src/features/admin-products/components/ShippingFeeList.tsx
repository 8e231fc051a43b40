// The shipping fees of the back office (spec §3, §5 shipping fee): a paged list, a dialog to add or edit
// one (for every product or for one), delete after a confirmation (refused once an order used it).
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductPageSchema } from '@rian/contracts/admin/products';
import { ShippingFeeCreateSchema, ShippingFeePageSchema, type AdminShippingFee } from '@rian/contracts/admin/shipping-fees';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { fieldError, serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeleteShippingFee, useSaveShippingFee } from '../api/products-admin-api.ts';
import { toMajor, toMinor, type MoneyValue } from './money-input.ts';
import { zodIssues } from './zod-issues.ts';
import '../i18n.ts';

export function ShippingFeeList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<AdminShippingFee | 'new' | null>(null);
  const remove = useDeleteShippingFee();
  const col = (key: string) => t(`adminProducts.fees.col.${key}` as 'adminProducts.fees.col.name');
  const columns: Column<AdminShippingFee>[] = [
    { key: 'name', label: col('name'), sort: 'name', render: (f) => f.name },
    { key: 'price', label: col('price'), sort: 'price', render: (f) => formatPrice(f.price, lang) },
    { key: 'product', label: col('product'), render: (f) => f.product_title ?? t('adminProducts.fees.allProducts') },
    { key: 'sort', label: col('sort'), sort: 'sort', render: (f) => f.sort },
    {
      key: 'actions',
      label: '',
      render: (f) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(f)}
            aria-label={`${t('adminProducts.fees.edit')} ${f.name}`}
          >
            {t('adminProducts.fees.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`${t('admin.confirm.delete')} ${f.name}`}
            onClick={() =>
              confirmDelete(t, f.name, () =>
                remove.mutate(f.id, {
                  onSuccess: () => notifyDone(t('admin.confirm.deleted')),
                  onError: (e) => notifyFailed(t, lang, e),
                }),
              )
            }
          >
            {t('admin.confirm.delete')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminProducts.fees.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="new-fee">
          {t('adminProducts.fees.new')}
        </Button>
      </Group>
      <DataTable
        resource="shipping-fees"
        schema={ShippingFeePageSchema}
        columns={columns}
        label={t('adminProducts.fees.title')}
        testId="fee-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('adminProducts.fees.new') : t('adminProducts.fees.edit')}
        centered
      >
        {editing ? <FeeForm fee={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

interface FeeValues {
  name: string;
  price: MoneyValue;
  price_usd: MoneyValue;
  product_id: string;
  sort: number | '';
}

const toBody = (v: FeeValues) => ({
  name: v.name,
  price: toMinor(v.price) ?? -1,
  price_usd: toMinor(v.price_usd),
  product_id: v.product_id === '' ? null : Number(v.product_id),
  sort: v.sort === '' ? 0 : v.sort,
});

function FeeForm({ fee, onDone }: { fee: AdminShippingFee | null; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveShippingFee();
  const products = useQuery(adminListQuery('products', ProductPageSchema, { per_page: 100, sort: 'title' }));
  const form = useForm<FeeValues>({
    initialValues: {
      name: fee?.name ?? '',
      price: fee ? toMajor(fee.price) : '',
      price_usd: toMajor(fee?.price_usd ?? null),
      product_id: fee?.product_id ? String(fee.product_id) : '',
      sort: fee?.sort ?? 0,
    },
    validate: (v) => zodIssues(ShippingFeeCreateSchema, toBody(v)),
  });
  const input = (name: keyof FeeValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(t, props.error), 'data-testid': `fee-${name}` };
  };
  const f = (key: string) => t(`adminProducts.fees.field.${key}` as 'adminProducts.fees.field.name');
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: fee?.id ?? null, body: toBody(values) },
        {
          onSuccess: () => {
            notifyDone(t('admin.form.saved'));
            onDone();
          },
          onError: (e) => {
            form.setErrors(serverFieldErrors(e, lang));
            notifyFailed(t, lang, e);
          },
        },
      ),
    () => notifyInvalid(t),
  );
  const productChoices = [
    { value: '', label: t('adminProducts.fees.allProducts') },
    ...(products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={f('name')} required data-autofocus {...input('name')} />
        <NumberInput label={f('price')} required min={0} decimalScale={2} {...input('price')} />
        <NumberInput label={f('price_usd')} min={0} decimalScale={2} {...input('price_usd')} />
        <Select label={f('product_id')} data={productChoices} allowDeselect={false} searchable {...input('product_id')} />
        <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-fee">
            {t('admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
