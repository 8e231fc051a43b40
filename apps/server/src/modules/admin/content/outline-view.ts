// A course's outline as the back office reads it: sections in order, each with its lectures in order.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminLecture, AdminSection } from '@rian/contracts/admin/content';
import type { Tx } from '../audit/record-audit.ts';
import { rowsUnder } from '../../../lib/rows-under.ts';
import type { AuditedRecord } from '../audited-write.ts';

const { courses, sections, lectures } = schema;
type LectureRow = typeof lectures.$inferSelect;
type SectionRow = typeof sections.$inferSelect;

export function toAdminLecture(row: LectureRow): AdminLecture {
  const { subtitle_vtt, ...fields } = row;
  return {
    ...fields,
    content_type: row.content_type as AdminLecture['content_type'],
    is_preview: row.is_preview === 1 ? 1 : 0,
    has_subtitle: subtitle_vtt !== null,
  };
}

export function inputError(path: string, message: string, th: string): DomainError {
  return new DomainError('INPUT_ERROR', message, [{ path, message, message_th: th }]);
}

async function withLectures(db: Db | Tx, rows: SectionRow[]): Promise<AdminSection[]> {
  const all = await rowsUnder(
    db,
    lectures,
    lectures.section_id,
    rows.map((s) => s.id),
  );
  return rows.map((s) => ({ ...s, lectures: all.filter((l) => l.section_id === s.id).map(toAdminLecture) }));
}

export async function assertCourse(db: Db | Tx, courseId: number): Promise<void> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!row) throw new DomainError('NOT_FOUND', 'No such course');
}

export async function loadOutline(db: Db | Tx, courseId: number): Promise<AdminSection[]> {
  await assertCourse(db, courseId);
  const rows = await db
    .select()
    .from(sections)
    .where(eq(sections.course_id, courseId))
    .orderBy(asc(sections.sort), asc(sections.id));
  return withLectures(db, rows);
}

/** The section with its lectures, or NOT_FOUND; `forUpdate` locks its row. */
export async function loadSection(db: Db | Tx, id: number, forUpdate = false): Promise<AdminSection> {
  const query = db.select().from(sections).where(eq(sections.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such section');
  return (await withLectures(db, [row]))[0]!;
}

export async function loadLectureRow(db: Db | Tx, id: number, forUpdate = false): Promise<LectureRow> {
  const query = db.select().from(lectures).where(eq(lectures.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such lecture');
  return row;
}

export async function loadLecture(db: Db | Tx, id: number, forUpdate = false): Promise<AdminLecture> {
  return toAdminLecture(await loadLectureRow(db, id, forUpdate));
}

export const sectionRecord: AuditedRecord<AdminSection> = { entity: 'section', area: 'catalogue', load: loadSection };
export const lectureRecord: AuditedRecord<AdminLecture> = { entity: 'lecture', area: 'catalogue', load: loadLecture };
