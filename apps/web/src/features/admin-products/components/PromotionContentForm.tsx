// A promotion's page content (spec §3 promotion, /promotion/{id}): its titles, picture, description,
// highlights, the courses its page shows and its place in the list.
import { Group, Image, MultiSelect, NumberInput, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import { PromotionPatchSchema, type AdminPromotion, type PromotionPatch } from '@rian/contracts/admin/promotions';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { useUpdatePromotion } from '../api/products-admin-api.ts';
import { zodIssues } from '../../../components/admin/zod-issues.ts';
import '../i18n.ts';

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

export function PromotionContentForm({ promotion, onDone }: { promotion: AdminPromotion; onDone: () => void }) {
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
