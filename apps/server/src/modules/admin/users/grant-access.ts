// POST /private/admin/users/{id}/access and DELETE /private/admin/users/{id}/access/{courseId}: an
// administrator grants a course by hand, extends access the member already has, or revokes a hand
// grant — each with its reason, audited with the row before and after. A hand grant is stored beside
// the order that may also hold the row (course_access.hand_*): refunding an order closes only that
// order's part, so the hand grant stands (orders/refund-transitions.ts). Access an order holds is
// ended by refunding the order, never here (ACCESS_FROM_ORDER).
import { and, eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { handGrantEnd } from '@rian/domain/member-admin';
import type { AdminUserDetail, UserAccessGrant } from '@rian/contracts/admin/users';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import { userWrite } from './user-write.ts';

const { courseAccess, courses } = schema;

async function accessRow(tx: Tx, userId: number, courseId: number) {
  const [row] = await tx
    .select()
    .from(courseAccess)
    .where(and(eq(courseAccess.user_id, userId), eq(courseAccess.course_id, courseId)))
    .for('update');
  return row ?? null;
}

type AccessRow = NonNullable<Awaited<ReturnType<typeof accessRow>>>;

/** The row as the audit log keeps it. */
const audited = (r: AccessRow | null) =>
  r && {
    course_id: r.course_id,
    order_id: r.order_id,
    expires_at: r.expires_at?.toISOString() ?? null,
    hand_expires_at: r.hand_expires_at?.toISOString() ?? null,
    hand_reason: r.hand_reason,
  };

export async function grantAccess(
  ctx: AdminContext,
  actor: Actor,
  userId: number,
  req: UserAccessGrant,
): Promise<AdminUserDetail> {
  return userWrite(ctx, actor, userId, 'grant-access', async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, req.course_id));
    if (!course) throw new DomainError('NOT_FOUND', 'No such course');
    const now = ctx.clock();
    const before = await accessRow(tx, userId, req.course_id);
    const current = before && { expiresAt: before.expires_at, heldByOrder: before.order_id !== null };
    const end = handGrantEnd({ current, until: req.until, now });
    if (!end.ok) throw new DomainError(end.code);
    const hand = { hand_granted_at: now, hand_granted_by: actor.id, hand_reason: req.reason, hand_expires_at: end.expiresAt };
    const [after] = await tx
      .insert(courseAccess)
      .values({ user_id: userId, course_id: req.course_id, granted_at: now, expires_at: end.expiresAt, ...hand })
      .onConflictDoUpdate({ target: [courseAccess.user_id, courseAccess.course_id], set: { expires_at: end.expiresAt, ...hand } })
      .returning();
    return {
      action: before ? 'extend-access' : 'grant-access',
      before: audited(before),
      after: { ...audited(after!), reason: req.reason },
    };
  });
}

export async function revokeAccess(
  ctx: AdminContext,
  actor: Actor,
  userId: number,
  courseId: number,
  reason: string,
): Promise<AdminUserDetail> {
  return userWrite(ctx, actor, userId, 'revoke-access', async (tx) => {
    const before = await accessRow(tx, userId, courseId);
    if (!before) throw new DomainError('NOT_FOUND', 'The member has no access to this course');
    if (before.order_id !== null) throw new DomainError('ACCESS_FROM_ORDER');
    await tx.delete(courseAccess).where(eq(courseAccess.id, before.id));
    return { before: audited(before), after: { course_id: courseId, reason } };
  });
}
