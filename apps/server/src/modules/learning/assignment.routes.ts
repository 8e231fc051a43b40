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
import { storeRoute } from '../../lib/store-route.ts';
import { userOf } from '../auth/auth.plugin.ts';
import { getHomework } from './get-homework.ts';
import { getQuiz } from './get-quiz.ts';
import type { LearningApp, LearningRoutesDeps } from './learning.routes.ts';
import { submitHomework } from './submit-homework.ts';
import { submitQuiz } from './submit-quiz.ts';

const errors = errorResponses(400, 401, 403, 404);

export function registerAssignmentRoutes(app: LearningApp, { auth, learning }: LearningRoutesDeps): void {
  const route = { onRequest: auth.requireUser, tag: 'learning', errors };
  storeRoute(app, {
    ...route,
    method: 'GET',
    url: '/private/quiz/:quizId',
    summary: 'A quiz without its answers, with the caller’s last attempt',
    params: QuizParamsSchema,
    response: QuizResponseSchema,
    handle: (req) => getQuiz(learning, userOf(req), req.params.quizId),
  });
  storeRoute(app, {
    ...route,
    method: 'POST',
    url: '/private/quiz/:quizId/submit',
    summary: 'Scores an attempt on the server, stores it, and marks the quiz lecture done when passed',
    params: QuizParamsSchema,
    body: QuizSubmitBodySchema,
    response: QuizResultResponseSchema,
    handle: (req) => submitQuiz(learning, userOf(req), req.params.quizId, req.body.answers),
  });
  storeRoute(app, {
    ...route,
    method: 'GET',
    url: '/private/homework/:homeworkId',
    summary: 'A homework assignment with the caller’s submissions',
    params: HomeworkParamsSchema,
    response: HomeworkResponseSchema,
    handle: (req) => getHomework(learning, userOf(req), req.params.homeworkId),
  });
  storeRoute(app, {
    ...route,
    method: 'POST',
    url: '/private/homework/:homeworkId/submit',
    summary: 'Submits a file uploaded before with kind=homework; marks the homework lecture done',
    params: HomeworkParamsSchema,
    body: HomeworkSubmitBodySchema,
    response: HomeworkSubmitResponseSchema,
    handle: (req) => submitHomework(learning, userOf(req), req.params.homeworkId, req.body.file),
  });
}
