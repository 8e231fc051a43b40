// The custom pages of the back office: a paged list, and a dialog that makes a draft from its link
// and title, then opens its editor.
import { Badge, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageCreateSchema, PagePageSchema, type AdminPage } from '@rian/contracts/admin/pages';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { formatDate } from '../../../lib/format.ts';
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
    {
      key: 'updated_at',
      label: t('adminContent.pages.col.updated'),
      sort: 'updated_at',
      render: (p) => formatDate(p.updated_at, lang, true),
    },
  ];
  return (
    <ResourceListPage
      title={t('adminContent.pages.title')}
      newLabel={t('adminContent.pages.new')}
      newTestId="new-page"
      resource="pages"
      schema={PagePageSchema}
      columns={columns}
      testId="page-table"
      rowHref={(p) => `/admin/pages/${p.id}`}
      form={(_, dialog) => <NewPageForm onCancel={dialog.close} />}
    />
  );
}

function NewPageForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { input, submit, saving } = useResourceForm({
    initialValues: { slug: '', title: '' },
    validate: schemaResolver(PageCreateSchema, { sync: true }),
    save: useCreatePage(),
    vars: (values) => values,
    onSaved: (res) => void navigate(`/admin/pages/${res.data.id}`),
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
