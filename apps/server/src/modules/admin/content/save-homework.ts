// Homework (spec §3 playlist item homework) made and edited: title, instructions, and the file types
// a student may hand in (lower-case extensions, without the dot; none listed accepts any).
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import type { AdminHomework, HomeworkCreate } from '@rian/contracts/admin/content';
import type { Actor, AdminContext } from '../admin-context.ts';
import { changedFields, recordAudit } from '../audit/record-audit.ts';
import { loadHomework } from './homework-view.ts';
import { assertCourse } from './outline-view.ts';

const { homeworks } = schema;
const unique = (types: string[] | undefined) => (types ? [...new Set(types)] : undefined);

export async function createHomework(
  ctx: AdminContext,
  actor: Actor,
  courseId: number,
  input: HomeworkCreate,
): Promise<AdminHomework> {
  const made = await ctx.db.transaction(async (tx) => {
    await assertCourse(tx, courseId);
    const [row] = await tx
      .insert(homeworks)
      .values({
        course_id: courseId,
        title: input.title,
        instructions: input.instructions ?? '',
        accepted_types: unique(input.accepted_types) ?? [],
      })
      .returning({ id: homeworks.id });
    const homework = await loadHomework(tx, row!.id);
    await recordAudit(tx, actor, { action: 'create', entity: 'homework', entityId: homework.id, after: homework });
    return homework;
  });
  await ctx.changes.publish('catalogue');
  return made;
}

export async function updateHomework(
  ctx: AdminContext,
  actor: Actor,
  id: number,
  patch: Partial<HomeworkCreate>,
): Promise<AdminHomework> {
  const saved = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.id, id)).for('update');
    const before = await loadHomework(tx, id);
    const { accepted_types: types, ...fields } = patch;
    const columns = { ...fields, ...(types ? { accepted_types: unique(types) } : {}) };
    if (Object.keys(columns).length) await tx.update(homeworks).set(columns).where(eq(homeworks.id, id));
    const after = await loadHomework(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'homework', entityId: id, ...changedFields(before, after) });
    return after;
  });
  await ctx.changes.publish('catalogue');
  return saved;
}
