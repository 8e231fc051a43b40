// The promotions of the back office, their page content only (spec §3 promotion, /promotion/{id}): a
// paged list, a new promotion from its title, a dialog to edit its title, picture, description,
// highlights and the courses its page shows; delete after a confirmation (refused once an order used it).
import { Anchor, Badge, Group, Image, MultiSelect, NumberInput, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import {
  PromotionCreateSchema,
  PromotionPageSchema,
  PromotionPatchSchema,
  type AdminPromotion,
  type PromotionPatch,
} from '@rian/contracts/admin/promotions';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { NewTitleForm } from '../../../components/admin/NewTitleForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { useCreatePromotion, useUpdatePromotion } from '../api/products-admin-api.ts';
import { zodIssues } from './zod-issues.ts';
import '../i18n.ts';

export function PromotionList() {
  const { t } = useTranslation();
  const create = useCreatePromotion();
  const col = (key: string) => t(`adminProducts.promotions.col.${key}` as 'adminProducts.promotions.col.title');
  const columns: Column<AdminPromotion>[] = [
    { key: 'title', label: col('title'), sort: 'title', render: (p) => p.title },
    { key: 'courses', label: col('courses'), render: (p) => p.courses.length },
    {
      key: 'state',
      label: col('state'),
      render: (p) =>
        p.is_active ? (
          <Anchor href={`/promotion/${p.id}`} target="_blank" size="sm">
            {t('adminProducts.promotions.page')}
          </Anchor>
        ) : (
          <Badge color="gray" variant="light">
            {t('adminProducts.promotions.inactive')}
          </Badge>
        ),
    },
    { key: 'sort', label: col('sort'), sort: 'sort', render: (p) => p.sort },
  ];
  return (
    <ResourceListPage
      title={t('adminProducts.promotions.title')}
      newLabel={t('adminProducts.promotions.new')}
      newTestId="new-promotion"
      resource="promotions"
      schema={PromotionPageSchema}
      columns={columns}
      testId="promotion-table"
      edit={{ label: t('adminProducts.promotions.edit'), name: (p) => p.title }}
      dialogSize="lg"
      form={(promotion, dialog) =>
        promotion ? (
          <PromotionForm key={promotion.id} promotion={promotion} onDone={dialog.close} />
        ) : (
          <NewTitleForm
            schema={PromotionCreateSchema}
            create={create}
            label={t('adminProducts.promotions.field.title')}
            submitLabel={t('adminProducts.products.create')}
            testId="new-promotion-title"
            onCreated={dialog.edit}
          />
        )
      }
    >
      <Text size="sm" c="dimmed">
        {t('adminProducts.promotions.lead')}
      </Text>
    </ResourceListPage>
  );
}

type PromotionValues = {
  title: string;
  title_en: string;
  description: string;
  picture_url: string;
  description_list: string;
  courses: string[];
  sort: number | '';
};

const valuesOf = (p: AdminPromotion): PromotionValues => ({
  title: p.title,
  title_en: p.title_en ?? '',
  description: p.description,
  picture_url: p.picture_url ?? '',
  description_list: p.description_list.join('\n'),
  courses: p.courses.map(String),
  sort: p.sort,
});

const toPatch = (v: PromotionValues): PromotionPatch => ({
  title: v.title,
  title_en: v.title_en.trim() || null,
  description: v.description,
  picture_url: v.picture_url.trim() || null,
  description_list: v.description_list
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean),
  courses: v.courses.map(Number),
  sort: v.sort === '' ? 0 : v.sort,
});

function PromotionForm({ promotion, onDone }: { promotion: AdminPromotion; onDone: () => void }) {
  const { t } = useTranslation();
  const courses = useQuery(adminListQuery('courses', CoursePageSchema, { per_page: 100, sort: 'title' }));
  const { form, input, submit, saving } = useResourceForm({
    initialValues: valuesOf(promotion),
    validate: (v) => zodIssues(PromotionPatchSchema, toPatch(v)),
    save: useUpdatePromotion(),
    vars: (values) => ({ id: promotion.id, body: toPatch(values) }),
    onDone,
    testIdPrefix: 'promotion',
  });
  const f = (key: string) => t(`adminProducts.promotions.field.${key}` as 'adminProducts.promotions.field.title');
  const known = new Set((courses.data?.data ?? []).map((c) => String(c.id)));
  const courseChoices = [
    ...(courses.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
    ...form.values.courses.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-promotion">
      <TextInput label={f('title')} required data-autofocus {...input('title')} />
      <TextInput label={f('title_en')} {...input('title_en')} />
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={f('picture_url')} {...input('picture_url')} />
        {form.values.picture_url ? (
          <Image
            src={form.values.picture_url}
            alt=""
            w={56}
            h={56}
            radius="sm"
            fit="cover"
            fallbackSrc="/no-image-available.png"
          />
        ) : null}
      </Group>
      <Textarea label={f('description')} autosize minRows={3} {...input('description')} />
      <Textarea label={f('description_list')} autosize minRows={2} {...input('description_list')} />
      <MultiSelect label={f('courses')} data={courseChoices} searchable clearable {...input('courses')} />
      <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
    </DialogForm>
  );
}
