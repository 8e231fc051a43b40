// Deleting a section deletes its lectures (and, through the foreign keys, progress recorded on them).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited } from '../audited-write.ts';
import { sectionRecord } from './outline-view.ts';

export function deleteSection(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, sectionRecord, id, async (tx) => {
    await tx.delete(schema.sections).where(eq(schema.sections.id, id));
  });
}
