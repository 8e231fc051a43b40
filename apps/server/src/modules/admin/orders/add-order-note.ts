// POST /private/admin/orders/{id}/notes: an administrator's internal note on an order, kept in
// order_notes and shown in the order page and its timeline; no buyer's route reads that table.
// Audited with the note.
import { schema } from '@rian/db';
import type { AdminOrderDetail } from '@rian/contracts/admin/orders';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { orderAction } from './order-action.ts';
import { NOTE_ACTION } from './order-timeline.ts';

const { orderNotes } = schema;

export function addOrderNote(ctx: AdminContext, actor: Actor, id: number, body: string): Promise<AdminOrderDetail> {
  return orderAction(ctx, id, async (tx) => {
    const [note] = await tx
      .insert(orderNotes)
      .values({ order_id: id, body, actor_id: actor.id, actor_username: actor.username, created_at: ctx.clock() })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, actor, { action: NOTE_ACTION, entity: 'order', entityId: id, after: { note_id: note!.id, body } });
  });
}
