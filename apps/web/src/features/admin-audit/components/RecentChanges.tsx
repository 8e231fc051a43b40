// The dashboard's last few audit rows: what changed lately, and by whom.
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuditPageSchema } from '@rian/contracts/admin/audit';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useAuditWords } from './audit-words.ts';

export function RecentChanges() {
  const { t } = useTranslation();
  const lang = useLang();
  const { action, entity } = useAuditWords();
  const recent = useQuery(adminListQuery('audit', AuditPageSchema, { per_page: 10 }));
  const rows = recent.data?.data ?? [];
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        <Anchor component={Link} to="/admin/audit" c="inherit">
          {t('admin.dashboard.recent')}
        </Anchor>
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('admin.dashboard.none')}</Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none">
          {rows.map((a) => (
            <List.Item key={a.id}>
              {formatDate(a.created_at, lang, true)} · {a.actor.username} · {action(a.action)} {entity(a.entity)} #{a.entity_id}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
