// Homework (spec §3 playlist item homework) made and edited: title, instructions, and the file types
// a student may hand in (lower-case extensions, without the dot; none listed accepts any).
import { schema } from '@rian/db';
import type { AdminHomework, HomeworkCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { createAudited, insertRow, patchRow, updateAudited } from '../audited-write.ts';
import { homeworkRecord } from './homework-view.ts';
import { assertCourse } from './outline-view.ts';

const { homeworks } = schema;
const unique = (types: string[] | undefined) => (types ? [...new Set(types)] : undefined);

export function createHomework(ctx: AdminContext, actor: Actor, courseId: number, input: HomeworkCreate): Promise<AdminHomework> {
  return createAudited(ctx, actor, homeworkRecord, async (tx) => {
    await assertCourse(tx, courseId);
    return insertRow(tx, homeworks, {
      course_id: courseId,
      title: input.title,
      instructions: input.instructions ?? '',
      accepted_types: unique(input.accepted_types) ?? [],
    });
  });
}

export function updateHomework(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: Partial<HomeworkCreate>,
): Promise<AdminHomework> {
  return updateAudited(ctx, actor, homeworkRecord, id, async (tx) => {
    const { accepted_types: types, ...fields } = patch;
    const columns = { ...fields, ...(types ? { accepted_types: unique(types) } : {}) };
    await patchRow(tx, homeworks, id, columns);
  });
}
