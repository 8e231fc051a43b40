// A new lecture at the end of a section (spec §3 playlist item): video, quiz, homework or document.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminLecture, LectureCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, insertRow, nextPlace } from '../audited-write.ts';
import { checkLecture } from './lecture-rules.ts';
import { lectureRecord, loadSection } from './outline-view.ts';

const { lectures } = schema;

export function createLecture(ctx: AdminContext, actor: Actor, sectionId: number, input: LectureCreate): Promise<AdminLecture> {
  return createAudited(ctx, actor, lectureRecord, async (tx) => {
    const section = await loadSection(tx, sectionId, true);
    const fields = await checkLecture(tx, section.course_id, {
      name: input.name,
      content_type: input.content_type,
      video_url: input.video_url ?? null,
      duration_seconds: input.duration_seconds ?? 0,
      is_preview: input.is_preview ?? 0,
      quiz_id: input.quiz_id ?? null,
      homework_id: input.homework_id ?? null,
    });
    const sort = await nextPlace(tx, lectures.sort, 1, eq(lectures.section_id, sectionId));
    return insertRow(tx, lectures, { ...fields, course_id: section.course_id, section_id: sectionId, sort });
  });
}
