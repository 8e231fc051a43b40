// Course content (spec §3 playlist) is edited by administrators and by the instructors who teach the
// course: an instructor whose user is linked to a teacher row of the course (course_teachers). Anyone
// else signed in gets 403, a visitor 401. The guard runs before the body is read, like requireAdmin.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { userOf } from '../../auth/auth.plugin.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';

const { sections, lectures, quizzes, homeworks, homeworkSubmissions, courseTeachers, teachers } = schema;

/** What a route's `:id` names; the guard finds the course it belongs to. */
export type ContentEntity = 'course' | 'section' | 'lecture' | 'quiz' | 'homework' | 'submission';

export type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export async function courseIdOf(db: Db, entity: ContentEntity, id: number): Promise<number | null> {
  const one = async (rows: Promise<{ course_id: number }[]>) => (await rows)[0]?.course_id ?? null;
  switch (entity) {
    case 'course':
      return id;
    case 'section':
      return one(db.select({ course_id: sections.course_id }).from(sections).where(eq(sections.id, id)));
    case 'lecture':
      return one(db.select({ course_id: lectures.course_id }).from(lectures).where(eq(lectures.id, id)));
    case 'quiz':
      return one(db.select({ course_id: quizzes.course_id }).from(quizzes).where(eq(quizzes.id, id)));
    case 'homework':
      return one(db.select({ course_id: homeworks.course_id }).from(homeworks).where(eq(homeworks.id, id)));
    case 'submission':
      return one(
        db
          .select({ course_id: homeworks.course_id })
          .from(homeworkSubmissions)
          .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homework_id))
          .where(eq(homeworkSubmissions.id, id)),
      );
  }
}

/** Whether the user teaches the course (a teacher row linked to them is on it). */
export async function teaches(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
    .where(and(eq(courseTeachers.course_id, courseId), eq(teachers.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * An administrator passes requireAdmin; an instructor who is refused there (403) passes when they
 * teach the course the route's `:id` belongs to. Unknown ids stay 403 for them, so nothing leaks.
 */
export function requireCourseStaff({ admin, requireAdmin }: AdminRoutesDeps, entity: ContentEntity): Guard {
  return async (req, reply) => {
    try {
      await requireAdmin(req, reply);
      return;
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN') throw error;
      const user = userOf(req);
      const id = Number((req.params as { id?: string }).id);
      if (user.role !== 'instructor' || !Number.isSafeInteger(id) || id < 1) throw error;
      const courseId = await courseIdOf(admin.db, entity, id);
      if (courseId === null || !(await teaches(admin.db, user.id, courseId))) throw error;
    }
  };
}

/** Admits an administrator or any instructor; use cases then narrow to the instructor's own courses. */
export function requireStaff({ requireAdmin }: AdminRoutesDeps): Guard {
  return async (req, reply) => {
    try {
      await requireAdmin(req, reply);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN' || userOf(req).role !== 'instructor') throw error;
    }
  };
}
