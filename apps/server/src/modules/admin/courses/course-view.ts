// A stored course as the back office reads it: its fields, its teachers and its lifecycle state.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { courseStatusOf } from '@rian/domain/lifecycles/course';
import type { AdminCourse } from '@rian/contracts/admin/courses';
import type { Tx } from '../audit/record-audit.ts';
import type { AuditedRecord } from '../audited-write.ts';

const { courses, courseTeachers } = schema;
type CourseRow = typeof courses.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toAdminCourse(row: CourseRow, teacherIds: number[]): AdminCourse {
  const { is_published: _published, custom_text_language_key: _key, ...fields } = row;
  return {
    ...fields,
    course_type: row.course_type as AdminCourse['course_type'],
    layout: row.layout as AdminCourse['layout'],
    course_language: row.course_language === 'en' ? 'en' : 'th',
    start_reg_date: iso(row.start_reg_date),
    end_reg_date: iso(row.end_reg_date),
    end_publish: iso(row.end_publish),
    first_published_at: iso(row.first_published_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    teacher_ids: teacherIds,
    status: courseStatusOf(row),
  };
}

/** The course, or NOT_FOUND; `forUpdate` locks its row for the rest of the transaction. */
export async function loadCourse(db: Db | Tx, id: number, forUpdate = false): Promise<AdminCourse> {
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such course');
  const teachers = await db
    .select({ id: courseTeachers.teacher_id })
    .from(courseTeachers)
    .where(eq(courseTeachers.course_id, id))
    .orderBy(asc(courseTeachers.sort));
  return toAdminCourse(
    row,
    teachers.map((t) => t.id),
  );
}

export const courseRecord: AuditedRecord<AdminCourse> = { entity: 'course', area: 'catalogue', load: loadCourse };
