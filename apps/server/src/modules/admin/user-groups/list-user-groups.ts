// The user groups of the back office, searched by name.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { selectUserGroups, toAdminGroup } from './user-group-view.ts';

const { userGroups } = schema;

export async function listUserGroups(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [userGroups.name]);
  const sort = { name: userGroups.name, id: userGroups.id, created_at: userGroups.created_at };
  const [rows, [counted]] = await Promise.all([
    selectUserGroups(ctx.db)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, 'id', userGroups.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(userGroups).where(where),
  ]);
  return pageAnswer(rows.map(toAdminGroup), counted?.total ?? 0, p);
}
