// /admin/users/:id: one member — profile, role and account state with its actions, the courses they
// may open (granted, extended and revoked here), their orders and their user groups.
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserOneSchema, type AdminUserDetail } from '@rian/contracts/admin/users';
import { recordPage } from '../../../components/admin/EditorFrame.tsx';
import '../i18n.ts';
import { AccessCard } from './AccessCard.tsx';
import { GroupsCard } from './GroupsCard.tsx';
import { OrdersCard } from './OrdersCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';

export const UserDetail = recordPage('users', UserOneSchema, UserView);

function UserView({ record: user }: { record: AdminUserDetail }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Anchor component={Link} to="/admin/users" size="sm">
        {t('adminPeople.detail.back')}
      </Anchor>
      <Stack gap={2}>
        <Title order={1}>{user.name || user.username}</Title>
        <Text c="dimmed" size="sm">
          {t(`adminPeople.role.${user.role}`)} · {user.email}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ProfileCard key={`${user.role}-${user.updated_at}`} user={user} />
        <GroupsCard key={user.groups.map((g) => g.id).join()} user={user} />
      </SimpleGrid>
      <AccessCard user={user} />
      <OrdersCard user={user} />
    </Stack>
  );
}
