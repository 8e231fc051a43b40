// /admin/users: the academy's members, searched (name, e-mail, phone, username), filtered (role,
// account state) and paged on the server, newest first; each row opens the member's page.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_ROLES } from '@rian/domain/member-admin';
import { USER_STATES, UserPageSchema, type AdminUserRow } from '@rian/contracts/admin/users';
import { dateColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { ListFilterSelect } from '../../../components/admin/ListFilterSelect.tsx';
import { ListPage } from '../../../components/admin/ListPage.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useAllGroups } from '../api/users-admin-api.ts';
import '../i18n.ts';

/** The role and state choices, and a group's members (the group list links here with ?group=). */
const FILTERS = ['role', 'state', 'group'] as const;

export function UserList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { groups } = useAllGroups();
  const col = (key: string) => t(`adminPeople.col.${key}` as 'adminPeople.col.name');
  const columns: Column<AdminUserRow>[] = [
    { key: 'name', label: col('name'), render: (u) => u.name || u.username },
    { key: 'email', label: col('email'), sort: 'email', render: (u) => u.email },
    { key: 'tel', label: col('tel'), render: (u) => u.tel ?? '—' },
    { key: 'role', label: col('role'), render: (u) => t(`adminPeople.role.${u.role}`) },
    { key: 'state', label: col('state'), render: (u) => <AccountBadge disabled={u.disabled} /> },
    dateColumn('created_at', col('created'), lang),
  ];
  /** A filter of the list by `name`, "all" first. */
  const filter = (name: (typeof FILTERS)[number], options: { value: string; label: string }[]) => (
    <ListFilterSelect
      name={name}
      label={t(`adminPeople.filter.${name}`)}
      all={t('adminPeople.filter.all')}
      options={options}
      testId={`filter-${name}`}
    />
  );
  return (
    <ListPage
      title={t('adminPeople.title')}
      lead={t('adminPeople.lead')}
      testName="user"
      resource="users"
      schema={UserPageSchema}
      columns={columns}
      filterKeys={FILTERS}
      editorPath="/admin/users"
      filters={
        <>
          {filter(
            'role',
            MEMBER_ROLES.map((r) => ({ value: r, label: t(`adminPeople.role.${r}`) })),
          )}
          {filter(
            'state',
            USER_STATES.map((s) => ({ value: s, label: t(`adminPeople.state.${s}`) })),
          )}
          {filter(
            'group',
            groups.map((g) => ({ value: String(g.id), label: g.name })),
          )}
        </>
      }
    />
  );
}

/** Active or disabled, at a glance. */
export function AccountBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={disabled ? 'red' : 'teal'} variant="light" data-testid="account-state">
      {t(disabled ? 'adminPeople.state.disabled' : 'adminPeople.state.active')}
    </Badge>
  );
}
