// Deleting a section deletes its lectures (and, through the foreign keys, progress recorded on them).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadSection } from './outline-view.ts';

const { sections } = schema;

export async function deleteSection(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadSection(tx, id, true);
    await tx.delete(sections).where(eq(sections.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'section', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
