// An administrator's edit of a course's fields (spec §3 course detail): only the fields sent change,
// the link stays unique, the registration window stays in order, the teachers are replaced as sent.
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminCourse, CoursePatch } from '@rian/contracts/admin/courses';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { takenByAnother, updateAudited } from '../audited-write.ts';
import { cleanDescriptions } from '../../../lib/rich-html.ts';
import { courseRecord } from './course-view.ts';

const { courses, courseTeachers, categories, teachers } = schema;
const TIMES = ['start_reg_date', 'end_reg_date', 'end_publish'] as const;

export function updateCourse(ctx: AdminContext, actor: Actor, id: number, patch: CoursePatch): Promise<AdminCourse> {
  return updateAudited(ctx, actor, courseRecord, id, async (tx, before) => {
    await checkPatch(tx, id, before, patch);
    const { teacher_ids: teacherIds, start_reg_date: _s, end_reg_date: _e, end_publish: _p, ...fields } = patch;
    const columns: Partial<typeof courses.$inferInsert> = {
      ...fields,
      ...cleanDescriptions(patch),
      ...times(patch),
      updated_at: ctx.clock(),
    };
    await tx.update(courses).set(columns).where(eq(courses.id, id));
    if (teacherIds) await replaceTeachers(tx, id, teacherIds);
  });
}

function times(patch: CoursePatch): Partial<Record<(typeof TIMES)[number], Date | null>> {
  const out: Partial<Record<(typeof TIMES)[number], Date | null>> = {};
  for (const key of TIMES) if (patch[key] !== undefined) out[key] = patch[key] === null ? null : new Date(patch[key]);
  return out;
}

function inputError(path: string, message: string, th: string): DomainError {
  return new DomainError('INPUT_ERROR', message, [{ path, message, message_th: th }]);
}

async function checkPatch(tx: Tx, id: number, before: AdminCourse, patch: CoursePatch): Promise<void> {
  if (patch.slug !== undefined && patch.slug !== before.slug) {
    if (await takenByAnother(tx, courses.id, eq(courses.slug, patch.slug), id)) throw new DomainError('SLUG_TAKEN');
  }
  const start = patch.start_reg_date !== undefined ? patch.start_reg_date : before.start_reg_date;
  const end = patch.end_reg_date !== undefined ? patch.end_reg_date : before.end_reg_date;
  if (start && end && new Date(end) < new Date(start)) {
    throw inputError('end_reg_date', 'Registration must end after it starts', 'วันปิดรับสมัครต้องอยู่หลังวันเปิดรับสมัคร');
  }
  if (patch.category_id) {
    const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, patch.category_id));
    if (!found) throw inputError('category_id', 'No such category', 'ไม่พบหมวดหมู่นี้');
  }
  if (patch.teacher_ids?.length) {
    const found = await tx.select({ id: teachers.id }).from(teachers).where(inArray(teachers.id, patch.teacher_ids));
    if (found.length !== new Set(patch.teacher_ids).size) throw inputError('teacher_ids', 'No such teacher', 'ไม่พบผู้สอนนี้');
  }
}

async function replaceTeachers(tx: Tx, courseId: number, teacherIds: number[]): Promise<void> {
  await tx.delete(courseTeachers).where(eq(courseTeachers.course_id, courseId));
  const unique = [...new Set(teacherIds)];
  if (unique.length) {
    await tx.insert(courseTeachers).values(unique.map((teacher_id, sort) => ({ course_id: courseId, teacher_id, sort })));
  }
}
