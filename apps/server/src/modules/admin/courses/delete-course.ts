// Deleting a course: only one nobody has ordered. A course with orders keeps its history (spec §4
// order lines name it); the administrator unpublishes it instead.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadCourse } from './course-view.ts';

export async function deleteCourse(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadCourse(tx, id, true);
    const [ordered] = await tx
      .select({ id: schema.orderCourses.id })
      .from(schema.orderCourses)
      .where(eq(schema.orderCourses.course_id, id))
      .limit(1);
    if (ordered) throw new DomainError('IN_USE', 'The course has orders; unpublish it instead');
    await tx.delete(schema.courses).where(eq(schema.courses.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: 'course', entityId: id, before });
  });
  await ctx.changes.publish('catalogue');
  return { id };
}
