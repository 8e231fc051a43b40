// Editing a lecture: only the fields sent change; the result must still be a whole lecture of its type.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminLecture, LecturePatch } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { updateAudited } from '../audited-write.ts';
import { checkLecture } from './lecture-rules.ts';
import { lectureRecord } from './outline-view.ts';

const { lectures } = schema;

export function updateLecture(ctx: AdminContext, actor: Actor, id: number, patch: LecturePatch): Promise<AdminLecture> {
  return updateAudited(ctx, actor, lectureRecord, id, async (tx, before) => {
    const fields = await checkLecture(tx, before.course_id, {
      name: patch.name ?? before.name,
      content_type: patch.content_type ?? before.content_type,
      video_url: patch.video_url !== undefined ? patch.video_url : before.video_url,
      duration_seconds: patch.duration_seconds ?? before.duration_seconds,
      is_preview: patch.is_preview ?? before.is_preview,
      quiz_id: patch.quiz_id !== undefined ? patch.quiz_id : before.quiz_id,
      homework_id: patch.homework_id !== undefined ? patch.homework_id : before.homework_id,
    });
    await tx.update(lectures).set(fields).where(eq(lectures.id, id));
  });
}
