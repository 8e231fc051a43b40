// Creating, editing and deleting a course's pricing plans (spec §3 pricing plan). Each save checks the
// plan as a whole (packages/domain plan-rules) and keeps one default plan per course; audited-write.ts
// audits it and tells every instance's course-page memo.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { schema } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { planIssues, storedCourseIds, type PlanDraft } from '@rian/domain/plan-rules';
import type { AdminPlan, PlanCreate, PlanPatch } from '@rian/contracts/admin/plans';
import type { Actor, AdminContext } from '../admin-context.ts';
import type { Tx } from '../audit/record-audit.ts';
import {
  createAudited,
  deleteAudited,
  deleteRow,
  insertRow,
  refuseWhileUsed,
  updateAudited,
  type AuditedRecord,
} from '../audited-write.ts';
import { loadPlan } from './plan-view.ts';

const { pricingPlans, courses, courseAccess } = schema;

const draftOf = (p: AdminPlan | (PlanCreate & PlanPatch)): PlanDraft => ({
  plan_type: p.plan_type!,
  term: p.term ?? null,
  term_unit: p.term_unit ?? null,
  price: p.price ?? null,
  price_usd: p.price_usd ?? null,
  free_for: p.free_for ?? null,
  free_course_ids: p.free_course_ids ?? [],
  need_approval: p.need_approval ?? 0,
});

/** Refuses a plan that breaks a rule, or lists a course that does not exist, naming each field. */
async function check(tx: Tx, draft: PlanDraft, courseId: number): Promise<void> {
  const issues: { path: string; message: string }[] = planIssues(draft, courseId).map((i) => ({
    path: `/${i.field}`,
    message: i.message,
  }));
  if (draft.free_course_ids.length && !issues.some((i) => i.path === '/free_course_ids')) {
    const found = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(inArray(courses.id, [...draft.free_course_ids]));
    if (found.length !== new Set(draft.free_course_ids).size) issues.push({ path: '/free_course_ids', message: 'unknownCourse' });
  }
  if (issues.length) throw new DomainError('INPUT_ERROR', 'The plan cannot be sold as it is', issues);
}

/** The columns a create or patch writes, with the course id list stored as the spec's comma list. */
function columns<T extends PlanPatch>(input: T): Omit<T, 'free_course_ids'> & { free_course_ids?: string | null } {
  const { free_course_ids: ids, ...rest } = input;
  return { ...rest, ...(ids ? { free_course_ids: storedCourseIds(ids) } : {}) };
}

/** One default plan per course (spec §9): the plan just made default takes the flag from the others. */
async function keepOneDefault(tx: Tx, plan: { id: number; course_id: number; is_default: number }): Promise<void> {
  if (plan.is_default !== 1) return;
  await tx
    .update(pricingPlans)
    .set({ is_default: 0 })
    .where(and(eq(pricingPlans.course_id, plan.course_id), ne(pricingPlans.id, plan.id)));
}

const plan: AuditedRecord<AdminPlan> = { entity: 'plan', area: 'catalogue', load: loadPlan };

export function createPlan(ctx: AdminContext, actor: Actor, courseId: number, input: PlanCreate): Promise<AdminPlan> {
  return createAudited(ctx, actor, plan, async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw new DomainError('NOT_FOUND', 'No such course');
    await check(tx, draftOf(input), courseId);
    const id = await insertRow(tx, pricingPlans, { ...columns(input), course_id: courseId });
    await keepOneDefault(tx, { id, course_id: courseId, is_default: input.is_default ?? 0 });
    return id;
  });
}

export function updatePlan(ctx: AdminContext, actor: Actor, id: number, patch: PlanPatch): Promise<AdminPlan> {
  return updateAudited(ctx, actor, plan, id, async (tx, before) => {
    await check(tx, draftOf({ ...before, ...patch }), before.course_id);
    if (Object.keys(patch).length) await tx.update(pricingPlans).set(columns(patch)).where(eq(pricingPlans.id, id));
    await keepOneDefault(tx, { id, course_id: before.course_id, is_default: patch.is_default ?? before.is_default });
  });
}

/**
 * A plan that orders chose, or that someone's access runs on (its term is their countdown, spec §4),
 * stays, so what was bought keeps its terms: hide it (status_show 0) instead.
 */
export function deletePlan(ctx: AdminContext, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(ctx, actor, plan, id, async (tx, before) => {
    const why = 'Orders or access use this plan; hide it instead';
    if (before.order_count > 0) throw new DomainError('IN_USE', why);
    await refuseWhileUsed(tx, courseAccess.pricing_plan_id, id, why);
    await deleteRow(tx, pricingPlans, id);
  });
}
