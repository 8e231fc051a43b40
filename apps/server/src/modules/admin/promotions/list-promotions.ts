// The promotion list of the back office, searched by title.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { toAdminPromotion } from './promotion-view.ts';

const { promotions } = schema;

export function listPromotions(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select().from(promotions).$dynamic(),
    counted: promotions,
    search: [promotions.title, promotions.title_en],
    sorts: { title: promotions.title, sort: promotions.sort, id: promotions.id },
    fallback: '-id',
    toRow: toAdminPromotion,
  });
}
