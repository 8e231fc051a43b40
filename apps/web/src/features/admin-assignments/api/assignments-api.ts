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
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { adminGetQuery, useAdminWrite } from '../../../lib/admin-api.ts';

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

/** A new quiz of the course (id null) or the whole quiz saved again. */
export const useSaveQuiz = (courseId: number) =>
  useAdminWrite(R, QuizOneSchema, ({ id, body }: { id: number | null; body: QuizSave }) =>
    id === null
      ? { method: 'POST', path: `courses/${courseId}/quizzes`, body }
      : { method: 'PATCH', path: `quizzes/${id}`, body },
  );

export const useDeleteQuiz = () =>
  useAdminWrite(R, AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `quizzes/${id}` }));

export const useSaveHomework = (courseId: number) =>
  useAdminWrite(R, HomeworkOneSchema, ({ id, body }: { id: number | null; body: HomeworkCreate }) =>
    id === null
      ? { method: 'POST', path: `courses/${courseId}/homeworks`, body }
      : { method: 'PATCH', path: `homeworks/${id}`, body },
  );

export const useDeleteHomework = () =>
  useAdminWrite(R, AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `homeworks/${id}` }));
