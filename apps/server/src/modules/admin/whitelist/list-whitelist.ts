// The whitelist of the back office, searched by e-mail.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { toAdminEntry } from './whitelist-view.ts';

const { whitelistEmails } = schema;

export async function listWhitelist(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [whitelistEmails.email]);
  const sort = { email: whitelistEmails.email, created_at: whitelistEmails.created_at, id: whitelistEmails.id };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(whitelistEmails)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, 'email', whitelistEmails.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(whitelistEmails).where(where),
  ]);
  return pageAnswer(rows.map(toAdminEntry), counted?.total ?? 0, p);
}
