import type { CourseDetail, PlanView } from '@rian/contracts/catalogue';

export type PurchaseBlock = 'owned' | 'pending' | 'not_yet_open' | 'closed' | 'full' | null;

/**
 * Why the register button is withheld, if it is (spec §4: the viewer's order status decides whether
 * the buy button shows; the registration window and seats decide whether a course can be bought).
 */
export function purchaseBlock(course: Pick<CourseDetail, 'statusOrder' | 'reg_status'>): PurchaseBlock {
  if (course.statusOrder === 'approved') return 'owned';
  if (course.statusOrder === 'pendingApproved') return 'pending';
  return course.reg_status === 'open' ? null : course.reg_status;
}

/** The plan to preselect: the course's default plan when a visitor may choose it. */
export function initialPlanId(course: Pick<CourseDetail, 'default_plan_id' | 'priceDetail'>): number | null {
  const plan = course.priceDetail.find((p) => p.id === course.default_plan_id);
  return plan && !plan.disabled ? plan.id : null;
}

export function findPlan(course: Pick<CourseDetail, 'priceDetail'>, id: number | null): PlanView | undefined {
  return id === null ? undefined : course.priceDetail.find((p) => p.id === id);
}
