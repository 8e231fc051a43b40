// Plan selection helpers of the course page; whether buying is open is packages/domain's purchaseBlock.
import type { CourseDetail, PlanView } from '@rian/contracts/catalogue';

/** The plan to preselect: the course's default plan when a visitor may choose it. */
export function initialPlanId(course: Pick<CourseDetail, 'default_plan_id' | 'priceDetail'>): number | null {
  const plan = course.priceDetail.find((p) => p.id === course.default_plan_id);
  return plan && !plan.disabled ? plan.id : null;
}

export function findPlan(course: Pick<CourseDetail, 'priceDetail'>, id: number | null): PlanView | undefined {
  return id === null ? undefined : course.priceDetail.find((p) => p.id === id);
}
