// An instructor's or administrator's grade on a homework submission (spec §3 homework): a score out of
// 100, passed or not, and feedback the student reads on their homework; grading again replaces it.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSubmission, Grade } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit } from '../audit/record-audit.ts';
import { loadSubmission } from './homework-view.ts';

export async function gradeSubmission(ctx: AdminContext, actor: Actor, id: number, grade: Grade): Promise<AdminSubmission> {
  return ctx.db.transaction(async (tx) => {
    const before = await loadSubmission(tx, id, true);
    await tx
      .update(schema.homeworkSubmissions)
      .set({
        score: grade.score,
        passed: grade.passed,
        feedback: grade.feedback || null,
        graded_at: ctx.clock(),
        graded_by: actor.id,
      })
      .where(eq(schema.homeworkSubmissions.id, id));
    const after = await loadSubmission(tx, id);
    const { before: was, after: now } = changedFields(before, after);
    await recordAudit(tx, actor, { action: 'grade', entity: 'homework_submission', entityId: id, before: was, after: now });
    return after;
  });
}
