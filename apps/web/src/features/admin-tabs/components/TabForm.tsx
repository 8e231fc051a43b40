// The dialog that adds or edits one page tab: its Thai title and body, and the English ones that
// stand in for them on the English page when filled. Bodies are written in the rich-text editor;
// the server keeps only its allow-list of the HTML.
import { schemaResolver } from '@mantine/form';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TabCreateSchema, type AdminTab, type TabOwner } from '@rian/contracts/admin/tabs';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { RichTextField, richText } from '../../../components/admin/rich-text/RichTextField.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useSaveTab } from '../api/tabs-admin-api.ts';

interface TabValues extends Record<string, unknown> {
  title: string;
  title_en: string;
  body: string;
  body_en: string;
}

const valuesOf = (tab: AdminTab | null): TabValues => ({
  title: tab?.title ?? '',
  title_en: tab?.title_en ?? '',
  body: tab?.body ?? '',
  body_en: tab?.body_en ?? '',
});

export function TabForm(props: { owner: TabOwner; ownerId: number; tab: AdminTab | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, input, submit, saving } = useResourceForm({
    initialValues: valuesOf(props.tab),
    validate: schemaResolver(TabCreateSchema, { sync: true }),
    save: useSaveTab(props.owner, props.ownerId),
    vars: (v: TabValues) => ({ id: props.tab?.id ?? null, body: TabCreateSchema.parse(v) }),
    onDone: props.onDone,
    testIdPrefix: 'tab',
  });
  const f = (key: keyof TabValues) => t(`adminTabs.field.${key}` as 'adminTabs.field.title');
  return (
    <DialogForm onSubmit={submit} onCancel={props.onDone} saving={saving} submitTestId="save-tab">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f('title')} required data-autofocus {...input('title')} />
        <TextInput label={f('title_en')} description={t('adminTabs.englishHint')} {...input('title_en')} />
      </SimpleGrid>
      <RichTextField label={f('body')} {...richText(form, 'body')} testId="tab-body" />
      <RichTextField label={f('body_en')} {...richText(form, 'body_en')} testId="tab-body_en" />
    </DialogForm>
  );
}
