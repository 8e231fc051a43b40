// The pricing plan row that several test files build on (tests only).
import type { PlanRow } from './plans.ts';

/** A listed one-time plan of 1,500 THB for course 1, not the default; override what a case needs. */
export function makePlanRow(over: Partial<PlanRow> = {}): PlanRow {
  return {
    id: 1,
    course_id: 1,
    plan_type: 'One-Time Payment',
    price: 150000,
    price_usd: null,
    pricing_type: 'default',
    status_show: 1,
    is_default: 0,
    free_for: null,
    free_course_ids: null,
    is_for_member: 0,
    sort: 0,
    ...over,
  };
}
