// The promotions of the back office, their page content only (spec §3 promotion, /promotion/{id}): a
// paged list, a new promotion from its title, a dialog to edit its title, picture, description,
// highlights and the courses its page shows; delete after a confirmation (refused once an order used it).
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CoursePageSchema } from '@rian/contracts/admin/courses';
import {
  PromotionCreateSchema,
  PromotionPageSchema,
  PromotionPatchSchema,
  type AdminPromotion,
  type PromotionPatch,
} from '@rian/contracts/admin/promotions';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { fieldError, serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreatePromotion, useDeletePromotion, useUpdatePromotion } from '../api/products-admin-api.ts';
import { zodIssues } from './zod-issues.ts';
import '../i18n.ts';

export function PromotionList() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const col = (key: string) => t(`adminProducts.promotions.col.${key}` as 'adminProducts.promotions.col.title');
  const columns: Column<AdminPromotion>[] = [
    { key: 'title', label: col('title'), sort: 'title', render: (p) => p.title },
    { key: 'courses', label: col('courses'), render: (p) => p.courses.length },
    {
      key: 'state',
      label: col('state'),
      render: (p) =>
        p.is_active ? (
          <Anchor href={`/promotion/${p.id}`} target="_blank" size="sm">
            {t('adminProducts.promotions.page')}
          </Anchor>
        ) : (
          <Badge color="gray" variant="light">
            {t('adminProducts.promotions.inactive')}
          </Badge>
        ),
    },
    { key: 'sort', label: col('sort'), sort: 'sort', render: (p) => p.sort },
    {
      key: 'actions',
      label: '',
      render: (p) => <RowActions promotion={p} onEdit={() => setEditing(p)} />,
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminProducts.promotions.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="new-promotion">
          {t('adminProducts.promotions.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('adminProducts.promotions.lead')}
      </Text>
      <DataTable
        resource="promotions"
        schema={PromotionPageSchema}
        columns={columns}
        label={t('adminProducts.promotions.title')}
        testId="promotion-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('adminProducts.promotions.new') : t('adminProducts.promotions.edit')}
        size="lg"
        centered
      >
        {editing === 'new' ? <NewPromotionForm onMade={setEditing} /> : null}
        {editing && editing !== 'new' ? (
          <PromotionForm key={editing.id} promotion={editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

function RowActions({ promotion: p, onEdit }: { promotion: AdminPromotion; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeletePromotion();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`${t('adminProducts.promotions.edit')} ${p.title}`}>
        {t('adminProducts.promotions.edit')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`${t('admin.confirm.delete')} ${p.title}`}
        onClick={() =>
          confirmDelete(t, p.title, () =>
            remove.mutate(p.id, {
              onSuccess: () => notifyDone(t('admin.confirm.deleted')),
              onError: (e) => notifyFailed(t, lang, e),
            }),
          )
        }
      >
        {t('admin.confirm.delete')}
      </Button>
    </Group>
  );
}

function NewPromotionForm({ onMade }: { onMade: (p: AdminPromotion) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const create = useCreatePromotion();
  const form = useForm({ initialValues: { title: '' }, validate: schemaResolver(PromotionCreateSchema, { sync: true }) });
  const submit = form.onSubmit((values) =>
    create.mutate(values, { onSuccess: ({ data }) => onMade(data), onError: (e) => notifyFailed(t, lang, e) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('adminProducts.promotions.field.title')}
          required
          data-autofocus
          {...form.getInputProps('title')}
          error={fieldError(t, form.errors.title)}
          data-testid="new-promotion-title"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('adminProducts.products.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface PromotionValues {
  title: string;
  title_en: string;
  description: string;
  picture_url: string;
  description_list: string;
  courses: string[];
  sort: number | '';
}

const toPatch = (v: PromotionValues): PromotionPatch => ({
  title: v.title,
  title_en: v.title_en.trim() || null,
  description: v.description,
  picture_url: v.picture_url.trim() || null,
  description_list: v.description_list
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean),
  courses: v.courses.map(Number),
  sort: v.sort === '' ? 0 : v.sort,
});

function PromotionForm({ promotion, onDone }: { promotion: AdminPromotion; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdatePromotion();
  const courses = useQuery(adminListQuery('courses', CoursePageSchema, { per_page: 100, sort: 'title' }));
  const form = useForm<PromotionValues>({
    initialValues: {
      title: promotion.title,
      title_en: promotion.title_en ?? '',
      description: promotion.description,
      picture_url: promotion.picture_url ?? '',
      description_list: promotion.description_list.join('\n'),
      courses: promotion.courses.map(String),
      sort: promotion.sort,
    },
    validate: (v) => zodIssues(PromotionPatchSchema, toPatch(v)),
  });
  const input = (name: keyof PromotionValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(t, props.error), 'data-testid': `promotion-${name}` };
  };
  const f = (key: string) => t(`adminProducts.promotions.field.${key}` as 'adminProducts.promotions.field.title');
  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { id: promotion.id, body: toPatch(values) },
        {
          onSuccess: () => {
            notifyDone(t('admin.form.saved'));
            onDone();
          },
          onError: (e) => {
            form.setErrors(serverFieldErrors(e, lang));
            notifyFailed(t, lang, e);
          },
        },
      ),
    () => notifyInvalid(t),
  );
  const known = new Set((courses.data?.data ?? []).map((c) => String(c.id)));
  const courseChoices = [
    ...(courses.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
    ...form.values.courses.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={f('title')} required data-autofocus {...input('title')} />
        <TextInput label={f('title_en')} {...input('title_en')} />
        <Group align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label={f('picture_url')} {...input('picture_url')} />
          {form.values.picture_url ? (
            <Image
              src={form.values.picture_url}
              alt=""
              w={56}
              h={56}
              radius="sm"
              fit="cover"
              fallbackSrc="/no-image-available.png"
            />
          ) : null}
        </Group>
        <Textarea label={f('description')} autosize minRows={3} {...input('description')} />
        <Textarea label={f('description_list')} autosize minRows={2} {...input('description_list')} />
        <MultiSelect label={f('courses')} data={courseChoices} searchable clearable {...input('courses')} />
        <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="save-promotion">
            {t('admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
