// The custom labels of the back office, in their order, searched by label.
import { count } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { pageAnswer, paging, searchAll, sortBy } from '../list-page.ts';
import { toAdminLabel } from './custom-label-view.ts';

const { customLabels } = schema;

export async function listCustomLabels(ctx: AdminContext, query: AdminListQuery) {
  const p = paging(query);
  const where = searchAll(query.q, [customLabels.label]);
  const sort = { order_label: customLabels.order_label, label: customLabels.label, id: customLabels.id };
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(customLabels)
      .where(where)
      .orderBy(...sortBy(query.sort, sort, 'order_label', customLabels.id))
      .limit(p.perPage)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(customLabels).where(where),
  ]);
  return pageAnswer(rows.map(toAdminLabel), counted?.total ?? 0, p);
}
