// Putting the registration form's custom labels in a new order (spec §3 order_label): the request
// names every label once, and each takes its place in the list as its order.
import { asc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCustomLabel } from '@rian/contracts/admin/custom-labels';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { toAdminLabel } from './custom-label-view.ts';

const { customLabels } = schema;

export async function orderCustomLabels(ctx: AdminContext, actor: Actor, ids: number[]): Promise<AdminCustomLabel[]> {
  return publishedWrite(ctx, 'site', async (tx) => {
    const rows = await tx.select().from(customLabels).orderBy(asc(customLabels.order_label), asc(customLabels.id));
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new DomainError('INPUT_ERROR', 'Name every custom label once', [{ path: '/ids', message: 'order' }]);
    }
    for (const [i, id] of ids.entries()) {
      await tx
        .update(customLabels)
        .set({ order_label: i + 1 })
        .where(eq(customLabels.id, id));
    }
    await recordAudit(tx, actor, {
      action: 'reorder',
      entity: 'custom_label',
      entityId: 'all',
      before: { ids: rows.map((r) => r.id) },
      after: { ids },
    });
    const after = await tx.select().from(customLabels).orderBy(asc(customLabels.order_label), asc(customLabels.id));
    return after.map(toAdminLabel);
  });
}
