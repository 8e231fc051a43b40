// Publishing and unpublishing a course go through the course lifecycle's table: a draft or an
// unpublished course is published, a published one unpublished, nothing else.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { applyTransition } from '@rian/domain/lifecycles/lifecycle';
import { COURSE_LIFECYCLE, type CourseEvent } from '@rian/domain/lifecycles/course';
import type { AdminCourse } from '@rian/contracts/admin/courses';
import type { Actor, AdminContext } from '../admin-context.ts';
import { publishedWrite } from '../audited-write.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadCourse } from './course-view.ts';

export async function changeCourseStatus(ctx: AdminContext, actor: Actor, id: number, event: CourseEvent): Promise<AdminCourse> {
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    const before = await loadCourse(tx, id, true);
    // A refused transition answers TRANSITION_REFUSED (lib/errors.ts).
    const to = applyTransition(COURSE_LIFECYCLE, before.status, event);
    const now = ctx.clock();
    await tx
      .update(schema.courses)
      .set({
        is_published: to === 'published',
        first_published_at: before.first_published_at ? new Date(before.first_published_at) : now,
        updated_at: now,
      })
      .where(eq(schema.courses.id, id));
    const after = await loadCourse(tx, id);
    await recordAudit(tx, actor, {
      action: event,
      entity: 'course',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}
