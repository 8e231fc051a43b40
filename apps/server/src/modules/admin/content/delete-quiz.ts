// Deleting a quiz no lecture uses; a quiz a lecture names answers IN_USE (change the lecture first).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadQuiz } from './quiz-view.ts';

export async function deleteQuiz(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadQuiz(tx, id, true);
    const [used] = await tx
      .select({ id: schema.lectures.id })
      .from(schema.lectures)
      .where(eq(schema.lectures.quiz_id, id))
      .limit(1);
    if (used) throw new DomainError('IN_USE', 'A lecture uses this quiz');
    await tx.delete(schema.quizzes).where(eq(schema.quizzes.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'quiz', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
