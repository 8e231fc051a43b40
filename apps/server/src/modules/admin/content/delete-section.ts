// Deleting a section deletes its lectures (and, through the foreign keys, progress recorded on them).
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited, deleteRow } from '../audited-write.ts';
import { sectionRecord } from './outline-view.ts';

export function deleteSection(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, sectionRecord, id, async (tx) => {
    await deleteRow(tx, schema.sections, id);
  });
}
