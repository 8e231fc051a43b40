// A new section at the end of a course's outline (spec §3 playlist item section).
import { eq, max } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection, SectionCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { assertCourse, loadSection } from './outline-view.ts';

const { sections } = schema;

export async function createSection(
  ctx: AdminContext,
  actor: Actor,
  courseId: number,
  input: SectionCreate,
): Promise<AdminSection> {
  const made = await ctx.db.transaction(async (tx) => {
    await assertCourse(tx, courseId);
    const [last] = await tx
      .select({ sort: max(sections.sort) })
      .from(sections)
      .where(eq(sections.course_id, courseId));
    const [row] = await tx
      .insert(sections)
      .values({ course_id: courseId, name: input.name, sort: (last?.sort ?? 0) + 1 })
      .returning({ id: sections.id });
    const section = await loadSection(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'section', entityId: section.id, after: section });
    return section;
  });
  await ctx.changes.publish('catalogue');
  return made;
}
