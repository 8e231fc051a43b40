// The course list of the back office: searched, filtered by state, sorted and paged on the server,
// with the way to make a new draft.
import { Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseCreateSchema, CoursePageSchema, type AdminCourseRow } from '@rian/contracts/admin/courses';
import { COURSE_STATUSES } from '@rian/domain/lifecycles/course';
import { useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { NewTitleForm } from '../../../components/admin/NewTitleForm.tsx';
import { notifyDone } from '../../../components/admin/notify.ts';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreateCourse } from '../api/catalogue-admin-api.ts';
import { StatusBadge } from './StatusBadge.tsx';

const FILTERS = ['status'] as const;

export function CourseList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { query, set } = useListParams(FILTERS);
  const navigate = useNavigate();
  const create = useCreateCourse();
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
    <ResourceListPage
      title={t('admin.courses.title')}
      newLabel={t('admin.courses.new')}
      newTestId="new-course"
      resource="courses"
      schema={CoursePageSchema}
      columns={columns}
      testId="course-table"
      rowHref={(c) => `/admin/courses/${c.id}`}
      filterKeys={FILTERS}
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
      form={(_, dialog) => (
        <NewTitleForm
          schema={CourseCreateSchema}
          create={create}
          label={t('admin.courses.field.title')}
          lead={t('admin.courses.newLead')}
          submitLabel={t('admin.courses.create')}
          testId="new-course-title"
          onCreated={(course) => {
            notifyDone(t('admin.courses.created'));
            dialog.close();
            void navigate(`/admin/courses/${course.id}`);
          }}
        />
      )}
    />
  );
}
