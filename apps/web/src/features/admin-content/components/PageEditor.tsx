// One custom page in the back office (spec §2 custom pages): its titles and rich bodies in Thai and
// English, its link, search and share tags, and whether visitors see it; saved as a PATCH; deleted
// after a confirmation.
import { useEffect } from 'react';
import { Anchor, Button, Fieldset, Group, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, schemaResolver, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageOneSchema, PagePatchSchema, type AdminPage, type PagePatch } from '@rian/contracts/admin/pages';
import { adminOneQuery } from '../../../lib/admin-api.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { fieldError, serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { useDeletePage, useUpdatePage } from '../api/content-admin-api.ts';
import { PublishedBadge } from './PageList.tsx';
import { RichBody } from './RichBody.tsx';
import '../i18n.ts';

export function PageEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = useQuery(adminOneQuery('pages', PageOneSchema, id));
  if (page.isPending) return <LoadingNotice>{t('admin.table.loading')}</LoadingNotice>;
  if (page.isError) {
    return <ErrorNotice message={errorText(page.error, lang)} retryLabel={t('app.retry')} onRetry={() => void page.refetch()} />;
  }
  return <EditPage page={page.data.data} />;
}

interface PageFormValues {
  slug: string;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  meta_title: string;
  meta_description: string;
  share_image_url: string;
  is_published: boolean;
}

const valuesOf = (p: AdminPage): PageFormValues => ({
  slug: p.slug,
  title: p.title,
  title_en: p.title_en ?? '',
  body: p.body,
  body_en: p.body_en ?? '',
  meta_title: p.meta_title ?? '',
  meta_description: p.meta_description ?? '',
  share_image_url: p.share_image_url ?? '',
  is_published: p.is_published === 1,
});

const toPatch = (v: PageFormValues): PagePatch => ({
  slug: v.slug,
  title: v.title,
  title_en: v.title_en,
  body: v.body,
  body_en: v.body_en.trim() ? v.body_en : null,
  meta_title: v.meta_title,
  meta_description: v.meta_description,
  share_image_url: v.share_image_url.trim() || null,
  is_published: v.is_published ? 1 : 0,
});

const validatePatch = schemaResolver(PagePatchSchema, { sync: true });

function EditPage({ page }: { page: AdminPage }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdatePage(page.id);
  const form = useForm<PageFormValues>({ initialValues: valuesOf(page), validate: (v) => validatePatch(toPatch(v)) });
  useEffect(() => {
    form.setInitialValues(valuesOf(page));
    form.reset();
    // The form follows the stored page each time a save brings it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
  const save = form.onSubmit(
    (values) =>
      update.mutate(toPatch(values), {
        onSuccess: () => notifyDone(t('admin.form.saved'), t('admin.form.savedLead')),
        onError: (e) => {
          form.setErrors(serverFieldErrors(e, lang, 'slug'));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );
  return (
    <form onSubmit={save} noValidate>
      <UnsavedGuard dirty={form.isDirty() && !update.isPending} />
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{page.title}</Title>
            <Group gap="xs">
              <PublishedBadge published={page.is_published === 1} />
              {page.is_published === 1 ? (
                <Anchor href={`/page/${page.slug}`} target="_blank" size="sm">
                  {t('adminContent.pages.view')}
                </Anchor>
              ) : null}
            </Group>
          </Stack>
          <PageActions page={page} saving={update.isPending} />
        </Group>
        <PageFields page={page} form={form} />
      </Stack>
    </form>
  );
}

/** The page's fields: content (Thai), English, and search and share tags. */
function PageFields({ page, form }: { page: AdminPage; form: UseFormReturnType<PageFormValues> }) {
  const { t } = useTranslation();
  const input = (name: Exclude<keyof PageFormValues, 'is_published' | 'body' | 'body_en'>) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(t, props.error), 'data-testid': `field-${name}` };
  };
  return (
    <>
      <Fieldset legend={t('adminContent.pages.sections.content')}>
        <Stack>
          <TextInput label={t('adminContent.pages.field.title')} required {...input('title')} />
          <TextInput
            label={t('adminContent.pages.field.slug')}
            description={t('adminContent.pages.field.slugHint')}
            required
            {...input('slug')}
          />
          <RichBody
            key={`th-${page.id}`}
            label={t('adminContent.pages.field.body')}
            value={form.values.body}
            onChange={(html) => form.setFieldValue('body', html)}
            testId="body-th"
          />
          <Switch
            label={t('adminContent.pages.field.is_published')}
            {...form.getInputProps('is_published', { type: 'checkbox' })}
            data-testid="field-is_published"
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('adminContent.pages.sections.english')}>
        <Stack>
          <TextInput label={t('adminContent.pages.field.title_en')} {...input('title_en')} />
          <RichBody
            key={`en-${page.id}`}
            label={t('adminContent.pages.field.body_en')}
            value={form.values.body_en}
            onChange={(html) => form.setFieldValue('body_en', html)}
            testId="body-en"
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('adminContent.pages.sections.share')}>
        <Stack>
          <TextInput label={t('adminContent.pages.field.meta_title')} {...input('meta_title')} />
          <Textarea label={t('adminContent.pages.field.meta_description')} autosize minRows={2} {...input('meta_description')} />
          <TextInput label={t('adminContent.pages.field.share_image_url')} {...input('share_image_url')} />
        </Stack>
      </Fieldset>
    </>
  );
}

function PageActions({ page, saving }: { page: AdminPage; saving: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const remove = useDeletePage();
  const onDelete = () =>
    confirmDelete(t, page.title, () =>
      remove.mutate(page.id, {
        onSuccess: () => {
          notifyDone(t('admin.confirm.deleted'));
          void navigate('/admin/pages');
        },
        onError: (e) => notifyFailed(t, lang, e),
      }),
    );
  return (
    <Group gap="xs">
      <Button variant="subtle" color="red" onClick={onDelete}>
        {t('admin.confirm.delete')}
      </Button>
      <Button type="submit" loading={saving} data-testid="save-page">
        {t('admin.form.save')}
      </Button>
    </Group>
  );
}
