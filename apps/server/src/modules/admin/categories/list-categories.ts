// The categories of the back office, searched by name or link.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { selectCategories } from './category-view.ts';

const { categories } = schema;

export async function listCategories(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [categories.name, categories.name_en, categories.link_path]);
  const sort = { name: categories.name, sort: categories.sort, id: categories.id };
  const [rows, [counted]] = await Promise.all([
    selectCategories(ctx.db)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, 'sort', categories.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(categories).where(where),
  ]);
  return pageAnswer(rows, counted?.total ?? 0, p);
}
