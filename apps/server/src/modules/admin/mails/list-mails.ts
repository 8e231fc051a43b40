// GET /private/admin/mails: a page of the outbox, newest first, filtered by status, kind and Thai
// days and searched over the recipient and the subject; with every kind the outbox holds, for the filter.
import { and, asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { AdminMailRow, MailListQuery } from '@rian/contracts/admin/mails';
import { listPage } from '../list-page.ts';
import { onThaiDays } from '../thai-days.ts';

const { mailOutbox } = schema;

export const mailRowColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to_address: mailOutbox.to_address,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  last_error: mailOutbox.last_error,
  created_at: mailOutbox.created_at,
  sent_at: mailOutbox.sent_at,
};

type Row = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'kind' | 'to_address' | 'subject' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at'
>;

export function mailRow(r: Row): AdminMailRow {
  return {
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    status: r.status as AdminMailRow['status'],
    attempts: r.attempts,
    last_error: r.last_error,
    created_at: r.created_at.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
  };
}

export async function listMails(db: Db, q: MailListQuery) {
  const page = await listPage(db, q, {
    rows: db.select(mailRowColumns).from(mailOutbox).$dynamic(),
    counted: mailOutbox,
    filters: [
      q.status ? eq(mailOutbox.status, q.status) : undefined,
      q.kind ? eq(mailOutbox.kind, q.kind) : undefined,
      and(onThaiDays(mailOutbox.created_at, q.from, q.to)),
    ],
    search: [mailOutbox.to_address, mailOutbox.subject],
    sorts: { created_at: mailOutbox.created_at, id: mailOutbox.id },
    fallback: '-created_at',
    toRow: mailRow,
  });
  const kinds = await db.selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox).orderBy(asc(mailOutbox.kind));
  return { ...page, kinds: kinds.map((k) => k.kind) };
}
