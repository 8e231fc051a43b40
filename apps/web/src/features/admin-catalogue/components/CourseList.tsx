// The course list of the back office: searched, filtered by state, sorted and paged on the server,
// with the way to make a new draft.
import { useTranslation } from 'react-i18next';
import { CourseCreateSchema, CoursePageSchema, type AdminCourseRow } from '@rian/contracts/admin/courses';
import { COURSE_STATUSES } from '@rian/domain/lifecycles/course';
import { dateColumn, sortColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { ListFilterSelect } from '../../../components/admin/ListFilterSelect.tsx';
import { NewTitleForm } from '../../../components/admin/NewTitleForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useCreateCourse } from '../api/catalogue-admin-api.ts';
import { StatusBadge } from './StatusBadge.tsx';

const FILTERS = ['status'] as const;

export function CourseList() {
  const { t } = useTranslation();
  const lang = useLang();
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
    sortColumn(t('admin.courses.col.sort')),
    dateColumn('updated_at', t('admin.courses.col.updated'), lang),
  ];

  return (
    <ResourceListPage
      texts={t('admin.courses', { returnObjects: true })}
      testName="course"
      resource="courses"
      schema={CoursePageSchema}
      columns={columns}
      editorPath="/admin/courses"
      filterKeys={FILTERS}
      filters={
        <ListFilterSelect
          name="status"
          label={t('admin.courses.col.status')}
          all={t('admin.courses.allStatuses')}
          options={COURSE_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
          testId="status-filter"
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
          created={t('admin.courses.created')}
          onCreated={dialog.open}
        />
      )}
    />
  );
}
