// Putting the registration form's custom labels in a new order (spec §3 order_label): the request
// names every label once, and each takes its place in the list as its order.
import { asc } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminCustomLabel } from '@rian/contracts/admin/custom-labels';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { reorderTable } from '../write-order.ts';
import { toAdminLabel } from './custom-label-view.ts';

const { customLabels } = schema;

export async function orderCustomLabels(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminCustomLabel[]> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const place = (order_label: number) => ({ order_label });
    const by = customLabels.order_label;
    await reorderTable(tx, actor, ids, { table: customLabels, by, place, entity: 'custom_label', what: 'custom label' });
    const after = await tx.select().from(customLabels).orderBy(asc(customLabels.order_label), asc(customLabels.id));
    return after.map(toAdminLabel);
  });
}
