// /private/admin/courses/{id}/plans and /private/admin/plans/{id}: a course's pricing plans (spec §3).
// Money: administrators only, not the course's instructors.
import { errorResponses, IdParamSchema } from '@rian/contracts';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { PlanCreateSchema, PlanListSchema, PlanOneSchema, PlanPatchSchema } from '@rian/contracts/admin/plans';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { loadCoursePlans, loadPlan } from './plan-view.ts';
import { createPlan, deletePlan, updatePlan } from './save-plan.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: pricing plans'];
const params = z.object({ id: IdParamSchema });

export function planRoutes(app: RouteApp, { admin, requireAdmin: onRequest }: AdminRoutesDeps): void {
  app.get(
    '/private/admin/courses/:id/plans',
    {
      onRequest,
      schema: {
        tags,
        summary: "A course's plans, in the order buyers see them",
        params,
        response: { 200: PlanListSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await loadCoursePlans(admin.db, req.params.id) }),
  );
  app.post(
    '/private/admin/courses/:id/plans',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new plan of the course',
        params,
        body: PlanCreateSchema,
        response: { 201: PlanOneSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await createPlan(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.get(
    '/private/admin/plans/:id',
    { onRequest, schema: { tags, summary: 'One plan', params, response: { 200: PlanOneSchema, ...errors } } },
    async (req) => ({ success: true as const, data: await loadPlan(admin.db, req.params.id) }),
  );
  app.patch(
    '/private/admin/plans/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change the fields sent',
        params,
        body: PlanPatchSchema,
        response: { 200: PlanOneSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await updatePlan(admin, actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/private/admin/plans/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a plan no order or access uses',
        params,
        response: { 200: AdminDeletedSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await deletePlan(admin, actorOf(req), req.params.id) }),
  );
}
