// The product editor's inputs, grouped as spec §3 lists a product's detail: the product, its price and
// shipping weight, its pictures, its search and sharing texts. Each input's error is the contract's
// rule in the reader's language.
import { Fieldset, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { SeoFieldset } from '../../../components/admin/SeoFieldset.tsx';
import { UploadUrlField } from '../../../components/admin/UploadUrlField.tsx';
import { RichTextField, richText } from '../../../components/admin/rich-text/RichTextField.tsx';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
import { ImageListEditor } from './ImageListEditor.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import '../i18n.ts';

type Form = UseFormReturnType<ProductFormValues>;

export function ProductFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const input = useFieldInput(form);
  const f = (key: string) => t(`adminProducts.products.field.${key}` as 'adminProducts.products.field.title');
  const money = { min: 0, decimalScale: 2, thousandSeparator: ',' };

  return (
    <Stack>
      <Fieldset legend={t('adminProducts.products.sections.basics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={f('title')} required {...input('title')} />
          <TextInput label={f('title_en')} {...input('title_en')} />
          <TextInput label={f('slug')} required {...input('slug')} />
          <TextInput label={f('sku')} {...input('sku')} />
        </SimpleGrid>
        <Textarea mt="sm" label={f('short_description')} autosize minRows={2} {...input('short_description')} />
        <RichTextField mt="sm" label={f('description')} {...richText(form, 'description')} />
        <RichTextField mt="sm" label={f('description_en')} {...richText(form, 'description_en')} />
      </Fieldset>
      <Fieldset legend={t('adminProducts.products.sections.price')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label={f('price')} required {...money} {...input('price')} />
          <NumberInput label={f('full_price')} {...money} {...input('full_price')} />
          <NumberInput label={f('price_usd')} {...money} {...input('price_usd')} />
          <NumberInput label={f('weight_grams')} min={0} allowDecimal={false} {...input('weight_grams')} />
          <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('adminProducts.products.sections.images')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
          <UploadUrlField label={f('picture_url')} type="image" {...input('picture_url')} />
          <UploadUrlField label={f('video_url')} type="video" {...input('video_url')} />
        </SimpleGrid>
        <Text component="p" size="sm" fw={500} mb={4}>
          {t('adminProducts.images.legend')}
        </Text>
        <ImageListEditor
          value={form.values.image_detail}
          onChange={(next) => form.setFieldValue('image_detail', next)}
          errorOf={(path) => fieldError(t, form.errors[path])}
        />
      </Fieldset>
      <SeoFieldset legend={t('adminProducts.products.sections.seo')} beside="meta_keywords" label={f} input={input} />
    </Stack>
  );
}
