// A student's progress, where to resume and the access countdown (spec §3 progress, §4, §7).
import { errorResponses } from '@rian/contracts';
import {
  CountdownResponseSchema,
  CourseParamsSchema,
  LastTimeResponseSchema,
  ProgressResponseSchema,
  SaveProgressBodySchema,
  SaveProgressResponseSchema,
  StudentCourseParamsSchema,
} from '@rian/contracts/learning';
import { assertSelfOrAdmin, userOf } from '../auth/auth.plugin.ts';
import { assertMayReadProgress } from './access.ts';
import { getCountdown } from './get-countdown.ts';
import { getLastTime } from './get-last-time.ts';
import { getProgress } from './get-progress.ts';
import type { LearningApp, LearningRoutesDeps } from './learning.routes.ts';
import { saveProgress } from './save-progress.ts';

const errors = errorResponses(400, 401, 403, 404);

export function registerProgressRoutes(app: LearningApp, { auth, learning }: LearningRoutesDeps): void {
  app.get(
    '/private/progress/student/:userId/course/:courseId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'A student’s progress in a course (the student, an administrator or the course’s instructor)',
        params: StudentCourseParamsSchema,
        response: { 200: ProgressResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { userId, courseId } = req.params;
      await assertMayReadProgress(learning.db, userOf(req), userId, courseId);
      return { success: true as const, data: await getProgress(learning.db, userId, courseId) };
    },
  );

  app.post(
    '/private/progress/student/:userId/course/:courseId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Saves the second reached in a lecture and whether it is done; answers the course percent',
        params: StudentCourseParamsSchema,
        body: SaveProgressBodySchema,
        response: { 200: SaveProgressResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { userId, courseId } = req.params;
      assertSelfOrAdmin(req, userId);
      return { success: true as const, data: await saveProgress(learning, userId, courseId, req.body) };
    },
  );

  app.get(
    '/private/progress/lasttime/:userId/course/:courseId',
    {
      onRequest: auth.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Where to resume: the newest updated lecture (null when none)',
        params: StudentCourseParamsSchema,
        response: { 200: LastTimeResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { userId, courseId } = req.params;
      await assertMayReadProgress(learning.db, userOf(req), userId, courseId);
      return { success: true as const, data: await getLastTime(learning.db, userId, courseId) };
    },
  );

  app.get(
    '/private/course/countdowntime/:courseId',
    {
      onRequest: auth.requireStudent,
      schema: {
        tags: ['learning'],
        summary: 'The access countdown of an owned course (spec §4) with its renew plans; not an owner → 404',
        params: CourseParamsSchema,
        response: { 200: CountdownResponseSchema, ...errors },
      },
    },
    async (req) => {
      const cd = await getCountdown(learning, userOf(req).id, req.params.courseId);
      return { success: true as const, data: { ...cd, expiresAt: cd.expiresAt ? cd.expiresAt.toISOString() : null } };
    },
  );
}
