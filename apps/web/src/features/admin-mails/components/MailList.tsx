// /admin/mails: the mail outbox, newest first, filtered on the server by status, kind and Thai days and
// searched over the recipient and the subject; each row opens the mail.
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIL_STATUSES, MailPageSchema, type AdminMailRow } from '@rian/contracts/admin/mails';
import { dateColumn } from '../../../components/admin/columns.ts';
import { useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { ListFilterSelect } from '../../../components/admin/ListFilterSelect.tsx';
import { ListPage } from '../../../components/admin/ListPage.tsx';
import { adminGetQuery } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

const MAIL_FILTERS = ['status', 'kind', 'from', 'to'] as const;

export function MailList() {
  const { t } = useTranslation();
  const lang = useLang();
  const col = (key: string) => t(`adminMails.col.${key}` as 'adminMails.col.id');
  const columns: Column<AdminMailRow>[] = [
    { key: 'id', label: col('id'), sort: 'id', render: (m) => `#${m.id}` },
    dateColumn('created_at', col('when'), lang),
    { key: 'to', label: col('to'), render: (m) => m.to },
    { key: 'subject', label: col('subject'), render: (m) => m.subject },
    { key: 'kind', label: col('kind'), render: (m) => m.kind },
    { key: 'status', label: col('status'), render: (m) => <MailStatusBadge status={m.status} /> },
  ];
  return (
    <ListPage
      title={t('adminMails.title')}
      lead={t('adminMails.lead')}
      testName="mail"
      resource="mails"
      schema={MailPageSchema}
      columns={columns}
      filterKeys={MAIL_FILTERS}
      editorPath="/admin/mails"
      filters={<MailFilters />}
    />
  );
}

function MailFilters() {
  const { t } = useTranslation();
  const { query, set } = useListParams(MAIL_FILTERS);
  // The kinds the outbox holds come with any page of it.
  const kinds = useQuery(adminGetQuery(['mails', 'kinds'], 'mails?per_page=10', MailPageSchema)).data?.kinds ?? [];
  const day = (key: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`adminMails.filter.${key}`)}
      value={query[key] ?? ''}
      onChange={(e) => set({ [key]: e.currentTarget.value || undefined })}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <>
      <ListFilterSelect
        name="status"
        label={t('adminMails.filter.status')}
        all={t('adminMails.filter.all')}
        options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`adminMails.status.${s}`) }))}
        testId="filter-status"
      />
      <ListFilterSelect
        name="kind"
        label={t('adminMails.filter.kind')}
        all={t('adminMails.filter.all')}
        options={kinds.map((k) => ({ value: k, label: k }))}
        testId="filter-kind"
      />
      {day('from')}
      {day('to')}
    </>
  );
}
