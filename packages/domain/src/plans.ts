// Which pricing plans a viewer sees and may pick (spec §3 pricing plan, §4, §6, §9).
import type { Currency } from './money.ts';

export const PLAN_TYPES = ['Period', 'Actual', 'One-Time Payment', 'Free'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const TERM_UNITS = ['Day(s)', 'Month(s)', 'Year(s)', 'Hour(s)'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];

export interface PlanRow {
  id: number;
  course_id: number;
  plan_type: string;
  price: number | null;
  price_usd: number | null;
  pricing_type: string;
  status_show: number;
  is_default: number;
  free_for: string | null;
  free_course_ids: string | null;
  is_for_member: number;
  sort: number;
}

export interface Viewer {
  /** Logged in (any role). */
  loggedIn: boolean;
  /** Logged in as a student (role id 3, spec §6). */
  isStudent: boolean;
  /** Course ids the viewer owns. */
  ownedCourseIds: ReadonlySet<number>;
}

export const VISITOR: Viewer = { loggedIn: false, isStudent: false, ownedCourseIds: new Set() };

export function parseCourseIdList(list: string | null): number[] {
  if (!list) return [];
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[0-9]+$/.test(s))
    .map(Number);
}

/**
 * spec §9: only plans with status_show 1 and pricing type default are listed; null-price plans are
 * hidden. spec §6: free_for 'Student' plans show only to logged-in students owning every listed course.
 */
export function isPlanListed(plan: PlanRow, viewer: Viewer): boolean {
  if (plan.status_show !== 1 || plan.pricing_type !== 'default' || plan.price === null) return false;
  if (plan.free_for === 'Student') {
    if (!viewer.loggedIn || !viewer.isStudent) return false;
    const needed = parseCourseIdList(plan.free_course_ids);
    return needed.length > 0 && needed.every((id) => viewer.ownedCourseIds.has(id));
  }
  return true;
}

/** spec §6: member-only plans are disabled for visitors who are not logged in. */
export function isPlanDisabled(plan: Pick<PlanRow, 'is_for_member'>, viewer: Viewer): boolean {
  return plan.is_for_member === 1 && !viewer.loggedIn;
}

/** spec §5: a USD order needs a USD price on the plan. */
export function planPrice(plan: Pick<PlanRow, 'price' | 'price_usd'>, currency: Currency): number | null {
  return currency === 'USD' ? plan.price_usd : plan.price;
}

export function listPlans<P extends PlanRow>(plans: readonly P[], viewer: Viewer): P[] {
  return plans.filter((p) => isPlanListed(p, viewer)).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/**
 * spec §9: one plan is flagged is_default. The default plan is the listed, enabled one flagged
 * is_default, else the first listed enabled plan; null when none can be chosen.
 */
export function defaultPlan<P extends PlanRow>(listed: readonly P[], viewer: Viewer): P | null {
  const enabled = listed.filter((p) => !isPlanDisabled(p, viewer));
  return enabled.find((p) => p.is_default === 1) ?? enabled[0] ?? null;
}

/** Renew plans (pricing_type 'renew') are offered when access has expired (spec §3, §4). */
export function renewPlans<P extends PlanRow>(plans: readonly P[]): P[] {
  return plans.filter((p) => p.pricing_type === 'renew' && p.status_show === 1 && p.price !== null);
}

/** The lowest listed price, shown on catalogue cards as "from". */
export function lowestPrice(listed: readonly PlanRow[], currency: Currency): number | null {
  let low: number | null = null;
  for (const p of listed) {
    const v = planPrice(p, currency);
    if (v !== null && (low === null || v < low)) low = v;
  }
  return low;
}
