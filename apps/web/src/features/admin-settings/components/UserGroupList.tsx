// /admin/user-groups: the student groups (spec §3 studentGroupKpi, §2 access rights), one of them
// the default a new student joins; a group with students is not deleted (IN_USE).
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { UserGroupCreateSchema, UserGroupPageSchema, type AdminUserGroup } from '@rian/contracts/admin/user-groups';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { fieldError, serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useDeleteUserGroup, useSaveUserGroup } from '../api/settings-admin-api.ts';
import '../i18n.ts';
import { RowActions } from './RowActions.tsx';

export function UserGroupList() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminUserGroup | 'new' | null>(null);
  const remove = useDeleteUserGroup();
  const columns: Column<AdminUserGroup>[] = [
    {
      key: 'name',
      label: t('adminSettings.groups.name'),
      sort: 'name',
      render: (g) => (
        <Group gap="xs">
          {g.name}
          {g.is_default ? (
            <Badge size="sm" variant="light">
              {t('adminSettings.groups.default')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'members', label: t('adminSettings.groups.members'), render: (g) => g.member_count },
    {
      key: 'actions',
      label: '',
      render: (g) => <RowActions id={g.id} name={g.name} onEdit={() => setEditing(g)} remove={remove} />,
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminSettings.groups.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="new-group">
          {t('adminSettings.groups.new')}
        </Button>
      </Group>
      <DataTable
        resource="user-groups"
        schema={UserGroupPageSchema}
        columns={columns}
        label={t('adminSettings.groups.title')}
        testId="group-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('adminSettings.groups.new') : t('adminSettings.edit')}
        centered
      >
        {editing ? <UserGroupForm group={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function UserGroupForm({ group, onDone }: { group: AdminUserGroup | null; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveUserGroup();
  const form = useForm({
    initialValues: { name: group?.name ?? '', is_default: group?.is_default === 1 },
    validate: (v) => schemaResolver(UserGroupCreateSchema, { sync: true })({ name: v.name, is_default: v.is_default ? 1 : 0 }),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: group?.id ?? null, body: { name: values.name, is_default: values.is_default ? 1 : 0 } },
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
  const name = form.getInputProps('name');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('adminSettings.groups.name')}
          required
          data-autofocus
          data-testid="field-name"
          {...name}
          error={fieldError(t, name.error)}
        />
        <Checkbox label={t('adminSettings.groups.makeDefault')} {...form.getInputProps('is_default', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-group">
            {t('admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
