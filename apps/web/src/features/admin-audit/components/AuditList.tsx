// The audit log page: who changed what and when, with the fields before and after.
import { Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditPageSchema, type AuditEntry } from '@rian/contracts/admin/audit';
import { dateColumn } from '../../../components/admin/columns.ts';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useAuditWords } from './audit-words.ts';

export function AuditList() {
  const { t } = useTranslation();
  const lang = useLang();
  const { action, entity } = useAuditWords();
  const columns: Column<AuditEntry>[] = [
    dateColumn('created_at', t('admin.audit.col.when'), lang),
    { key: 'who', label: t('admin.audit.col.who'), render: (a) => a.actor.username },
    { key: 'action', label: t('admin.audit.col.action'), render: (a) => action(a.action) },
    { key: 'what', label: t('admin.audit.col.what'), render: (a) => `${entity(a.entity)} #${a.entity_id}` },
    { key: 'change', label: t('admin.audit.col.change'), render: (a) => <Change entry={a} /> },
  ];
  return (
    <Stack>
      <Title order={1}>{t('admin.audit.title')}</Title>
      <DataTable
        resource="audit"
        schema={AuditPageSchema}
        columns={columns}
        label={t('admin.audit.title')}
        filterKeys={['entity', 'entity_id']}
        testId="audit-table"
      />
    </Stack>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].slice(0, 6);
  if (keys.length === 0) return null;
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v)).slice(0, 80);
  return (
    <Stack gap={2}>
      {keys.map((k) => (
        <Text key={k} size="xs">
          <Code>{k}</Code> {entry.before ? `${t('admin.audit.before')}: ${show(entry.before[k])}` : ''}
          {entry.before && entry.after ? ' → ' : ''}
          {entry.after ? `${t('admin.audit.after')}: ${show(entry.after[k])}` : ''}
        </Text>
      ))}
    </Stack>
  );
}
