// POST /private/homework/{homeworkId}/submit: the caller's own 'homework' upload; the lecture is then done.
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { homeworkAccepts } from '@rian/domain/uploads';
import { assertMayOpen } from './access.ts';
import { findHomework } from './get-homework.ts';
import type { Caller, LearningContext } from './learning-context.ts';
import { markLecturesDone } from './record-progress.ts';

const { uploads, homeworkSubmissions } = schema;

export async function submitHomework(ctx: LearningContext, caller: Caller, homeworkId: number, file: string) {
  const hw = await findHomework(ctx.db, homeworkId);
  await assertMayOpen(ctx, caller, hw.course_id);
  const [upload] = await ctx.db
    .select({ name: uploads.name, original_name: uploads.original_name })
    .from(uploads)
    .where(and(eq(uploads.name, file), eq(uploads.owner_user_id, caller.id), eq(uploads.kind, 'homework')))
    .limit(1);
  if (!upload) throw new DomainError('UPLOAD_FAILED', 'Upload the file first (kind=homework).');
  if (!homeworkAccepts(hw.accepted_types, upload.name)) throw new DomainError('FILE_TYPE_NOT_ALLOWED');
  const [created] = await ctx.db
    .insert(homeworkSubmissions)
    .values({
      homework_id: homeworkId,
      user_id: caller.id,
      file: upload.name,
      original_name: upload.original_name,
      submitted_at: ctx.clock(),
    })
    .onConflictDoNothing()
    .returning({ id: homeworkSubmissions.id });
  let id = created?.id;
  if (id === undefined) {
    // The same file sent again for the same homework is the same submission; another homework's is refused.
    const [existing] = await ctx.db
      .select({ id: homeworkSubmissions.id })
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.file, upload.name), eq(homeworkSubmissions.homework_id, homeworkId)))
      .limit(1);
    if (!existing) throw new DomainError('UPLOAD_FAILED', 'This file was already submitted for another homework.');
    id = existing.id;
  }
  await markLecturesDone(ctx, caller.id, hw.course_id, { homeworkId });
  return { id };
}
