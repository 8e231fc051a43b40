// Putting the registration form's custom labels in a new order (spec §3 order_label): the request
// names every label once, and each takes its place in the list as its order.
import { asc } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCustomLabel } from '@rian/contracts/admin/custom-labels';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { namesEachOnce, writeOrder } from '../write-order.ts';
import { toAdminLabel } from './custom-label-view.ts';

const { customLabels } = schema;

export async function orderCustomLabels(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminCustomLabel[]> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const rows = await tx.select().from(customLabels).orderBy(asc(customLabels.order_label), asc(customLabels.id));
    const before = rows.map((r) => r.id);
    if (!namesEachOnce(ids, before)) {
      throw new DomainError('INPUT_ERROR', 'Name every custom label once', [{ path: '/ids', message: 'order' }]);
    }
    const place = (order_label: number) => ({ order_label });
    await writeOrder(tx, actor, ids, { table: customLabels, place, entity: 'custom_label', entityId: 'all', before });
    const after = await tx.select().from(customLabels).orderBy(asc(customLabels.order_label), asc(customLabels.id));
    return after.map(toAdminLabel);
  });
}
