// The whitelist of the back office, searched by e-mail.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { toAdminEntry } from './whitelist-view.ts';

const { whitelistEmails } = schema;

export function listWhitelist(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select().from(whitelistEmails).$dynamic(),
    counted: whitelistEmails,
    search: [whitelistEmails.email],
    sorts: { email: whitelistEmails.email, created_at: whitelistEmails.created_at, id: whitelistEmails.id },
    fallback: 'email',
    toRow: toAdminEntry,
  });
}
