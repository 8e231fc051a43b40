// Learning routes (issue 7; spec §7 videoplaylist, progress, lasttime and countdowntime calls, §2 the
// ?learn=true player, §6 paid playlists need an order): lecture media with range requests, quizzes,
// homework, and the account and instructor views.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '@rian/db';
import { DomainError } from '@rian/domain/errors';
import { IdParamSchema, errorResponses } from '@rian/contracts';
import {
  CountdownResponseSchema,
  CourseParamsSchema,
  HomeworkParamsSchema,
  HomeworkResponseSchema,
  HomeworkSubmitBodySchema,
  HomeworkSubmitResponseSchema,
  InstructorCoursesResponseSchema,
  InstructorStudentsResponseSchema,
  LastTimeResponseSchema,
  MyCoursesResponseSchema,
  PlaylistResponseSchema,
  ProgressResponseSchema,
  QuizParamsSchema,
  QuizResponseSchema,
  QuizResultResponseSchema,
  QuizSubmitBodySchema,
  SaveProgressBodySchema,
  SaveProgressResponseSchema,
  StudentCourseParamsSchema,
} from '@rian/contracts/learning';
import { assertSelfOrAdmin, userOf, type Auth } from '../auth/auth.plugin.ts';
import { LearningService, isExternalUrl, type Caller } from './learning.service.ts';
import { localMediaPath, sendRangeFile } from './range-file.ts';

export interface LearningRoutesDeps {
  db: Db;
  auth: Auth;
  uploadDir: string;
  clock?: () => Date;
}

const errors = errorResponses(400, 401, 403, 404);

const LectureParamsSchema = z.object({ lectureId: IdParamSchema });

export function learningRoutes(deps: LearningRoutesDeps): FastifyPluginAsyncZod {
  const { auth } = deps;
  const service = new LearningService(deps.db, deps.clock);

  /** The signed-in caller, or null (a visitor, an ended session): the playlist is public. */
  async function callerOf(req: FastifyRequest): Promise<Caller | null> {
    const found = await auth.lookup(req);
    return found.status === 'valid' ? { id: found.user.id, role: found.user.role } : null;
  }

  async function sendMedia(
    req: FastifyRequest,
    reply: FastifyReply,
    caller: Caller | null,
    lectureId: number,
    what: 'video' | 'subtitle',
    scope: 'public' | 'private',
  ) {
    const url = await service.lectureMedia(caller, lectureId, what, scope);
    // An external https video (HLS on a CDN) is played from there.
    if (isExternalUrl(url)) return reply.redirect(url, 302);
    const path = localMediaPath(deps.uploadDir, url);
    if (!path) throw new DomainError('NOT_FOUND', 'No such media');
    return sendRangeFile(req, reply, path, {
      type: what === 'video' ? 'video/mp4' : 'text/vtt; charset=utf-8',
      cacheControl: scope === 'public' ? 'public, max-age=3600' : 'private, max-age=3600',
    });
  }

  return async (app) => {
    app.get(
      '/public/course/videoplaylist/:courseId',
      {
        schema: {
          tags: ['learning'],
          summary: 'The playlist of the ?learn=true player: previews to everyone, every lecture to owners and staff',
          params: CourseParamsSchema,
          response: { 200: PlaylistResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await service.playlist(await callerOf(req), req.params.courseId) }),
    );

    for (const scope of ['public', 'private'] as const) {
      const guard = scope === 'private' ? { onRequest: auth.requireUser } : {};
      const caller = (req: FastifyRequest) => (scope === 'private' ? { id: userOf(req).id, role: userOf(req).role } : null);
      app.get(
        `/${scope}/lectures/:lectureId/video`,
        {
          ...guard,
          compress: false,
          schema: {
            tags: ['learning'],
            summary: `A ${scope === 'public' ? 'preview' : 'lecture'} video (video/mp4) with HTTP range requests`,
            params: LectureParamsSchema,
          },
        },
        async (req, reply) => sendMedia(req, reply, caller(req), req.params.lectureId, 'video', scope),
      );
      app.get(
        `/${scope}/lectures/:lectureId/subtitle.vtt`,
        {
          ...guard,
          compress: false,
          schema: {
            tags: ['learning'],
            summary: `A ${scope === 'public' ? 'preview' : 'lecture'}'s WebVTT subtitles`,
            params: LectureParamsSchema,
          },
        },
        async (req, reply) => sendMedia(req, reply, caller(req), req.params.lectureId, 'subtitle', scope),
      );
    }

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
        await service.assertMayRead(userOf(req), userId, courseId);
        return { success: true as const, data: await service.progress(userId, courseId) };
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
        return { success: true as const, data: await service.saveProgress(userId, courseId, req.body) };
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
        await service.assertMayRead(userOf(req), userId, courseId);
        return { success: true as const, data: await service.lastTime(userId, courseId) };
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
        const cd = await service.countdown(userOf(req).id, req.params.courseId);
        return {
          success: true as const,
          data: {
            unlimited: cd.unlimited,
            expiresAt: cd.expiresAt ? cd.expiresAt.toISOString() : null,
            remainingMs: cd.remainingMs,
            expired: cd.expired,
            renewPlans: cd.renewPlans,
          },
        };
      },
    );

    app.get(
      '/private/quiz/:quizId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'A quiz without its answers, with the caller’s last attempt',
          params: QuizParamsSchema,
          response: { 200: QuizResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await service.quiz(userOf(req), req.params.quizId) }),
    );

    app.post(
      '/private/quiz/:quizId/submit',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Scores an attempt on the server, stores it, and marks the quiz lecture done when passed',
          params: QuizParamsSchema,
          body: QuizSubmitBodySchema,
          response: { 200: QuizResultResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.submitQuiz(userOf(req), req.params.quizId, req.body.answers),
      }),
    );

    app.get(
      '/private/homework/:homeworkId',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'A homework assignment with the caller’s submissions',
          params: HomeworkParamsSchema,
          response: { 200: HomeworkResponseSchema, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: await service.homework(userOf(req), req.params.homeworkId) }),
    );

    app.post(
      '/private/homework/:homeworkId/submit',
      {
        onRequest: auth.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Submits a file uploaded before with kind=homework; marks the homework lecture done',
          params: HomeworkParamsSchema,
          body: HomeworkSubmitBodySchema,
          response: { 200: HomeworkSubmitResponseSchema, ...errors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.submitHomework(userOf(req), req.params.homeworkId, req.body.file),
      }),
    );

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
      async (req) => ({ success: true as const, data: await service.myCourses(userOf(req).id) }),
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
      async (req) => ({ success: true as const, data: await service.instructorCourses(userOf(req)) }),
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
      async (req) => ({ success: true as const, data: await service.instructorStudents(userOf(req), req.params.courseId) }),
    );
  };
}
