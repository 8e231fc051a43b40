// The custom pages of the back office, searched by title or link.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { toAdminPage } from './page-view.ts';

const { customPages } = schema;

export async function listPages(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [customPages.title, customPages.title_en, customPages.slug]);
  const sort = { title: customPages.title, slug: customPages.slug, updated_at: customPages.updated_at, id: customPages.id };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(customPages)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, '-updated_at', customPages.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(customPages).where(where),
  ]);
  return pageAnswer(rows.map(toAdminPage), counted?.total ?? 0, p);
}
