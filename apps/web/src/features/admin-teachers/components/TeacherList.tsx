// The teachers of the back office (spec §3 teachers): a paged list, a dialog to add or edit one in
// Thai and English, delete after a confirmation (refused while a course shows them: IN_USE).
import { useState } from 'react';
import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TeacherPageSchema, type AdminTeacher } from '@rian/contracts/admin/teachers';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeleteTeacher } from '../api/teachers-admin-api.ts';
import { TeacherForm } from './TeacherForm.tsx';
import '../i18n.ts';

export function TeacherList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<AdminTeacher | 'new' | null>(null);
  const remove = useDeleteTeacher();
  const columns: Column<AdminTeacher>[] = [
    { key: 'name', label: t('adminTeachers.col.name'), sort: 'name', render: (x) => x.name },
    { key: 'title', label: t('adminTeachers.col.title'), render: (x) => x.title },
    { key: 'account', label: t('adminTeachers.col.account'), render: (x) => x.username ?? t('adminTeachers.noAccount') },
    { key: 'courses', label: t('adminTeachers.col.courses'), render: (x) => x.course_count },
    {
      key: 'actions',
      label: '',
      render: (x) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(x)} aria-label={`${t('adminTeachers.edit')} ${x.name}`}>
            {t('adminTeachers.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`${t('admin.confirm.delete')} ${x.name}`}
            onClick={() =>
              confirmDelete(t, x.name, () =>
                remove.mutate(x.id, {
                  onSuccess: () => notifyDone(t('admin.confirm.deleted')),
                  onError: (e) => notifyFailed(t, lang, e),
                }),
              )
            }
          >
            {t('admin.confirm.delete')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminTeachers.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="new-teacher">
          {t('adminTeachers.new')}
        </Button>
      </Group>
      <DataTable
        resource="teachers"
        schema={TeacherPageSchema}
        columns={columns}
        label={t('adminTeachers.title')}
        testId="teacher-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('adminTeachers.new') : t('adminTeachers.editTitle')}
        centered
        size="lg"
      >
        {editing ? <TeacherForm teacher={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
