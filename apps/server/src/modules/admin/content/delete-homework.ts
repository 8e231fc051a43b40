// Deleting homework that no lecture uses and nobody has handed in: students' work is never thrown away.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadHomework } from './homework-view.ts';

export async function deleteHomework(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: schema.homeworks.id }).from(schema.homeworks).where(eq(schema.homeworks.id, id)).for('update');
    const before = await loadHomework(tx, id);
    const [used] = await tx
      .select({ id: schema.lectures.id })
      .from(schema.lectures)
      .where(eq(schema.lectures.homework_id, id))
      .limit(1);
    if (used) throw new DomainError('IN_USE', 'A lecture uses this homework');
    if (before.submission_count > 0) throw new DomainError('IN_USE', 'Students have handed this homework in');
    await tx.delete(schema.homeworks).where(eq(schema.homeworks.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'homework', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
