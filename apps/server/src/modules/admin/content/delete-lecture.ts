// Deleting a lecture (its progress rows go with it); its quiz or homework stays for other lectures.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadLectureRow, toAdminLecture } from './outline-view.ts';

export async function deleteLecture(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = toAdminLecture(await loadLectureRow(tx, id, true));
    await tx.delete(schema.lectures).where(eq(schema.lectures.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'lecture', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
