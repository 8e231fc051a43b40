// One product in the back office: its fields (spec §3 product detail), validated by the same contract
// as the server and saved as a PATCH; publish and unpublish; its stock and stock history; delete after
// a confirmation (refused once it has orders: IN_USE, unpublish instead).
import { useEffect } from 'react';
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductOneSchema, ProductPatchSchema, type AdminProduct } from '@rian/contracts/admin/products';
import { adminOneQuery } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText } from '../../../lib/error-text.ts';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { useDeleteProduct, useUpdateProduct } from '../api/products-admin-api.ts';
import { ProductFields } from './ProductFields.tsx';
import { formValues, toPatch, type ProductFormValues } from './product-form-values.ts';
import { StockPanel } from './StockPanel.tsx';
import '../i18n.ts';

export function ProductEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const product = useQuery(adminOneQuery('products', ProductOneSchema, id));
  if (product.isPending) return <LoadingNotice>{t('admin.table.loading')}</LoadingNotice>;
  if (product.isError) {
    return (
      <ErrorNotice message={errorText(product.error, lang)} retryLabel={t('app.retry')} onRetry={() => void product.refetch()} />
    );
  }
  return <EditProduct product={product.data.data} />;
}

const validatePatch = schemaResolver(ProductPatchSchema, { sync: true });

function EditProduct({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdateProduct(product.id);
  const form = useForm<ProductFormValues>({ initialValues: formValues(product), validate: (v) => validatePatch(toPatch(v)) });
  useEffect(() => {
    form.setInitialValues(formValues(product));
    form.reset();
    // The form follows the stored product each time a save, a publish or a stock move brings it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);

  const save = form.onSubmit(
    (values) =>
      update.mutate(toPatch(values), {
        onSuccess: () => notifyDone(t('admin.form.saved'), t('admin.form.savedLead')),
        onError: (e) => {
          form.setErrors(serverFieldErrors(e, lang, 'slug'));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{product.title}</Title>
          <Group gap="xs">
            <Badge color={product.is_published ? 'teal' : 'gray'} variant="light" data-testid="product-state">
              {product.is_published ? t('adminProducts.products.published') : t('adminProducts.products.hidden')}
            </Badge>
            {product.is_published ? (
              <Anchor href={product.url} target="_blank" size="sm">
                {t('adminProducts.products.preview')}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
        <ProductActions product={product} dirty={form.isDirty()} />
      </Group>
      <StockPanel product={product} />
      <form onSubmit={save} noValidate data-testid="product-form">
        <ProductFields form={form} />
        <Group justify="flex-end" mt="md" className="admin-form__actions">
          <Button type="submit" loading={update.isPending} data-testid="save-product">
            {t('admin.form.save')}
          </Button>
        </Group>
      </form>
      <UnsavedGuard dirty={form.isDirty() && !update.isPending} />
    </Stack>
  );
}

function ProductActions({ product, dirty }: { product: AdminProduct; dirty: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const update = useUpdateProduct(product.id);
  const remove = useDeleteProduct();
  const publish = !product.is_published;
  return (
    <Group gap="xs">
      <Button
        variant={publish ? 'filled' : 'default'}
        color={publish ? 'teal' : undefined}
        loading={update.isPending}
        disabled={dirty}
        data-testid={publish ? 'product-publish' : 'product-unpublish'}
        onClick={() =>
          update.mutate(
            { is_published: publish },
            {
              onSuccess: () =>
                notifyDone(publish ? t('adminProducts.products.publishedDone') : t('adminProducts.products.unpublishedDone')),
              onError: (e) => notifyFailed(t, lang, e),
            },
          )
        }
      >
        {publish ? t('adminProducts.products.publish') : t('adminProducts.products.unpublish')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        data-testid="delete-product"
        onClick={() =>
          confirmDelete(t, product.title, () =>
            remove.mutate(product.id, {
              onSuccess: () => {
                notifyDone(t('admin.confirm.deleted'));
                void navigate('/admin/products');
              },
              onError: (e) => notifyFailed(t, lang, e),
            }),
          )
        }
      >
        {t('admin.confirm.delete')}
      </Button>
    </Group>
  );
}
