// The course editor's inputs, grouped as the spec lists a course's detail (spec §3): basics, teachers
// and who may buy, English content, registration, display, sharing. Each input's error is the
// contract's rule in the reader's language.
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CategoryPageSchema } from '@rian/contracts/admin/categories';
import { COURSE_LAYOUTS, COURSE_TYPES } from '@rian/contracts/admin/courses';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { UploadUrlField } from '../../../components/admin/UploadUrlField.tsx';
import { RichTextField, richText } from '../../../components/admin/rich-text/RichTextField.tsx';
import { SeoFieldset } from '../../../components/admin/SeoFieldset.tsx';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
import type { CourseFormValues } from './course-form-values.ts';
import { CourseEnglishFields } from './CourseEnglishFields.tsx';
import { CoursePeopleFields } from './CoursePeopleFields.tsx';
import '../i18n.ts';

type Form = UseFormReturnType<CourseFormValues>;

export function CourseFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const input = useFieldInput(form);
  const check = (name: 'is_bestseller' | 'is_recertification_course' | 'free_book') =>
    form.getInputProps(name, { type: 'checkbox' });
  const f = (key: string) => t(`admin.courses.field.${key}` as 'admin.courses.field.title');

  return (
    <Stack>
      <Fieldset legend={t('admin.courses.sections.basics')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={f('title')} required {...input('title')} />
          <TextInput label={f('title_en')} {...input('title_en')} />
          <TextInput label={f('slug')} required {...input('slug')} />
          <CategorySelect label={f('category_id')} none={f('noCategory')} {...input('category_id')} />
          <TextInput label={f('level')} {...input('level')} />
          <TextInput label={f('duration_text')} {...input('duration_text')} />
          <Select
            label={f('course_type')}
            data={COURSE_TYPES.map((v) => ({ value: v, label: f(`type_${v}`) }))}
            allowDeselect={false}
            {...input('course_type')}
          />
          <Select
            label={f('course_language')}
            data={['th', 'en'].map((v) => ({ value: v, label: f(`lang_${v}`) }))}
            allowDeselect={false}
            {...input('course_language')}
          />
        </SimpleGrid>
        <Textarea mt="sm" label={f('short_description')} autosize minRows={2} {...input('short_description')} />
        <RichTextField mt="sm" label={f('description')} {...richText(form, 'description')} />
        <Textarea mt="sm" label={t('adminCourseEditor.field.highlights')} autosize minRows={3} {...input('highlights')} />
      </Fieldset>
      <CoursePeopleFields form={form} />
      <CourseEnglishFields form={form} />
      <Fieldset legend={t('admin.courses.sections.registration')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label={f('start_reg_date')} {...input('start_reg_date')} />
          <TextInput type="datetime-local" label={f('end_reg_date')} {...input('end_reg_date')} />
          <NumberInput label={f('seat')} min={0} allowDecimal={false} {...input('seat')} />
          <TextInput type="datetime-local" label={f('end_publish')} {...input('end_publish')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('admin.courses.sections.display')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={f('layout')}
            data={[{ value: '', label: f('layout_site') }, ...COURSE_LAYOUTS.map((v) => ({ value: v, label: f(`layout_${v}`) }))]}
            allowDeselect={false}
            {...input('layout')}
          />
          <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <UploadUrlField label={f('picture_url')} type="image" {...input('picture_url')} />
          <UploadUrlField label={f('video_url')} type="video" {...input('video_url')} />
        </SimpleGrid>
        <Stack gap="xs" mt="sm">
          <Checkbox label={f('is_bestseller')} {...check('is_bestseller')} />
          <Checkbox label={f('is_recertification_course')} {...check('is_recertification_course')} />
          <Checkbox label={f('free_book')} {...check('free_book')} />
        </Stack>
      </Fieldset>
      <SeoFieldset legend={t('admin.courses.sections.seo')} beside="og_image_url" label={f} input={input}>
        <UploadUrlField label={f('og_image_url')} type="image" resize={{ width: 600, height: 314 }} {...input('og_image_url')} />
      </SeoFieldset>
    </Stack>
  );
}

function CategorySelect({ none, ...props }: { label: string; none: string } & Record<string, unknown>) {
  const categories = useQuery(adminListQuery('categories', CategoryPageSchema, { per_page: 100, sort: 'sort' }));
  const data = [
    { value: '', label: none },
    ...(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return <Select data={data} allowDeselect={false} searchable {...props} />;
}
