// Deleting a lecture (its progress rows go with it); its quiz or homework stays for other lectures.
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited, deleteRow } from '../audited-write.ts';
import { lectureRecord } from './outline-view.ts';

export function deleteLecture(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, lectureRecord, id, async (tx) => {
    await deleteRow(tx, schema.lectures, id);
  });
}
