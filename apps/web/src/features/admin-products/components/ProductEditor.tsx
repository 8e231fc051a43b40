// One product in the back office: its fields (spec §3 product detail), validated by the same contract
// as the server and saved as a PATCH; publish and unpublish; its stock and stock history; delete after
// a confirmation (refused once it has orders: IN_USE, unpublish instead).
import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductOneSchema, ProductPatchSchema, type AdminProduct } from '@rian/contracts/admin/products';
import { useLang } from '../../../lib/use-lang.ts';
import { recordPage, DeleteRecordButton, EditorFormFrame, EditorHeading } from '../../../components/admin/EditorFrame.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useEditorForm } from '../../../components/admin/useEditorForm.ts';
import { useDeleteProduct, useUpdateProduct } from '../api/products-admin-api.ts';
import { ProductFields } from './ProductFields.tsx';
import { formValues, toPatch } from './product-form-values.ts';
import { StockPanel } from './StockPanel.tsx';
import '../i18n.ts';

export const ProductEditor = recordPage('products', ProductOneSchema, EditProduct);

function EditProduct({ record: product }: { record: AdminProduct }) {
  const { t } = useTranslation();
  const update = useUpdateProduct(product.id);
  // The form follows the stored product each time a save, a publish or a stock move brings it back.
  const editor = useEditorForm({
    stored: product,
    values: formValues,
    toPatch,
    patchSchema: ProductPatchSchema,
    update,
    slugField: 'slug',
  });
  return (
    <Stack>
      <EditorHeading
        title={product.title}
        state={
          <>
            <Badge color={product.is_published ? 'teal' : 'gray'} variant="light" data-testid="product-state">
              {product.is_published ? t('adminProducts.products.published') : t('adminProducts.products.hidden')}
            </Badge>
            {product.is_published ? (
              <Anchor href={product.url} target="_blank" size="sm">
                {t('adminProducts.products.preview')}
              </Anchor>
            ) : null}
          </>
        }
        actions={<ProductActions product={product} dirty={editor.form.isDirty()} />}
      />
      <StockPanel product={product} />
      <EditorFormFrame editor={editor} testId="product-form" saveTestId="save-product">
        <ProductFields form={editor.form} />
      </EditorFormFrame>
    </Stack>
  );
}

function ProductActions({ product, dirty }: { product: AdminProduct; dirty: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
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
      <DeleteRecordButton
        id={product.id}
        name={product.title}
        remove={remove}
        listPath="/admin/products"
        testId="delete-product"
      />
    </Group>
  );
}
