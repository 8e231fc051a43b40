// A pricing plan as a viewer sees it (spec §2 and §6): disabled when the viewer may not choose it.
import type { schema } from '@rian/db';
import { isPlanDisabled, type Viewer } from '@rian/domain';
import type { PlanView } from '@rian/contracts';

type PlanRow = typeof schema.pricingPlans.$inferSelect;

export function planView(p: PlanRow, viewer: Viewer): PlanView {
  return {
    id: p.id,
    name: p.name,
    course_id: p.course_id,
    plan_type: p.plan_type,
    term: p.term,
    term_unit: p.term_unit,
    term_2: p.term_2,
    term_unit_2: p.term_unit_2,
    price: p.price,
    price_usd: p.price_usd,
    pricing_type: p.pricing_type,
    is_default: p.is_default,
    free_for: p.free_for,
    need_approval: p.need_approval,
    is_for_member: p.is_for_member,
    disabled: isPlanDisabled(p, viewer),
  };
}
