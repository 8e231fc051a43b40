// /private/admin/courses (spec §3 course detail, edited in the back office): list, create a draft from
// its title, read, edit, delete, publish and unpublish. Administrators only; each route parses, calls
// its use case and answers.
import { errorResponses, IdParamSchema } from '@rian/contracts';
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
import { listCourses } from './list-courses.ts';
import { updateCourse } from './update-course.ts';

const params = z.object({ id: IdParamSchema });

export function courseRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
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
  for (const event of ['publish', 'unpublish'] as const) {
    app.post(
      `/private/admin/courses/:id/${event}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin: courses'],
          summary: `${event === 'publish' ? 'Publish' : 'Unpublish'} the course (course lifecycle)`,
          params,
          response: { 200: CourseOneSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => ({ success: true as const, data: await changeCourseStatus(admin, actorOf(req), req.params.id, event) }),
    );
  }
}
