// /private/admin/courses/{id}/plans and /private/admin/plans/{id}: a course's pricing plans (spec §3
// pricing plan, every kind: Period, Actual, One-Time Payment, Free, free needing approval,
// member-only, free for owners of listed courses, renew). Prices are minor units (satang, cents).
import * as z from 'zod/mini';
import { PLAN_TYPES, TERM_UNITS } from '@rian/domain/plans';
import { flag, money, requiredText, sortOrder } from './fields.ts';
import { adminOne } from './list.ts';

const term = z.int().check(z.minimum(0, 'min'), z.maximum(100_000, 'max'));

export const AdminPlanSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  name: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  term: z.nullable(z.number()),
  term_unit: z.nullable(z.enum(TERM_UNITS)),
  price: z.nullable(z.number()),
  price_usd: z.nullable(z.number()),
  /** 'renew' plans are offered to owners renewing, never listed on the course page (spec §9). */
  pricing_type: z.enum(['default', 'renew']),
  status_show: flag,
  is_default: flag,
  free_for: z.nullable(z.literal('Student')),
  free_course_ids: z.array(z.number()),
  need_approval: flag,
  is_for_member: flag,
  sort: z.number(),
  /** Orders that chose the plan: such a plan is hidden (status_show 0), never deleted. */
  order_count: z.number(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

export const PlanCreateSchema = z.object({
  name: requiredText(255),
  plan_type: z.enum(PLAN_TYPES),
  term: z.optional(z.nullable(term)),
  term_unit: z.optional(z.nullable(z.enum(TERM_UNITS))),
  price: z.nullable(money),
  price_usd: z.optional(z.nullable(money)),
  pricing_type: z.optional(z.enum(['default', 'renew'])),
  status_show: z.optional(flag),
  is_default: z.optional(flag),
  free_for: z.optional(z.nullable(z.literal('Student'))),
  free_course_ids: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(100, 'tooMany'))),
  need_approval: z.optional(flag),
  is_for_member: z.optional(flag),
  sort: z.optional(sortOrder),
});
export type PlanCreate = z.infer<typeof PlanCreateSchema>;

export const PlanPatchSchema = z.partial(PlanCreateSchema);
export type PlanPatch = z.infer<typeof PlanPatchSchema>;

export const PlanListSchema = adminOne(z.array(AdminPlanSchema));
export const PlanOneSchema = adminOne(AdminPlanSchema);
