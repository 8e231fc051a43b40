// GET /private/course/countdowntime/{courseId} (spec §4): the access countdown of an owned course with
// its renew plans; not an owner → 404.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { schema } from '@rian/db';
import { accessCountdown } from '@rian/domain/access-countdown';
import type { Viewer } from '@rian/domain/plans';
import type { PlanView } from '@rian/contracts';
import { planView } from '../catalogue/catalogue.service.ts';
import { findAccess, findPlan, notFound, type AccessRow, type PlanRow } from './access.ts';
import type { LearningContext } from './learning-context.ts';

const { pricingPlans } = schema;

export interface Countdown {
  unlimited: boolean;
  expiresAt: Date | null;
  remainingMs: number | null;
  expired: boolean;
}

/**
 * spec §4 through packages/domain accessCountdown (start = granted_at, terms from the plan; no plan
 * means unlimited). The grant's stored end wins where it differs: an early renewal continues from the
 * previous end (orders/order-transitions.ts), and the playlist and catalogue read that same end.
 */
export function countdownOf(access: Pick<AccessRow, 'granted_at' | 'expires_at'>, plan: PlanRow | null, now: Date): Countdown {
  const cd = accessCountdown(
    {
      planType: plan?.plan_type ?? 'One-Time Payment',
      startDateTime: access.granted_at,
      courseDays: null,
      term: plan?.term ?? null,
      termUnit: plan?.term_unit ?? null,
    },
    now,
  );
  if (access.expires_at === null) return { unlimited: true, expiresAt: null, remainingMs: null, expired: false };
  if (cd.expiresAt !== null && cd.expiresAt.getTime() === access.expires_at.getTime()) {
    return { unlimited: false, expiresAt: cd.expiresAt, remainingMs: cd.remainingMs, expired: cd.expired };
  }
  const remainingMs = Math.max(0, access.expires_at.getTime() - now.getTime());
  return { unlimited: false, expiresAt: access.expires_at, remainingMs, expired: remainingMs === 0 };
}

export async function getCountdown(
  ctx: LearningContext,
  userId: number,
  courseId: number,
): Promise<Countdown & { renewPlans: PlanView[] }> {
  const access = await findAccess(ctx.db, userId, courseId);
  if (!access) throw notFound('You do not own this course');
  const plan = access.pricing_plan_id ? await findPlan(ctx.db, access.pricing_plan_id) : null;
  const cd = countdownOf(access, plan, ctx.clock());
  const renew = await ctx.db
    .select()
    .from(pricingPlans)
    .where(
      and(
        eq(pricingPlans.course_id, courseId),
        eq(pricingPlans.pricing_type, 'renew'),
        eq(pricingPlans.status_show, 1),
        isNotNull(pricingPlans.price),
      ),
    )
    .orderBy(asc(pricingPlans.sort), asc(pricingPlans.id));
  const viewer: Viewer = { loggedIn: true, isStudent: true, ownedCourseIds: new Set([courseId]) };
  return { ...cd, renewPlans: renew.map((p) => planView(p, viewer)) };
}
