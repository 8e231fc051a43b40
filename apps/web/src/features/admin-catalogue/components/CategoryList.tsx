// The categories of the back office: a paged list, a dialog to add or edit one, delete after a
// confirmation (refused while it holds courses: IN_USE).
import { NumberInput, TextInput, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CategoryCreateSchema, CategoryPageSchema, type AdminCategory } from '@rian/contracts/admin/categories';
import { sortColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useSaveCategory } from '../api/catalogue-admin-api.ts';

export function CategoryList() {
  const { t } = useTranslation();
  const columns: Column<AdminCategory>[] = [
    { key: 'name', label: t('admin.categories.col.name'), sort: 'name', render: (c) => c.name },
    { key: 'link_path', label: t('admin.categories.col.link_path'), render: (c) => c.link_path },
    { key: 'courses', label: t('admin.categories.col.courses'), render: (c) => c.course_count },
    sortColumn(t('admin.categories.col.sort')),
  ];
  return (
    <ResourceListPage
      texts={t('admin.categories', { returnObjects: true })}
      testName="category"
      resource="categories"
      schema={CategoryPageSchema}
      columns={columns}
      edit={{ name: (c) => c.name }}
      form={(category, dialog) => <CategoryForm category={category} onDone={dialog.close} />}
    />
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { input, submit, saving } = useResourceForm({
    initialValues: {
      name: category?.name ?? '',
      name_en: category?.name_en ?? '',
      link_path: category?.link_path ?? '',
      description: category?.description ?? '',
      sort: category?.sort ?? 0,
    },
    validate: schemaResolver(CategoryCreateSchema, { sync: true }),
    save: useSaveCategory(),
    vars: (values) => ({ id: category?.id ?? null, body: { ...values, name_en: values.name_en.trim() || null } }),
    onDone,
    slugField: 'link_path',
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-category">
      <TextInput label={t('admin.categories.field.name')} required data-autofocus {...input('name')} />
      <TextInput label={t('admin.categories.field.name_en')} {...input('name_en')} />
      <TextInput label={t('admin.categories.field.link_path')} required {...input('link_path')} />
      <Textarea label={t('admin.categories.field.description')} autosize minRows={2} {...input('description')} />
      <NumberInput label={t('admin.categories.field.sort')} min={0} allowDecimal={false} {...input('sort')} />
    </DialogForm>
  );
}
