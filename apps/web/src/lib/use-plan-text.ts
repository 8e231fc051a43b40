import { useTranslation } from 'react-i18next';
import type { PlanView } from '@rian/contracts/catalogue';
import type { TermUnit } from '@rian/domain/plans';

const UNIT_KEY = { 'Day(s)': 'day', 'Month(s)': 'month', 'Year(s)': 'year', 'Hour(s)': 'hour' } as const satisfies Record<
  TermUnit,
  string
>;

function isTermUnit(u: string | null): u is TermUnit {
  return u !== null && u in UNIT_KEY;
}

/** How long a plan gives access, in words: "6 เดือน", "ชำระครั้งเดียว…" (spec §3 plan_type, term, term_unit). */
export function usePlanTermText(): (plan: PlanView) => string | null {
  const { t } = useTranslation();
  const term = (n: number | null, unit: string | null) =>
    n !== null && n > 0 && isTermUnit(unit) ? t(`plan.term.${UNIT_KEY[unit]}`, { count: n }) : null;
  return (plan) => {
    const parts = [term(plan.term, plan.term_unit), term(plan.term_2, plan.term_unit_2)].filter((s): s is string => s !== null);
    if (parts.length > 0) return parts.join(' + ');
    if (plan.plan_type === 'One-Time Payment') return t('plan.planType.oneTime');
    if (plan.plan_type === 'Free') return t('plan.planType.free');
    return null;
  };
}
