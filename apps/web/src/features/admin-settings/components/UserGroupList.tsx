// /admin/user-groups: the student groups (spec §3 studentGroupKpi, §2 access rights), one of them
// the default a new student joins; a group with students is not deleted (IN_USE).
import { Anchor, Badge, Checkbox, Group, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { UserGroupCreateSchema, UserGroupPageSchema, type AdminUserGroup } from '@rian/contracts/admin/user-groups';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useSaveUserGroup } from '../api/settings-admin-api.ts';
import '../i18n.ts';

export function UserGroupList() {
  const { t } = useTranslation();
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
    {
      key: 'members',
      label: t('adminSettings.groups.members'),
      // The members themselves are listed on the People page, filtered to the group.
      render: (g) => (
        <Anchor component={Link} to={`/admin/users?group=${g.id}`} data-testid="group-members">
          {g.member_count}
        </Anchor>
      ),
    },
  ];
  return (
    <ResourceListPage
      texts={t('adminSettings.groups', { returnObjects: true })}
      testName="group"
      resource="user-groups"
      schema={UserGroupPageSchema}
      columns={columns}
      edit={{ label: t('adminSettings.edit'), name: (g) => g.name }}
      form={(group, dialog) => <UserGroupForm group={group} onDone={dialog.close} />}
    />
  );
}

const toBody = (v: { name: string; is_default: boolean }) => ({
  name: v.name,
  is_default: v.is_default ? (1 as const) : (0 as const),
});

function UserGroupForm({ group, onDone }: { group: AdminUserGroup | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, input, submit, saving } = useResourceForm({
    initialValues: { name: group?.name ?? '', is_default: group?.is_default === 1 },
    validate: (v) => schemaResolver(UserGroupCreateSchema, { sync: true })(toBody(v)),
    save: useSaveUserGroup(),
    vars: (values) => ({ id: group?.id ?? null, body: toBody(values) }),
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-group">
      <TextInput label={t('adminSettings.groups.name')} required data-autofocus {...input('name')} />
      <Checkbox label={t('adminSettings.groups.makeDefault')} {...form.getInputProps('is_default', { type: 'checkbox' })} />
    </DialogForm>
  );
}
