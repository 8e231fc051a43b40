// One teacher's fields in Thai and English, validated by the same contract as the server; a refused
// linked account lands on its field.
import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TeacherCreateSchema, type AdminTeacher, type TeacherCreate } from '@rian/contracts/admin/teachers';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { UploadUrlField } from '../../../components/admin/UploadUrlField.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useSaveTeacher } from '../api/teachers-admin-api.ts';
import '../i18n.ts';

const TEXTS = ['name', 'name_en', 'title', 'title_en', 'biography', 'biography_en', 'picture_url'] as const;
type Values = Record<(typeof TEXTS)[number], string> & { user_id: number | '' };

const validate = schemaResolver(TeacherCreateSchema, { sync: true });

const valuesOf = (teacher: AdminTeacher | null): Values => ({
  ...(Object.fromEntries(TEXTS.map((k) => [k, teacher?.[k] ?? ''])) as Record<(typeof TEXTS)[number], string>),
  user_id: teacher?.user_id ?? '',
});

function toBody(v: Values): TeacherCreate {
  const nullable = (s: string) => (s.trim() === '' ? null : s);
  return {
    name: v.name,
    name_en: nullable(v.name_en),
    title: v.title,
    title_en: nullable(v.title_en),
    biography: v.biography,
    biography_en: nullable(v.biography_en),
    picture_url: nullable(v.picture_url),
    user_id: v.user_id === '' ? null : v.user_id,
  };
}

export function TeacherForm({ teacher, onDone }: { teacher: AdminTeacher | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { input, submit, saving } = useResourceForm({
    initialValues: valuesOf(teacher),
    validate: (v) => validate(toBody(v)),
    save: useSaveTeacher(),
    vars: (values) => ({ id: teacher?.id ?? null, body: toBody(values) }),
    onDone,
  });
  const f = (key: keyof Values) => t(`adminTeachers.field.${key}`);
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-teacher">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f('name')} required data-autofocus {...input('name')} />
        <TextInput label={f('name_en')} {...input('name_en')} />
        <TextInput label={f('title')} {...input('title')} />
        <TextInput label={f('title_en')} {...input('title_en')} />
      </SimpleGrid>
      <Textarea label={f('biography')} autosize minRows={3} {...input('biography')} />
      <Textarea label={f('biography_en')} autosize minRows={3} {...input('biography_en')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label={f('user_id')} min={1} allowDecimal={false} {...input('user_id')} />
      </SimpleGrid>
      <UploadUrlField label={f('picture_url')} type="image" {...input('picture_url')} />
    </DialogForm>
  );
}
