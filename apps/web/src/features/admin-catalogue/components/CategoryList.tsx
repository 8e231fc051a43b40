// The categories of the back office: a paged list, a dialog to add or edit one, delete after a
// confirmation (refused while it holds courses: IN_USE).
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CategoryCreateSchema, CategoryPageSchema, type AdminCategory } from '@rian/contracts/admin/categories';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { fieldError, serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeleteCategory, useSaveCategory } from '../api/catalogue-admin-api.ts';

export function CategoryList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const remove = useDeleteCategory();
  const columns: Column<AdminCategory>[] = [
    { key: 'name', label: t('admin.categories.col.name'), sort: 'name', render: (c) => c.name },
    { key: 'link_path', label: t('admin.categories.col.link_path'), render: (c) => c.link_path },
    { key: 'courses', label: t('admin.categories.col.courses'), render: (c) => c.course_count },
    { key: 'sort', label: t('admin.categories.col.sort'), sort: 'sort', render: (c) => c.sort },
    {
      key: 'actions',
      label: '',
      render: (c) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(c)}
            aria-label={`${t('admin.categories.edit')} ${c.name}`}
          >
            {t('admin.categories.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`${t('admin.confirm.delete')} ${c.name}`}
            onClick={() =>
              confirmDelete(t, c.name, () =>
                remove.mutate(c.id, {
                  onSuccess: () => notifyDone(t('admin.confirm.deleted')),
                  onError: (e) => notifyFailed(t, lang, e),
                }),
              )
            }
          >
            {t('admin.confirm.delete')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('admin.categories.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="new-category">
          {t('admin.categories.new')}
        </Button>
      </Group>
      <DataTable
        resource="categories"
        schema={CategoryPageSchema}
        columns={columns}
        label={t('admin.categories.title')}
        testId="category-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('admin.categories.new') : t('admin.categories.edit')}
        centered
      >
        {editing ? <CategoryForm category={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveCategory();
  const form = useForm({
    initialValues: {
      name: category?.name ?? '',
      name_en: category?.name_en ?? '',
      link_path: category?.link_path ?? '',
      description: category?.description ?? '',
      sort: category?.sort ?? 0,
    },
    validate: schemaResolver(CategoryCreateSchema, { sync: true }),
  });
  const input = (name: 'name' | 'name_en' | 'link_path' | 'description' | 'sort') => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(t, props.error), 'data-testid': `field-${name}` };
  };
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: category?.id ?? null, body: { ...values, name_en: values.name_en.trim() || null } },
        {
          onSuccess: () => {
            notifyDone(t('admin.form.saved'));
            onDone();
          },
          onError: (e) => {
            form.setErrors(serverFieldErrors(e, lang, 'link_path'));
            notifyFailed(t, lang, e);
          },
        },
      ),
    () => notifyInvalid(t),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('admin.categories.field.name')} required data-autofocus {...input('name')} />
        <TextInput label={t('admin.categories.field.name_en')} {...input('name_en')} />
        <TextInput label={t('admin.categories.field.link_path')} required {...input('link_path')} />
        <Textarea label={t('admin.categories.field.description')} autosize minRows={2} {...input('description')} />
        <NumberInput label={t('admin.categories.field.sort')} min={0} allowDecimal={false} {...input('sort')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-category">
            {t('admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
