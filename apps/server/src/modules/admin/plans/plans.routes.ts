// /private/admin/courses/{id}/plans and /private/admin/plans/{id}: a course's pricing plans (spec §3).
// Money: administrators only, not the course's instructors.
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { PlanCreateSchema, PlanListSchema, PlanOneSchema, PlanPatchSchema } from '@rian/contracts/admin/plans';
import type { RouteApp } from '../../../lib/route-app.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { loadCoursePlans, loadPlan } from './plan-view.ts';
import { createPlan, deletePlan, updatePlan } from './save-plan.ts';

const tag = 'pricing plans';

export function planRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const route = { tag, params: idParams } as const;
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'GET',
    path: 'courses/:id/plans',
    summary: "A course's plans, in the order buyers see them",
    response: PlanListSchema,
    handle: ({ params }) => loadCoursePlans(admin.db, params.id),
  });
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'POST',
    path: 'courses/:id/plans',
    summary: 'A new plan of the course',
    body: PlanCreateSchema,
    status: 201,
    response: PlanOneSchema,
    handle: ({ params, body, actor }) => createPlan(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'GET',
    path: 'plans/:id',
    summary: 'One plan',
    response: PlanOneSchema,
    handle: ({ params }) => loadPlan(admin.db, params.id),
  });
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'PATCH',
    path: 'plans/:id',
    summary: 'Change the fields sent',
    body: PlanPatchSchema,
    response: PlanOneSchema,
    handle: ({ params, body, actor }) => updatePlan(admin, actor, params.id, body),
  });
  adminRoute(app, requireAdmin, {
    ...route,
    method: 'DELETE',
    path: 'plans/:id',
    summary: 'Delete a plan no order or access uses',
    response: AdminDeletedSchema,
    handle: ({ params, actor }) => deletePlan(admin, actor, params.id),
  });
}
