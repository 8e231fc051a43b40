// Deleting a file of the media library: its row and audit row in one transaction, then the file and
// its resized copies. A page or course still naming it shows the no-image picture (spec §8).
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { deleteRow } from '../audited-write.ts';
import { removeStored } from './finish-upload.ts';
import { loadUpload } from './upload-view.ts';

export async function deleteUpload(ctx: AdminContext, uploadDir: string, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await loadUpload(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await deleteRow(tx, schema.uploads, id);
    const { name, kind, mime, size, original_name } = before;
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'upload',
      entityId: id,
      before: { name, kind, mime, size, original_name },
    });
  });
  await removeStored(uploadDir, before.name, before.variants);
  ctx.changes.publish('site');
  return { id };
}
