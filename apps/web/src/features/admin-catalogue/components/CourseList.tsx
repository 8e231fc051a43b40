// The course list of the back office: searched, filtered by state, sorted and paged on the server,
// with the way to make a new draft.
import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseCreateSchema, CoursePageSchema, type AdminCourseRow } from '@rian/contracts/admin/courses';
import { COURSE_STATUSES } from '@rian/domain/lifecycles/course';
import { DataTable, useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreateCourse } from '../api/catalogue-admin-api.ts';
import { StatusBadge } from './StatusBadge.tsx';

const FILTERS = ['status'] as const;

export function CourseList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, set } = useListParams(FILTERS);
  const [creating, setCreating] = useState(false);
  const columns: Column<AdminCourseRow>[] = [
    { key: 'title', label: t('admin.courses.col.title'), sort: 'title', render: (c) => c.title },
    { key: 'status', label: t('admin.courses.col.status'), render: (c) => <StatusBadge status={c.status} /> },
    { key: 'category', label: t('admin.courses.col.category'), render: (c) => c.category ?? '—' },
    {
      key: 'seats',
      label: t('admin.courses.col.seats'),
      render: (c) => (c.seat === null ? `${c.seats_taken} / ∞` : `${c.seats_taken} / ${c.seat}`),
    },
    { key: 'sort', label: t('admin.courses.col.sort'), sort: 'sort', render: (c) => c.sort },
    {
      key: 'updated',
      label: t('admin.courses.col.updated'),
      sort: 'updated_at',
      render: (c) => formatDate(c.updated_at, lang, true),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('admin.courses.title')}</Title>
        <Button onClick={() => setCreating(true)} data-testid="new-course">
          {t('admin.courses.new')}
        </Button>
      </Group>
      <DataTable
        resource="courses"
        schema={CoursePageSchema}
        columns={columns}
        label={t('admin.courses.title')}
        filterKeys={FILTERS}
        rowHref={(c) => `/admin/courses/${c.id}`}
        testId="course-table"
        filters={
          <Select
            label={t('admin.courses.col.status')}
            data={[
              { value: '', label: t('admin.courses.allStatuses') },
              ...COURSE_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) })),
            ]}
            value={query.status ?? ''}
            onChange={(v) => set({ status: v || undefined })}
            allowDeselect={false}
            w={180}
            data-testid="status-filter"
          />
        }
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('admin.courses.new')} centered>
        <NewCourseForm onDone={() => setCreating(false)} />
      </Modal>
    </Stack>
  );
}

function NewCourseForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateCourse();
  const form = useForm({ initialValues: { title: '' }, validate: schemaResolver(CourseCreateSchema, { sync: true }) });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ data }) => {
        notifyDone(t('admin.courses.created'));
        onDone();
        void navigate(`/admin/courses/${data.id}`);
      },
      onError: (e) => notifyFailed(t, lang, e),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('admin.courses.newLead')}
        </Text>
        <TextInput
          label={t('admin.courses.field.title')}
          required
          data-autofocus
          {...form.getInputProps('title')}
          error={fieldError(t, form.errors.title)}
          data-testid="new-course-title"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('admin.courses.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
