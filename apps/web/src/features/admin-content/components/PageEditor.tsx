// One custom page in the back office (spec §2 custom pages): its titles and rich bodies in Thai and
// English, its link, search and share tags, and whether visitors see it; saved as a PATCH; deleted
// after a confirmation.
import { Anchor, Button, Fieldset, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PageOneSchema, PagePatchSchema, type AdminPage, type PagePatch } from '@rian/contracts/admin/pages';
import { recordPage, DeleteRecordButton, EditorHeading } from '../../../components/admin/EditorFrame.tsx';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import { useEditorForm } from '../../../components/admin/useEditorForm.ts';
import { useDeletePage, useUpdatePage } from '../api/content-admin-api.ts';
import { PublishedBadge } from './PageList.tsx';
import { RichTextField, richText } from '../../../components/admin/rich-text/RichTextField.tsx';
import '../i18n.ts';

export const PageEditor = recordPage('pages', PageOneSchema, EditPage);

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

function EditPage({ record: page }: { record: AdminPage }) {
  const { t } = useTranslation();
  const update = useUpdatePage(page.id);
  const remove = useDeletePage();
  const editor = useEditorForm({
    stored: page,
    values: valuesOf,
    toPatch,
    patchSchema: PagePatchSchema,
    update,
    slugField: 'slug',
  });
  return (
    <form onSubmit={editor.save} noValidate>
      <UnsavedGuard dirty={editor.form.isDirty() && !editor.saving} />
      <Stack>
        <EditorHeading
          title={page.title}
          state={
            <>
              <PublishedBadge published={page.is_published === 1} />
              {page.is_published === 1 ? (
                <Anchor href={`/page/${page.slug}`} target="_blank" size="sm">
                  {t('adminContent.pages.view')}
                </Anchor>
              ) : null}
            </>
          }
          actions={
            <Group gap="xs">
              <DeleteRecordButton id={page.id} name={page.title} remove={remove} listPath="/admin/pages" />
              <Button type="submit" loading={editor.saving} data-testid="save-page">
                {t('admin.form.save')}
              </Button>
            </Group>
          }
        />
        <PageFields page={page} form={editor.form} />
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
          <RichTextField
            key={`th-${page.id}`}
            label={t('adminContent.pages.field.body')}
            {...richText(form, 'body')}
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
          <RichTextField
            key={`en-${page.id}`}
            label={t('adminContent.pages.field.body_en')}
            {...richText(form, 'body_en')}
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
