// A course's quizzes and homework in the back office (/private/admin/courses/{id}/quizzes and
// /homeworks, quizzes/{id}, homeworks/{id}). The queries share the course-content keys, so a lecture's
// quiz and homework pickers see a new quiz or homework at once; every write refreshes them.
import {
  HomeworkListSchema,
  HomeworkOneSchema,
  QuizListSchema,
  QuizOneSchema,
  type HomeworkCreate,
  type QuizSave,
} from '@rian/contracts/admin/content';
import type * as z from 'zod/mini';
import { adminGetQuery, useAdminWrite, useDeleteResource } from '../../../lib/admin-api.ts';

const R = 'content';

// Not retried: a course that is not there says so at once.
export const quizzesQuery = (courseId: number) => ({
  ...adminGetQuery([R, 'quizzes', courseId], `courses/${courseId}/quizzes`, QuizListSchema),
  retry: false,
});
export const homeworksQuery = (courseId: number) => ({
  ...adminGetQuery([R, 'homeworks', courseId], `courses/${courseId}/homeworks`, HomeworkListSchema),
  retry: false,
});

/** A new quiz or homework of the course (id null) POSTed under it, or one saved again whole at `path`/id. */
const useSaveOfCourse = <Body>(path: 'quizzes' | 'homeworks', schema: z.ZodMiniType, courseId: number) =>
  useAdminWrite(R, schema, ({ id, body }: { id: number | null; body: Body }) =>
    id === null
      ? { method: 'POST', path: `courses/${courseId}/${path}`, body }
      : { method: 'PATCH', path: `${path}/${id}`, body },
  );

export const useSaveQuiz = (courseId: number) => useSaveOfCourse<QuizSave>('quizzes', QuizOneSchema, courseId);
export const useDeleteQuiz = () => useDeleteResource(R, 'quizzes');

export const useSaveHomework = (courseId: number) => useSaveOfCourse<HomeworkCreate>('homeworks', HomeworkOneSchema, courseId);
export const useDeleteHomework = () => useDeleteResource(R, 'homeworks');
