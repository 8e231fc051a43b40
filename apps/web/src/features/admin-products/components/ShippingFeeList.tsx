// The shipping fees of the back office (spec §3, §5 shipping fee): a paged list, a dialog to add or edit
// one (for every product or for one), delete after a confirmation (refused once an order used it).
import { NumberInput, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductPageSchema } from '@rian/contracts/admin/products';
import { ShippingFeeCreateSchema, ShippingFeePageSchema, type AdminShippingFee } from '@rian/contracts/admin/shipping-fees';
import { sortColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSaveShippingFee } from '../api/products-admin-api.ts';
import { toMajor, toMinor, type MoneyValue } from '../../../lib/money-input.ts';
import { zodIssues } from '../../../components/admin/zod-issues.ts';
import '../i18n.ts';

export function ShippingFeeList() {
  const { t } = useTranslation();
  const lang = useLang();
  const col = (key: string) => t(`adminProducts.fees.col.${key}` as 'adminProducts.fees.col.name');
  const columns: Column<AdminShippingFee>[] = [
    { key: 'name', label: col('name'), sort: 'name', render: (f) => f.name },
    { key: 'price', label: col('price'), sort: 'price', render: (f) => formatPrice(f.price, lang) },
    { key: 'product', label: col('product'), render: (f) => f.product_title ?? t('adminProducts.fees.allProducts') },
    sortColumn(col('sort')),
  ];
  return (
    <ResourceListPage
      texts={t('adminProducts.fees', { returnObjects: true })}
      testName="fee"
      resource="shipping-fees"
      schema={ShippingFeePageSchema}
      columns={columns}
      edit={{ name: (f) => f.name }}
      form={(fee, dialog) => <FeeForm fee={fee} onDone={dialog.close} />}
    />
  );
}

type FeeValues = {
  name: string;
  price: MoneyValue;
  price_usd: MoneyValue;
  product_id: string;
  sort: number | '';
};

const valuesOf = (fee: AdminShippingFee | null): FeeValues => ({
  name: fee?.name ?? '',
  price: fee ? toMajor(fee.price) : '',
  price_usd: toMajor(fee?.price_usd ?? null),
  product_id: fee?.product_id ? String(fee.product_id) : '',
  sort: fee?.sort ?? 0,
});

const toBody = (v: FeeValues) => ({
  name: v.name,
  price: toMinor(v.price) ?? -1,
  price_usd: toMinor(v.price_usd),
  product_id: v.product_id === '' ? null : Number(v.product_id),
  sort: v.sort === '' ? 0 : v.sort,
});

function FeeForm({ fee, onDone }: { fee: AdminShippingFee | null; onDone: () => void }) {
  const { t } = useTranslation();
  const products = useQuery(adminListQuery('products', ProductPageSchema, { per_page: 100, sort: 'title' }));
  const { input, submit, saving } = useResourceForm({
    initialValues: valuesOf(fee),
    validate: (v) => zodIssues(ShippingFeeCreateSchema, toBody(v)),
    save: useSaveShippingFee(),
    vars: (values) => ({ id: fee?.id ?? null, body: toBody(values) }),
    onDone,
    testIdPrefix: 'fee',
  });
  const f = (key: string) => t(`adminProducts.fees.field.${key}` as 'adminProducts.fees.field.name');
  const productChoices = [
    { value: '', label: t('adminProducts.fees.allProducts') },
    ...(products.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
  ];
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-fee">
      <TextInput label={f('name')} required data-autofocus {...input('name')} />
      <NumberInput label={f('price')} required min={0} decimalScale={2} {...input('price')} />
      <NumberInput label={f('price_usd')} min={0} decimalScale={2} {...input('price_usd')} />
      <Select label={f('product_id')} data={productChoices} allowDeselect={false} searchable {...input('product_id')} />
      <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
    </DialogForm>
  );
}
