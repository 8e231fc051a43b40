// Duplicating a course: a draft copy with every field, its teachers, plans, page tabs and outline (quizzes and
// homework copied too), under the link course-{id} and nobody's seats, for the administrator to
// adjust and publish.
import { asc, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminCourse } from '@rian/contracts/admin/courses';
import type { Actor, AdminContext } from '../admin-context.ts';
import { insertWithIdSlug, publishedWrite } from '../audited-write.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadCourse } from './course-view.ts';
import { copyOutline, copyPlans, copyTabs } from './copy-course-outline.ts';

const { courses, courseTeachers } = schema;

const copyTitle = (title: string, suffix: string) => `${title.slice(0, 200 - suffix.length)}${suffix}`;

export async function duplicateCourse(ctx: AdminContext, actor: Actor, id: number): Promise<AdminCourse> {
  return publishedWrite(ctx, 'catalogue', async (tx) => {
    await loadCourse(tx, id);
    const [source] = await tx.select().from(courses).where(eq(courses.id, id));
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = source!;
    const now = ctx.clock();
    const copyId = await insertWithIdSlug(
      tx,
      courses,
      {
        ...fields,
        title: copyTitle(fields.title, ' (สำเนา)'),
        title_en: fields.title_en ? copyTitle(fields.title_en, ' (copy)') : null,
        slug: `copy-${id}-${now.getTime()}`,
        seats_taken: 0,
        is_published: false,
        first_published_at: null,
        created_at: now,
        updated_at: now,
      },
      'course',
    );
    const teacherRows = await tx
      .select()
      .from(courseTeachers)
      .where(eq(courseTeachers.course_id, id))
      .orderBy(asc(courseTeachers.sort));
    if (teacherRows.length) await tx.insert(courseTeachers).values(teacherRows.map((t) => ({ ...t, course_id: copyId })));
    await copyPlans(tx, id, copyId);
    await copyTabs(tx, id, copyId);
    await copyOutline(tx, id, copyId);
    const made = await loadCourse(tx, copyId);
    await recordAudit(tx, actor, {
      action: 'duplicate',
      entity: 'course',
      entityId: copyId,
      before: { source_id: id },
      after: made,
    });
    return made;
  });
}
