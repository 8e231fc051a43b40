// The promotion list of the back office, searched by title.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { promotionColumns } from './promotion-view.ts';

const { promotions } = schema;

export async function listPromotions(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [promotions.title, promotions.title_en]);
  const sort = { title: promotions.title, sort: promotions.sort, id: promotions.id };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(promotionColumns)
      .from(promotions)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, '-id', promotions.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(promotions).where(where),
  ]);
  return pageAnswer(rows, counted?.total ?? 0, p);
}
