// The course's content in English (spec §2 language switch): what an English reader sees, the Thai
// shown wherever a field is left empty.
import { Fieldset, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { RichTextField, richText } from '../../../components/admin/rich-text/RichTextField.tsx';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
import type { CourseFormValues } from './course-form-values.ts';
import '../i18n.ts';

type Form = UseFormReturnType<CourseFormValues>;

export function CourseEnglishFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const input = useFieldInput(form);
  const f = (key: string) => t(`adminCourseEditor.field.${key}` as 'adminCourseEditor.field.level_en');
  return (
    <Fieldset legend={t('adminCourseEditor.sections.english')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminCourseEditor.sections.englishLead')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f('level_en')} {...input('level_en')} />
        <TextInput label={f('duration_text_en')} {...input('duration_text_en')} />
      </SimpleGrid>
      <Textarea mt="sm" label={f('short_description_en')} autosize minRows={2} {...input('short_description_en')} />
      <RichTextField mt="sm" label={f('description_en')} {...richText(form, 'description_en')} />
      <Textarea mt="sm" label={f('highlights_en')} autosize minRows={3} {...input('highlights_en')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput label={f('meta_title_en')} {...input('meta_title_en')} />
        <Textarea label={f('meta_description_en')} autosize minRows={1} {...input('meta_description_en')} />
      </SimpleGrid>
    </Fieldset>
  );
}
