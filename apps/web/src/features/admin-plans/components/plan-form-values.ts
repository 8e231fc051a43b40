// A pricing plan's form values and the body they make (prices typed in baht or dollars, stored in
// minor units), checked by the same contract and the same domain rule as the server's.
import type { AdminPlan, PlanCreate } from '@rian/contracts/admin/plans';
import { PlanCreateSchema } from '@rian/contracts/admin/plans';
import { planIssues } from '@rian/domain/plan-rules';
import type { PlanType, TermUnit } from '@rian/domain/plans';
import { toMajor, toMinor, type MoneyValue } from '../../../lib/money-input.ts';

export interface PlanValues extends Record<string, unknown> {
  name: string;
  plan_type: PlanType;
  term: number | '';
  term_unit: TermUnit | null;
  price: MoneyValue;
  price_usd: MoneyValue;
  renew: boolean;
  shown: boolean;
  is_default: boolean;
  need_approval: boolean;
  is_for_member: boolean;
  for_owners: boolean;
  free_course_ids: string[];
  sort: number | '';
}

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

export function planValues(plan: AdminPlan | null): PlanValues {
  return {
    name: plan?.name ?? '',
    plan_type: plan?.plan_type ?? 'One-Time Payment',
    term: plan?.term ?? '',
    term_unit: plan?.term_unit ?? null,
    price: toMajor(plan ? plan.price : null),
    price_usd: toMajor(plan?.price_usd ?? null),
    renew: plan?.pricing_type === 'renew',
    shown: plan ? plan.status_show === 1 : true,
    is_default: plan?.is_default === 1,
    need_approval: plan?.need_approval === 1,
    is_for_member: plan?.is_for_member === 1,
    for_owners: plan?.free_for === 'Student',
    free_course_ids: (plan?.free_course_ids ?? []).map(String),
    sort: plan?.sort ?? 0,
  };
}

export function planBody(v: PlanValues): PlanCreate {
  const timed = v.plan_type === 'Period' || v.plan_type === 'Actual';
  const free = v.plan_type === 'Free';
  return {
    name: v.name,
    plan_type: v.plan_type,
    term: timed && v.term !== '' ? v.term : null,
    term_unit: timed ? v.term_unit : null,
    price: free ? 0 : toMinor(v.price),
    price_usd: free ? null : toMinor(v.price_usd),
    pricing_type: v.renew ? 'renew' : 'default',
    status_show: flag(v.shown),
    is_default: flag(v.is_default),
    need_approval: flag(free && v.need_approval),
    is_for_member: flag(v.is_for_member),
    free_for: v.for_owners ? 'Student' : null,
    free_course_ids: v.for_owners ? v.free_course_ids.map(Number) : [],
    sort: v.sort === '' ? 0 : v.sort,
  };
}

/** The form's errors: the contract's, then the domain's rule for the plan as a whole. */
export function planErrors(v: PlanValues, courseId: number): Record<string, string> {
  const body = planBody(v);
  const parsed = PlanCreateSchema.safeParse(body);
  if (!parsed.success) {
    return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'name'), i.message]));
  }
  const issues = planIssues(
    {
      plan_type: body.plan_type,
      term: body.term ?? null,
      term_unit: body.term_unit ?? null,
      price: body.price,
      price_usd: body.price_usd ?? null,
      free_for: body.free_for ?? null,
      free_course_ids: body.free_course_ids ?? [],
      need_approval: body.need_approval ?? 0,
    },
    courseId,
  );
  return Object.fromEntries(issues.map((i) => [i.field, i.message]));
}
