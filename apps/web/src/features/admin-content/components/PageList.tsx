// The custom pages of the back office: a paged list, and a dialog that makes a draft from its link
// and title, then opens its editor.
import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageCreateSchema, PagePageSchema, type AdminPage } from '@rian/contracts/admin/pages';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { fieldError, serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
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
  const [creating, setCreating] = useState(false);
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
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminContent.pages.title')}</Title>
        <Button onClick={() => setCreating(true)} data-testid="new-page">
          {t('adminContent.pages.new')}
        </Button>
      </Group>
      <DataTable
        resource="pages"
        schema={PagePageSchema}
        columns={columns}
        label={t('adminContent.pages.title')}
        rowHref={(p) => `/admin/pages/${p.id}`}
        testId="page-table"
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('adminContent.pages.new')} centered>
        {creating ? <NewPageForm onCancel={() => setCreating(false)} /> : null}
      </Modal>
    </Stack>
  );
}

function NewPageForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreatePage();
  const form = useForm({ initialValues: { slug: '', title: '' }, validate: schemaResolver(PageCreateSchema, { sync: true }) });
  const input = (name: 'slug' | 'title') => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(t, props.error), 'data-testid': `field-${name}` };
  };
  const submit = form.onSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: (res) => void navigate(`/admin/pages/${res.data.id}`),
        onError: (e) => {
          form.setErrors(serverFieldErrors(e, lang, 'slug'));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('adminContent.pages.field.title')} required data-autofocus {...input('title')} />
        <TextInput
          label={t('adminContent.pages.field.slug')}
          description={t('adminContent.pages.field.slugHint')}
          required
          {...input('slug')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="create-page">
            {t('adminContent.pages.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
