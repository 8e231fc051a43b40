// /private/admin/courses (spec §3 course detail, edited in the back office): list, create a draft from
// its title, read, edit, delete; preview, duplicate, publish and unpublish. Administrators only; each
// route parses, calls its use case and answers.
import { CourseDetailResponseSchema, errorResponses, IdParamSchema } from '@rian/contracts';
import {
  CourseCreateSchema,
  CourseListQuerySchema,
  CourseOneSchema,
  CoursePageSchema,
  CoursePatchSchema,
} from '@rian/contracts/admin/courses';
import * as z from 'zod/mini';
import type { RouteApp } from '../../../lib/route-app.ts';
import { actorOf, type AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { changeCourseStatus } from './change-course-status.ts';
import { createCourse } from './create-course.ts';
import { loadCourse } from './course-view.ts';
import { deleteCourse } from './delete-course.ts';
import { duplicateCourse } from './duplicate-course.ts';
import { listCourses } from './list-courses.ts';
import { updateCourse } from './update-course.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin: courses'];
const params = z.object({ id: IdParamSchema });

export function courseRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  const { admin, requireAdmin } = deps;
  resourceRoutes(app, {
    path: 'courses',
    tag: 'courses',
    guard: requireAdmin,
    schemas: {
      query: CourseListQuerySchema,
      page: CoursePageSchema,
      one: CourseOneSchema,
      create: CourseCreateSchema,
      patch: CoursePatchSchema,
    },
    list: (query) => listCourses(admin, query),
    get: (id) => loadCourse(admin.db, id),
    create: (actor, body) => createCourse(admin, actor, body),
    update: (actor, id, body) => updateCourse(admin, actor, id, body),
    remove: (actor, id) => deleteCourse(admin, actor, id),
  });
  courseCopyAndStateRoutes(app, deps);
}

/** Previewing, duplicating, publishing and unpublishing: calls that act on a whole course. */
function courseCopyAndStateRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  app.get(
    '/private/admin/courses/:id/preview',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The storefront course page as a visitor would see it, in any state (never cached, never indexed)',
        params,
        response: { 200: CourseDetailResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      return { success: true as const, data: await admin.previewCourse(req.params.id) };
    },
  );
  app.post(
    '/private/admin/courses/:id/duplicate',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'A draft copy with its fields, teachers, plans, sections and lectures',
        params,
        response: { 201: CourseOneSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ success: true as const, data: await duplicateCourse(admin, actorOf(req), req.params.id) }),
  );
  for (const event of ['publish', 'unpublish'] as const) {
    app.post(
      `/private/admin/courses/:id/${event}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          summary: `${event === 'publish' ? 'Publish' : 'Unpublish'} the course (course lifecycle)`,
          params,
          response: { 200: CourseOneSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await changeCourseStatus(admin, actorOf(req), req.params.id, event) }),
    );
  }
}
