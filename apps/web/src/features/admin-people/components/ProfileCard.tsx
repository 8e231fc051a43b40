// The member's profile, their role (changed here; an administrator's own demotion is refused by the
// server), and the account's state with its actions: disable with a reason or enable again, and a
// password-reset link mailed after a confirmation.
import { useState } from 'react';
import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_ROLES, type MemberRole } from '@rian/domain/member-admin';
import { UserReasonSchema, type AdminUserDetail, type UserReason } from '@rian/contracts/admin/users';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useUserWrite } from '../api/users-admin-api.ts';
import { ReasonInput } from './ReasonInput.tsx';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';
import { UserActionDialog } from './UserActionDialog.tsx';
import { AccountBadge } from './UserList.tsx';

export function ProfileCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const d = (key: 'username' | 'email' | 'tel' | 'nickname' | 'joined') => t(`adminPeople.detail.${key}`);
  const rows: [string, string][] = [
    [d('username'), user.username],
    [d('email'), user.email],
    [d('tel'), user.tel ?? '—'],
    [d('nickname'), user.nickname ?? '—'],
    [d('joined'), formatDate(user.created_at, lang, true) ?? '—'],
  ];
  return (
    <TitledCard title={t('adminPeople.detail.profile')} aside={<AccountBadge disabled={user.disabled} />} testId="user-profile">
      <Stack>
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4} data-testid="user-facts">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={110}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <RoleField user={user} />
        <Group gap="xs">
          <AccountToggle user={user} />
          <ResetLinkButton user={user} />
        </Group>
      </Stack>
    </TitledCard>
  );
}

function RoleField({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [role, setRole] = useState<MemberRole>(user.role);
  const write = useUserWrite(user.id, (to: MemberRole) => ({ method: 'PUT', path: 'role', body: { role: to } }));
  const save = () =>
    write.mutate(role, {
      onSuccess: () => notifyDone(t('adminPeople.detail.roleSaved')),
      onError: (e) => notifyFailed(t, lang, e),
    });
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('adminPeople.detail.role')}
        data={MEMBER_ROLES.map((r) => ({ value: r, label: t(`adminPeople.role.${r}`) }))}
        value={role}
        onChange={(v) => v && setRole(v as MemberRole)}
        allowDeselect={false}
        w={200}
        data-testid="user-role"
      />
      <Button
        variant="default"
        onClick={save}
        loading={write.isPending}
        disabled={role === user.role}
        data-testid="user-role-save"
      >
        {t('adminPeople.detail.saveRole')}
      </Button>
    </Group>
  );
}

function AccountToggle({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const name = user.name || user.username;
  const a = (key: string) => t(`adminPeople.account.${key}` as 'adminPeople.account.disable', { name });
  if (user.disabled) {
    return (
      <UserActionDialog
        userId={user.id}
        testId="user-enable"
        text={{ action: a('enable'), title: a('enableTitle'), lead: a('enableLead'), done: a('enabled') }}
        button={{ color: 'teal' }}
        request={() => ({ method: 'POST', path: 'enable' })}
      />
    );
  }
  return (
    <UserActionDialog<UserReason>
      userId={user.id}
      testId="user-disable"
      text={{ action: a('disable'), title: a('disableTitle'), lead: a('disableLead'), done: a('disabled') }}
      button={{ color: 'red' }}
      request={(body) => ({ method: 'POST', path: 'disable', body })}
      form={{
        schema: UserReasonSchema,
        initialValues: { reason: '' },
        fields: (form) => <ReasonInput form={form} label={a('reason')} testId="user-disable" />,
      }}
    />
  );
}

function ResetLinkButton({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`adminPeople.reset.${key}` as 'adminPeople.reset.action', { email: user.email });
  if (user.disabled) return null;
  return (
    <UserActionDialog
      userId={user.id}
      testId="user-reset"
      text={{ action: r('action'), title: r('title'), lead: r('lead'), confirm: r('confirm'), done: r('done') }}
      button={{ color: 'gray' }}
      request={() => ({ method: 'POST', path: 'password-reset' })}
    />
  );
}
