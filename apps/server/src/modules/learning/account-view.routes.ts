// The student's course list and the instructor's views of their courses and students.
import { errorResponses } from '@rian/contracts';
import {
  CourseParamsSchema,
  InstructorCoursesResponseSchema,
  InstructorStudentsResponseSchema,
  MyCoursesResponseSchema,
} from '@rian/contracts/learning';
import { userOf } from '../auth/auth.plugin.ts';
import type { LearningApp, LearningRoutesDeps } from './learning.routes.ts';
import { listInstructorCourses } from './list-instructor-courses.ts';
import { listInstructorStudents } from './list-instructor-students.ts';
import { listMyCourses } from './list-my-courses.ts';

const errors = errorResponses(400, 401, 403, 404);

export function registerAccountViewRoutes(app: LearningApp, { auth, learning }: LearningRoutesDeps): void {
  app.get(
    '/private/myaccount/courses',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'The signed-in user’s courses with progress and access end',
        response: { 200: MyCoursesResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listMyCourses(learning, userOf(req).id) }),
  );

  app.get(
    '/private/instructor/courses',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'The courses the instructor teaches (an administrator: every course)',
        response: { 200: InstructorCoursesResponseSchema, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listInstructorCourses(learning.db, userOf(req)) }),
  );

  app.get(
    '/private/instructor/courses/:courseId/students',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Each owner’s progress, homework and quiz results (the course’s instructor or an administrator)',
        params: CourseParamsSchema,
        response: { 200: InstructorStudentsResponseSchema, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listInstructorStudents(learning.db, userOf(req), req.params.courseId),
    }),
  );
}
