// Homework as the back office reads it (spec §3 playlist item homework): the assignment, the file
// types it accepts, and how many submissions it has; its submissions with the students' names.
import { asc, count, desc, eq } from 'drizzle-orm';
import { columnsOf, schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { AdminHomework, AdminSubmission } from '@rian/contracts/admin/content';
import type { Tx } from '../audit/record-audit.ts';
import type { AuditedRecord } from '../audited-write.ts';

const { homeworks, homeworkSubmissions, users } = schema;

function homeworkQuery(db: Db | Tx) {
  return db
    .select({
      ...columnsOf(homeworks, ['id', 'course_id', 'title', 'instructions', 'accepted_types']),
      submission_count: count(homeworkSubmissions.id),
    })
    .from(homeworks)
    .leftJoin(homeworkSubmissions, eq(homeworkSubmissions.homework_id, homeworks.id))
    .groupBy(homeworks.id);
}

/** The homework, or NOT_FOUND; `forUpdate` locks its row first (a grouped select cannot lock). */
export async function loadHomework(db: Db | Tx, id: number, forUpdate = false): Promise<AdminHomework> {
  if (forUpdate) await db.select({ id: homeworks.id }).from(homeworks).where(eq(homeworks.id, id)).for('update');
  const [row] = await homeworkQuery(db).where(eq(homeworks.id, id));
  if (!row) throw new DomainError('NOT_FOUND', 'No such homework');
  return row;
}

export const homeworkRecord: AuditedRecord<AdminHomework> = { entity: 'homework', area: 'catalogue', load: loadHomework };

export async function listHomeworks(db: Db, courseId: number): Promise<AdminHomework[]> {
  return homeworkQuery(db).where(eq(homeworks.course_id, courseId)).orderBy(asc(homeworks.id));
}

type SubmissionRow = typeof homeworkSubmissions.$inferSelect;

function toAdminSubmission(s: SubmissionRow, u: { firstname: string; lastname: string; username: string }): AdminSubmission {
  const name = `${u.firstname} ${u.lastname}`.trim();
  return {
    id: s.id,
    homework_id: s.homework_id,
    user_id: s.user_id,
    student_name: name || u.username,
    file: s.file,
    original_name: s.original_name,
    submitted_at: s.submitted_at.toISOString(),
    score: s.score,
    passed: s.passed,
    feedback: s.feedback,
    graded_at: s.graded_at?.toISOString() ?? null,
  };
}

const studentColumns = { firstname: users.firstname, lastname: users.lastname, username: users.username };

/** Newest first, so what waits for a grade is on top. */
export async function listSubmissions(db: Db, homeworkId: number): Promise<AdminSubmission[]> {
  await loadHomework(db, homeworkId);
  const rows = await db
    .select({ s: homeworkSubmissions, u: studentColumns })
    .from(homeworkSubmissions)
    .innerJoin(users, eq(users.id, homeworkSubmissions.user_id))
    .where(eq(homeworkSubmissions.homework_id, homeworkId))
    .orderBy(desc(homeworkSubmissions.submitted_at), desc(homeworkSubmissions.id));
  return rows.map(({ s, u }) => toAdminSubmission(s, u));
}

export async function loadSubmission(db: Db | Tx, id: number, forUpdate = false): Promise<AdminSubmission> {
  const query = db
    .select({ s: homeworkSubmissions, u: studentColumns })
    .from(homeworkSubmissions)
    .innerJoin(users, eq(users.id, homeworkSubmissions.user_id))
    .where(eq(homeworkSubmissions.id, id));
  const [row] = forUpdate ? await query.for('update', { of: homeworkSubmissions }) : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'No such submission');
  return toAdminSubmission(row.s, row.u);
}
