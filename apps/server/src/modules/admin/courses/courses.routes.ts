// /private/admin/courses (spec §3 course detail, edited in the back office): list, create a draft from
// its title, read, edit, delete; preview, duplicate, publish and unpublish. Administrators only; each
// route parses, calls its use case and answers.
import { CourseDetailResponseSchema } from '@rian/contracts';
import {
  CourseCreateSchema,
  CourseListQuerySchema,
  CourseOneSchema,
  CoursePageSchema,
  CoursePatchSchema,
} from '@rian/contracts/admin/courses';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { adminRoute, idParams } from '../admin-route.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { changeCourseStatus } from './change-course-status.ts';
import { createCourse } from './create-course.ts';
import { loadCourse } from './course-view.ts';
import { deleteCourse } from './delete-course.ts';
import { duplicateCourse } from './duplicate-course.ts';
import { listCourses } from './list-courses.ts';
import { updateCourse } from './update-course.ts';

export function courseRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'courses',
    tag: 'courses',
    schemas: {
      query: CourseListQuerySchema,
      page: CoursePageSchema,
      one: CourseOneSchema,
      create: CourseCreateSchema,
      patch: CoursePatchSchema,
    },
    list: listCourses,
    get: loadCourse,
    create: createCourse,
    update: updateCourse,
    remove: deleteCourse,
  });
  courseCopyAndStateRoutes(app, deps);
}

/** Previewing, duplicating, publishing and unpublishing: calls that act on a whole course. */
function courseCopyAndStateRoutes(app: RouteApp, { admin, requireAdmin }: AdminRoutesDeps): void {
  const course = { tag: 'courses', params: idParams } as const;
  adminRoute(app, requireAdmin, {
    ...course,
    method: 'GET',
    path: 'courses/:id/preview',
    summary: 'The storefront course page as a visitor would see it, in any state (never cached, never indexed)',
    response: CourseDetailResponseSchema,
    handle: ({ params, reply }) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      return admin.previewCourse(params.id);
    },
  });
  adminRoute(app, requireAdmin, {
    ...course,
    method: 'POST',
    path: 'courses/:id/duplicate',
    summary: 'A draft copy with its fields, teachers, plans, sections and lectures',
    status: 201,
    response: CourseOneSchema,
    handle: ({ params, actor }) => duplicateCourse(admin, actor, params.id),
  });
  for (const event of ['publish', 'unpublish'] as const) {
    adminRoute(app, requireAdmin, {
      ...course,
      method: 'POST',
      path: `courses/:id/${event}`,
      summary: `${event === 'publish' ? 'Publish' : 'Unpublish'} the course (course lifecycle)`,
      response: CourseOneSchema,
      handle: ({ params, actor }) => changeCourseStatus(admin, actor, params.id, event),
    });
  }
}
