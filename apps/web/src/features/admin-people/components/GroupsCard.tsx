// The member's user groups (spec §6 course_for_user_group), ticked among all of the academy's groups
// and saved together.
import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@rian/contracts/admin/users';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { TitledCard } from '../../../components/admin/TitledCard.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useAllGroups, useUserWrite } from '../api/users-admin-api.ts';

export function GroupsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { loaded, groups: all } = useAllGroups();
  const [chosen, setChosen] = useState(() => user.groups.map((g) => String(g.id)));
  const write = useUserWrite(user.id, (ids: string[]) => ({
    method: 'PUT',
    path: 'groups',
    body: { group_ids: ids.map(Number) },
  }));
  const save = () =>
    write.mutate(chosen, {
      onSuccess: () => notifyDone(t('adminPeople.groups.saved')),
      onError: (e) => notifyFailed(t, lang, e),
    });
  return (
    <TitledCard title={t('adminPeople.groups.title')} testId="user-groups">
      {loaded && all.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('adminPeople.groups.none')}
        </Text>
      ) : (
        <Stack>
          <Checkbox.Group value={chosen} onChange={setChosen} aria-label={t('adminPeople.groups.title')}>
            <Group gap="md">
              {all.map((g) => (
                <Checkbox key={g.id} value={String(g.id)} label={g.name} data-testid={`group-${g.id}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button variant="default" onClick={save} loading={write.isPending} data-testid="user-groups-save">
              {t('adminPeople.groups.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </TitledCard>
  );
}
