// Editing a lecture: only the fields sent change; the result must still be a whole lecture of its type.
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminLecture, LecturePatch } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit } from '../audit/record-audit.ts';
import { checkLecture } from './lecture-rules.ts';
import { loadLecture, loadLectureRow, toAdminLecture } from './outline-view.ts';

const { lectures } = schema;

export async function updateLecture(ctx: AdminContext, actor: Actor, id: number, patch: LecturePatch): Promise<AdminLecture> {
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await loadLectureRow(tx, id, true);
    const before = toAdminLecture(row);
    const fields = await checkLecture(tx, row.course_id, {
      name: patch.name ?? row.name,
      content_type: patch.content_type ?? before.content_type,
      video_url: patch.video_url !== undefined ? patch.video_url : row.video_url,
      duration_seconds: patch.duration_seconds ?? row.duration_seconds,
      is_preview: patch.is_preview ?? before.is_preview,
      quiz_id: patch.quiz_id !== undefined ? patch.quiz_id : row.quiz_id,
      homework_id: patch.homework_id !== undefined ? patch.homework_id : row.homework_id,
    });
    await tx.update(lectures).set(fields).where(eq(lectures.id, id));
    const after = await loadLecture(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'lecture', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}
