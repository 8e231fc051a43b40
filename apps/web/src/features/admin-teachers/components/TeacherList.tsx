// The teachers of the back office (spec §3 teachers): a paged list, a dialog to add or edit one in
// Thai and English, delete after a confirmation (refused while a course shows them: IN_USE).
import { useTranslation } from 'react-i18next';
import { TeacherPageSchema, type AdminTeacher } from '@rian/contracts/admin/teachers';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { TeacherForm } from './TeacherForm.tsx';
import '../i18n.ts';

export function TeacherList() {
  const { t } = useTranslation();
  const columns: Column<AdminTeacher>[] = [
    { key: 'name', label: t('adminTeachers.col.name'), sort: 'name', render: (x) => x.name },
    { key: 'title', label: t('adminTeachers.col.title'), render: (x) => x.title },
    { key: 'account', label: t('adminTeachers.col.account'), render: (x) => x.username ?? t('adminTeachers.noAccount') },
    { key: 'courses', label: t('adminTeachers.col.courses'), render: (x) => x.course_count },
  ];
  return (
    <ResourceListPage
      texts={t('adminTeachers', { returnObjects: true })}
      testName="teacher"
      resource="teachers"
      schema={TeacherPageSchema}
      columns={columns}
      edit={{ name: (x) => x.name }}
      dialogSize="lg"
      form={(teacher, dialog) => <TeacherForm teacher={teacher} onDone={dialog.close} />}
    />
  );
}
