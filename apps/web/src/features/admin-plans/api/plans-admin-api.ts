// A course's pricing plans in the back office: GET/POST /private/admin/courses/{id}/plans and
// PATCH/DELETE /private/admin/plans/{id}. Every write refreshes the 'plans' queries.
import { PlanListSchema, PlanOneSchema, type PlanCreate, type PlanPatch } from '@rian/contracts/admin/plans';
import { adminGetQuery, useAdminWrite } from '../../../lib/admin-api.ts';

export const coursePlansQuery = (courseId: number) =>
  adminGetQuery(['plans', 'course', courseId], `courses/${courseId}/plans`, PlanListSchema);

/** A new plan is made on its course; an existing one is changed at its own address. */
export const useSavePlan = (courseId: number) =>
  useAdminWrite('plans', PlanOneSchema, ({ id, body }: { id: number | null; body: PlanCreate | PlanPatch }) =>
    id === null ? { method: 'POST', path: `courses/${courseId}/plans`, body } : { method: 'PATCH', path: `plans/${id}`, body },
  );
