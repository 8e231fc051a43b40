// Quizzes and homework inside the player: read one, submit an attempt or a file.
import { errorResponses } from '@rian/contracts';
import {
  HomeworkParamsSchema,
  HomeworkResponseSchema,
  HomeworkSubmitBodySchema,
  HomeworkSubmitResponseSchema,
  QuizParamsSchema,
  QuizResponseSchema,
  QuizResultResponseSchema,
  QuizSubmitBodySchema,
} from '@rian/contracts/learning';
import { userOf } from '../auth/auth.plugin.ts';
import { getHomework } from './get-homework.ts';
import { getQuiz } from './get-quiz.ts';
import type { LearningApp, LearningRoutesDeps } from './learning.routes.ts';
import { submitHomework } from './submit-homework.ts';
import { submitQuiz } from './submit-quiz.ts';

const errors = errorResponses(400, 401, 403, 404);

export function registerAssignmentRoutes(app: LearningApp, { auth, learning }: LearningRoutesDeps): void {
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
    async (req) => ({ success: true as const, data: await getQuiz(learning, userOf(req), req.params.quizId) }),
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
      data: await submitQuiz(learning, userOf(req), req.params.quizId, req.body.answers),
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
    async (req) => ({ success: true as const, data: await getHomework(learning, userOf(req), req.params.homeworkId) }),
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
      data: await submitHomework(learning, userOf(req), req.params.homeworkId, req.body.file),
    }),
  );
}
