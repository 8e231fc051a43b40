// Adding or changing one item of the header's menu: its label in Thai and English and where it leads
// (a custom page, a category or an address).
import { SegmentedControl, Select, TextInput, Input } from '@mantine/core';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MenuItemInputSchema,
  PagePageSchema,
  type AdminMenuItem,
  type MenuItemInput,
  type MenuTarget,
} from '@rian/contracts/admin/pages';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { categoriesQuery } from '../../../lib/courses-api.ts';
import { useSaveMenuItem } from '../api/content-admin-api.ts';

type Values = {
  label: string;
  label_en: string;
  target: MenuTarget;
  page_id: string | null;
  category_id: string | null;
  url: string;
};

const valuesOf = (item: AdminMenuItem | null): Values => ({
  label: item?.label ?? '',
  label_en: item?.label_en ?? '',
  target: item?.target ?? 'page',
  page_id: item?.page_id ? String(item.page_id) : null,
  category_id: item?.category_id ? String(item.category_id) : null,
  url: item?.url ?? '',
});

const toInput = (v: Values): MenuItemInput => ({
  label: v.label,
  label_en: v.label_en,
  target: v.target,
  page_id: v.target === 'page' && v.page_id ? Number(v.page_id) : null,
  category_id: v.target === 'category' && v.category_id ? Number(v.category_id) : null,
  url: v.target === 'url' ? v.url : null,
});

const validateInput = schemaResolver(MenuItemInputSchema, { sync: true });

/** The contract's rules, and the one target field the chosen target needs. */
function validate(v: Values) {
  const errors = validateInput(toInput(v));
  if (v.target === 'page' && !v.page_id) errors.page_id = 'required';
  if (v.target === 'category' && !v.category_id) errors.category_id = 'required';
  if (v.target === 'url' && !v.url.trim()) errors.url = 'required';
  return errors;
}

export function MenuItemForm({ item, onDone }: { item: AdminMenuItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, input, submit, saving } = useResourceForm({
    initialValues: valuesOf(item),
    validate,
    save: useSaveMenuItem(),
    vars: (values) => ({ id: item?.id ?? null, body: toInput(values) }),
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-menu-item">
      <TextInput label={t('adminContent.menu.field.label')} required data-autofocus {...input('label')} />
      <TextInput label={t('adminContent.menu.field.label_en')} {...input('label_en')} />
      <TargetFields form={form} props={input} />
    </DialogForm>
  );
}

/** Where the item leads: the choice of target and the page, category or address it names. */
function TargetFields({
  form,
  props,
}: {
  form: UseFormReturnType<Values>;
  props: (name: 'url' | 'page_id' | 'category_id') => Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const pages = useQuery(adminListQuery('pages', PagePageSchema, { per_page: 100, sort: 'title' }));
  const categories = useQuery(categoriesQuery());
  const pageOptions = (pages.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.is_published ? p.title : `${p.title} (${t('adminContent.pages.draft')})`,
  }));
  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const target = form.values.target;
  return (
    <>
      <Input.Wrapper label={t('adminContent.menu.field.target')} labelElement="div" id="menu-target">
        <SegmentedControl
          fullWidth
          aria-label={t('adminContent.menu.field.target')}
          data={(['page', 'category', 'url'] as const).map((v) => ({ value: v, label: t(`adminContent.menu.target.${v}`) }))}
          {...form.getInputProps('target')}
          data-testid="field-target"
        />
      </Input.Wrapper>
      {target === 'page' ? (
        <Select label={t('adminContent.menu.field.page')} data={pageOptions} searchable required {...props('page_id')} />
      ) : null}
      {target === 'category' ? (
        <Select
          label={t('adminContent.menu.field.category')}
          data={categoryOptions}
          searchable
          required
          {...props('category_id')}
        />
      ) : null}
      {target === 'url' ? <TextInput label={t('adminContent.menu.field.url')} required {...props('url')} /> : null}
    </>
  );
}
