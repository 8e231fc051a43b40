// Deleting a quiz no lecture uses; a quiz a lecture names answers IN_USE (change the lecture first).
import { schema } from '@rian/db';
import type { Actor, AdminContext } from '../admin-context.ts';
import { deleteAudited, deleteRow, refuseWhileUsed } from '../audited-write.ts';
import { quizRecord } from './quiz-view.ts';

export function deleteQuiz(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, quizRecord, id, async (tx) => {
    await refuseWhileUsed(tx, schema.lectures.quiz_id, id, 'A lecture uses this quiz');
    await deleteRow(tx, schema.quizzes, id);
  });
}
