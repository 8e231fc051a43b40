// The custom labels of the back office, in their order, searched by label.
import { schema } from '@rian/db';
import type { AdminListQuery } from '@rian/contracts/admin/list';
import type { AdminContext } from '../admin-context.ts';
import { listPage } from '../list-page.ts';
import { toAdminLabel } from './custom-label-view.ts';

const { customLabels } = schema;

export function listCustomLabels(ctx: AdminContext, query: AdminListQuery) {
  return listPage(ctx.db, query, {
    rows: ctx.db.select().from(customLabels).$dynamic(),
    counted: customLabels,
    search: [customLabels.label],
    sorts: { order_label: customLabels.order_label, label: customLabels.label, id: customLabels.id },
    fallback: 'order_label',
    toRow: toAdminLabel,
  });
}
