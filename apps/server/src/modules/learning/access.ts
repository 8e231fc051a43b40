// Who may open a course's lectures (spec §6 "paid playlist access requires an order"): the rows and
// checks the learning use cases share.
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import type { Caller, LearningContext } from './learning-context.ts';

const { courses, courseAccess, courseTeachers, teachers, pricingPlans, users } = schema;

/** The viewer's standing in a course (PlaylistResponse viewer). */
export type Standing = 'visitor' | 'owner' | 'expired' | 'staff';

export type AccessRow = typeof courseAccess.$inferSelect;
export type PlanRow = typeof pricingPlans.$inferSelect;

export const notFound = (what: string) => new DomainError('NOT_FOUND', what);

export function isExpired(access: Pick<AccessRow, 'expires_at'>, now: Date): boolean {
  return access.expires_at !== null && access.expires_at.getTime() <= now.getTime();
}

/** True when the user is linked (teachers.user_id) to a teacher of the course. */
export async function isInstructorOf(db: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: teachers.id })
    .from(courseTeachers)
    .innerJoin(teachers, eq(teachers.id, courseTeachers.teacher_id))
    .where(and(eq(courseTeachers.course_id, courseId), eq(teachers.user_id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function findAccess(db: Db, userId: number, courseId: number): Promise<AccessRow | null> {
  const [row] = await db
    .select()
    .from(courseAccess)
    .where(and(eq(courseAccess.user_id, userId), eq(courseAccess.course_id, courseId)))
    .limit(1);
  return row ?? null;
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id)).limit(1);
  return row ?? null;
}

export async function findCaller(db: Db, userId: number): Promise<Caller | null> {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function findCourse(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, slug: courses.slug, is_published: courses.is_published })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return row ?? null;
}

/**
 * spec §6: an administrator or the course's instructor is staff; an owner whose access has not
 * ended is an owner; an owner whose access ended is 'expired'; everyone else sees previews only.
 */
export async function standingOf(ctx: LearningContext, caller: Caller | null, courseId: number): Promise<Standing> {
  if (!caller) return 'visitor';
  if (caller.role === 'admin' || (await isInstructorOf(ctx.db, caller.id, courseId))) return 'staff';
  const access = await findAccess(ctx.db, caller.id, courseId);
  if (!access) return 'visitor';
  return isExpired(access, ctx.clock()) ? 'expired' : 'owner';
}

/** Refuses unless the caller may open every lecture of the course (owner with access, or staff). */
export async function assertMayOpen(ctx: LearningContext, caller: Caller, courseId: number): Promise<Standing> {
  const standing = await standingOf(ctx, caller, courseId);
  if (standing === 'expired') throw new DomainError('ACCESS_EXPIRED');
  if (standing === 'visitor') throw new DomainError('FORBIDDEN');
  return standing;
}

/** Progress may be read by the user, an administrator, or the course's instructor. */
export async function assertMayReadProgress(db: Db, caller: Caller, userId: number, courseId: number): Promise<void> {
  if (caller.id === userId || caller.role === 'admin') return;
  if (!(await isInstructorOf(db, caller.id, courseId))) throw new DomainError('FORBIDDEN', 'Not your account');
}
