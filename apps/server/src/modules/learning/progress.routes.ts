// A student's progress, where to resume and the access countdown (spec §3 progress, §4, §7).
import type { Db } from '@rian/db';
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
import { storeRoute, type StoreRequest } from '../../lib/store-route.ts';
import { assertSelfOrAdmin, userOf } from '../auth/auth.plugin.ts';
import { assertMayReadProgress } from './access.ts';
import { getCountdown } from './get-countdown.ts';
import { getLastTime } from './get-last-time.ts';
import { getProgress } from './get-progress.ts';
import type { LearningApp, LearningRoutesDeps } from './learning.routes.ts';
import { saveProgress } from './save-progress.ts';

const errors = errorResponses(400, 401, 403, 404);

export function registerProgressRoutes(app: LearningApp, { auth, learning }: LearningRoutesDeps): void {
  const route = { onRequest: auth.requireUser, tag: 'learning', params: StudentCourseParamsSchema, errors };
  /** A read of a student's course that the student, an administrator or the course's instructor may make. */
  const mayRead =
    <T>(read: (db: Db, userId: number, courseId: number) => Promise<T>) =>
    async (req: StoreRequest<{ userId: number; courseId: number }, unknown, unknown>) => {
      const { userId, courseId } = req.params;
      await assertMayReadProgress(learning.db, userOf(req), userId, courseId);
      return read(learning.db, userId, courseId);
    };
  storeRoute(app, {
    ...route,
    method: 'GET',
    url: '/private/progress/student/:userId/course/:courseId',
    summary: 'A student’s progress in a course (the student, an administrator or the course’s instructor)',
    response: ProgressResponseSchema,
    handle: mayRead(getProgress),
  });
  storeRoute(app, {
    ...route,
    method: 'POST',
    url: '/private/progress/student/:userId/course/:courseId',
    summary: 'Saves the second reached in a lecture and whether it is done; answers the course percent',
    body: SaveProgressBodySchema,
    response: SaveProgressResponseSchema,
    handle: async (req) => {
      const { userId, courseId } = req.params;
      assertSelfOrAdmin(req, userId);
      return saveProgress(learning, userId, courseId, req.body);
    },
  });
  storeRoute(app, {
    ...route,
    method: 'GET',
    url: '/private/progress/lasttime/:userId/course/:courseId',
    summary: 'Where to resume: the newest updated lecture (null when none)',
    response: LastTimeResponseSchema,
    handle: mayRead(getLastTime),
  });
  storeRoute(app, {
    ...route,
    method: 'GET',
    url: '/private/course/countdowntime/:courseId',
    onRequest: auth.requireStudent,
    summary: 'The access countdown of an owned course (spec §4) with its renew plans; not an owner → 404',
    params: CourseParamsSchema,
    response: CountdownResponseSchema,
    handle: async (req) => {
      const cd = await getCountdown(learning, userOf(req).id, req.params.courseId);
      return { ...cd, expiresAt: cd.expiresAt ? cd.expiresAt.toISOString() : null };
    },
  });
}
