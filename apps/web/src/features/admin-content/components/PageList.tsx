// The custom pages of the back office: a paged list, and a dialog that makes a draft from its link
// and title, then opens its editor.
import { Badge, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageCreateSchema, PagePageSchema, type AdminPage } from '@rian/contracts/admin/pages';
import { dateColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreatePage } from '../api/content-admin-api.ts';
import '../i18n.ts';

export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={published ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {published ? t('adminContent.pages.published') : t('adminContent.pages.draft')}
    </Badge>
  );
}

export function PageList() {
  const { t } = useTranslation();
  const lang = useLang();
  const columns: Column<AdminPage>[] = [
    { key: 'title', label: t('adminContent.pages.col.title'), sort: 'title', render: (p) => p.title },
    { key: 'slug', label: t('adminContent.pages.col.slug'), sort: 'slug', render: (p) => `/page/${p.slug}` },
    {
      key: 'status',
      label: t('adminContent.pages.col.status'),
      render: (p) => <PublishedBadge published={p.is_published === 1} />,
    },
    dateColumn('updated_at', t('adminContent.pages.col.updated'), lang),
  ];
  return (
    <ResourceListPage
      texts={t('adminContent.pages', { returnObjects: true })}
      testName="page"
      resource="pages"
      schema={PagePageSchema}
      columns={columns}
      editorPath="/admin/pages"
      form={(_, dialog) => <NewPageForm onCancel={dialog.close} onCreated={dialog.open} />}
    />
  );
}

function NewPageForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (page: { id: number }) => void }) {
  const { t } = useTranslation();
  const { input, submit, saving } = useResourceForm({
    initialValues: { slug: '', title: '' },
    validate: schemaResolver(PageCreateSchema, { sync: true }),
    save: useCreatePage(),
    vars: (values) => values,
    onSaved: (res) => onCreated(res.data),
    slugField: 'slug',
  });
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      submitLabel={t('adminContent.pages.create')}
      submitTestId="create-page"
    >
      <TextInput label={t('adminContent.pages.field.title')} required data-autofocus {...input('title')} />
      <TextInput
        label={t('adminContent.pages.field.slug')}
        description={t('adminContent.pages.field.slugHint')}
        required
        {...input('slug')}
      />
    </DialogForm>
  );
}
