// A new course is a draft made from its title alone (the back office fills in the rest later): not on
// the storefront until it is published, with the link course-{id} until the administrator names one.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminCourse, CourseCreate } from '@rian/contracts/admin/courses';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadCourse } from './course-view.ts';

export async function createCourse(ctx: AdminContext, actor: Actor, input: CourseCreate): Promise<AdminCourse> {
  const course = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.courses)
      .values({ title: input.title, slug: `draft-${randomUUID()}`, is_published: false })
      .returning({ id: schema.courses.id });
    await tx
      .update(schema.courses)
      .set({ slug: `course-${row!.id}` })
      .where(eq(schema.courses.id, row!.id));
    const made = await loadCourse(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'course', entityId: made.id, after: made });
    return made;
  });
  await ctx.changes.publish('catalogue');
  return course;
}
