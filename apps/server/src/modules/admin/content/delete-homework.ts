// Deleting homework that no lecture uses and nobody has handed in: students' work is never thrown away.
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited, deleteRow, refuseWhileUsed } from '../audited-write.ts';
import { homeworkRecord } from './homework-view.ts';

export function deleteHomework(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, homeworkRecord, id, async (tx, before) => {
    await refuseWhileUsed(tx, schema.lectures.homework_id, id, 'A lecture uses this homework');
    if (before.submission_count > 0) throw new DomainError('IN_USE', 'Students have handed this homework in');
    await deleteRow(tx, schema.homeworks, id);
  });
}
