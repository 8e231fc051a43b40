// A new section at the end of a course's outline (spec §3 playlist item section).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminSection, SectionCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, insertRow, nextPlace } from '../audited-write.ts';
import { assertCourse, sectionRecord } from './outline-view.ts';

const { sections } = schema;

export function createSection(ctx: AdminContext, actor: Actor, courseId: number, input: SectionCreate): Promise<AdminSection> {
  return createAudited(ctx, actor, sectionRecord, async (tx) => {
    await assertCourse(tx, courseId);
    const sort = await nextPlace(tx, sections.sort, 1, eq(sections.course_id, courseId));
    return insertRow(tx, sections, { course_id: courseId, name: input.name, sort });
  });
}
