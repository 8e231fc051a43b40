// What makes a pricing plan sellable (spec §3 pricing plan, §4 access countdown, §6, §9), checked when
// the back office saves one. Each broken rule names its field, so the form shows it where it belongs.
import { parseCourseIdList, type PlanType, type TermUnit } from './plans.ts';

export interface PlanDraft {
  plan_type: PlanType;
  term: number | null;
  term_unit: TermUnit | null;
  price: number | null;
  price_usd: number | null;
  free_for: 'Student' | null;
  free_course_ids: readonly number[];
  need_approval: 0 | 1;
}

/** A broken rule: the field it concerns and a key the back office translates (admin.validation.*). */
export interface PlanIssue {
  field: keyof PlanDraft;
  message: 'termRequired' | 'freeIsZero' | 'paidNeedsPrice' | 'approvalIsFree' | 'coursesRequired' | 'notThisCourse';
}

/**
 * The rules, for a plan of course `courseId`:
 * - Period and Actual plans end after their term (spec §4): both need a term of 1 or more and its unit;
 *   without them access would end the moment it starts.
 * - A Free plan costs nothing (spec §4 AutoFree / NeedApprovedFree); approval is asked for free plans only.
 * - A paid plan has a THB price above zero (a null price hides a plan, spec §9: hide it with status_show instead).
 * - A plan for owners of other courses (free_for 'Student', spec §6) lists at least one course, never its own.
 */
export function planIssues(plan: PlanDraft, courseId: number): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const timed = plan.plan_type === 'Period' || plan.plan_type === 'Actual';
  if (timed && (plan.term === null || plan.term < 1)) issues.push({ field: 'term', message: 'termRequired' });
  if (timed && plan.term_unit === null) issues.push({ field: 'term_unit', message: 'termRequired' });
  if (plan.plan_type === 'Free') {
    if (plan.price !== 0) issues.push({ field: 'price', message: 'freeIsZero' });
    if (plan.price_usd !== null && plan.price_usd !== 0) issues.push({ field: 'price_usd', message: 'freeIsZero' });
  } else {
    if (plan.price === null || plan.price <= 0) issues.push({ field: 'price', message: 'paidNeedsPrice' });
    if (plan.need_approval === 1) issues.push({ field: 'need_approval', message: 'approvalIsFree' });
  }
  if (plan.free_for === 'Student') {
    if (plan.free_course_ids.length === 0) issues.push({ field: 'free_course_ids', message: 'coursesRequired' });
    if (plan.free_course_ids.includes(courseId)) issues.push({ field: 'free_course_ids', message: 'notThisCourse' });
  }
  return issues;
}

/** The stored comma list of course ids (spec §3 free_course_ids) as numbers, and back. */
export const freeCourseIds = (stored: string | null): number[] => parseCourseIdList(stored);
export const storedCourseIds = (ids: readonly number[]): string | null => (ids.length ? [...new Set(ids)].join(',') : null);
